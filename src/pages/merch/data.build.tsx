import { renderToStaticMarkup } from 'react-dom/server';
import { type MerchCard, MerchList } from '../../components/MerchList';
import { dayOf } from '../../components/NewsList';
import type { Content } from '../../content/content';
import type { MerchItem } from '../../content/merch';
import { merchList, product } from '../../lib/structuredData.build';
import type { BuildContext } from '../pageDataBuilder.build';

/** How many items the home page shows, below the releases: the first ones. */
export const MERCH_ON_HOME = 3;

/** `250` → `250 SEK`, `199.5` → `199.50 EUR`: as the gig list writes a price. */
export const priceOf = (item: Pick<MerchItem, 'price' | 'currency'>) =>
  `${Number.isInteger(item.price) ? item.price : item.price.toFixed(2)} ${item.currency}`;

/** An item as a list shows it: its first picture, its texts written out, so the page's script needs no code to write them. */
export const cardOf = (item: MerchItem): MerchCard => ({
  slug: item.slug,
  name: item.name,
  ...(item.english ? { nameEn: item.english.name } : {}),
  picture: item.pictures[0]!,
  price: priceOf(item),
  availability: item.availability,
  ...(item.shipsOn ? { shipsOn: { date: item.shipsOn, text: dayOf(item.shipsOn) } } : {}),
  buy: item.buy,
  checkout: new URL(item.buy).hostname,
});

/**
 * The first items, for the home page: as HTML, or null without merch. The
 * home page shows the HTML as it is, so its script carries no code of the
 * list (whose budget it would count); brief, so index.html, which holds the
 * home page, stays within its own.
 */
export const homeMerchHtml = (content: Content): string | null =>
  content.merch.length === 0
    ? null
    : renderToStaticMarkup(<MerchList items={content.merch.slice(0, MERCH_ON_HOME).map(cardOf)} headingLevel={3} brief />);

export const buildMerchData = (content: Content) => ({
  items: content.merch.map(cardOf),
  structuredData: merchList(content.site, content.merch),
});

export const buildMerchItemData = (content: Content, { params }: BuildContext) => {
  const item = content.merch.find((candidate) => candidate.slug === params.itemSlug);
  if (!item) throw new Error(`No merch item ${params.itemSlug}`);
  return {
    item: { ...cardOf(item), pictures: item.pictures, variants: item.variants ?? [] },
    structuredData: product(content.site, item),
  };
};
