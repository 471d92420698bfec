// The share pages of the merch (src/sharePages.build.tsx renders them): the
// list at merch/ and each item at merch/<slug>/, its first picture as its
// card, its Product and Offer for search engines, and its price, whether it
// is sold out and the link to the band's checkout readable without scripts.
// Build time only.
import { pictureCard, siteCard } from '../../components/PageHead.build';
import { absoluteUrl } from '../../util/absoluteUrl';
import { paths, shareFolder, type RoutePage } from '../../util/routes';
import { metaOf, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { cardOf } from './data.build';

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
  const { site, merch } = source.content;
  const found = merch.find((candidate) => candidate.slug === page.params.itemSlug);
  if (!found) throw new Error(`No merch item ${page.params.itemSlug}`);
  const item = cardOf(found);
  const { path } = page;
  const root = toRoot(path);
  const picture = item.picture.image.preview ?? item.picture.image;
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: pictureCard(site, item.picture) },
    body: (
      <>
        <h1 lang="sv">{item.name}</h1>
        {item.nameEn && <p lang="en">{item.nameEn}</p>}
        {/* Lazy: a browser is on its way to the site, and need not fetch it. */}
        <img loading="lazy" src={`${root}${picture.src}`} width={picture.width} height={picture.height} alt={item.picture.alt} />
        <p>
          {item.price}
          {item.availability === 'sold out' ? ': sold out' : ''}
          {item.shipsOn ? `: pre-order, ships ${item.shipsOn.text}` : ''}
        </p>
        {item.availability !== 'sold out' && (
          <p>
            <a href={item.buy}>Buy at {item.checkout}</a> (the band’s checkout: you pay there)
          </p>
        )}
      </>
    ),
  };
}
