// The share pages of the merch (src/sharePages.build.tsx renders them): the
// list at merch/ and each item at merch/<slug>/, drawn by the item's own
// MerchItemView: its first picture as its card, its Product and Offer for
// search engines, and its price, whether it is sold out and the link to the
// band's checkout readable without scripts. Build time only.
import { pictureCard, siteCard } from '../../components/PageHead.build';
import { absoluteUrl } from '../../util/absoluteUrl';
import { paths, shareFolder, type RoutePage } from '../../util/routes';
import { BuildRouter } from '../../lib/BuildRouter.build';
import { metaOf, pictureFrom, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { buildMerchItemData, cardOf } from './data.build';
import { MerchItemView } from './MerchItemView';

export function merchPage(source: ShareSource, { path }: RoutePage): SharePage {
  const { site, merch } = source.content;
  const root = toRoot(path);
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: siteCard(site) },
    body: (
      <>
        <h1>{site.name}: merch</h1>
        <ul>
          {merch.map(cardOf).map((item) => (
            <li key={item.slug}>
              <a href={`${root}${shareFolder(paths.merchItem(item.slug))}`} lang="sv">
                {item.name}
              </a>
              : {item.price}
              {item.availability === 'sold out' ? ', sold out' : ''}
              {item.shipsOn ? `, pre-order, ships ${item.shipsOn.text}` : ''}
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

export function merchItemPage(source: ShareSource, page: RoutePage): SharePage {
  const { site } = source.content;
  // The item as its page has it.
  const { item } = buildMerchItemData(source.content, { params: page.params, now: source.now });
  const { path } = page;
  const root = toRoot(path);
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: pictureCard(site, item.picture) },
    // The page's own view: its name in both languages, with no switch.
    body: (
      <BuildRouter location={path} root={root}>
        <MerchItemView item={{ ...item, pictures: item.pictures.map((picture) => pictureFrom(root, picture)) }} priority={false} />
      </BuildRouter>
    ),
  };
}
