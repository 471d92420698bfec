import type { Artwork } from '../content/pictures';
import type { Availability } from '../content/merch';
import { paths } from '../util/routes';
import { Both } from './Both';
import { COLUMN_WIDTH, Picture } from './Picture';
import * as styles from './MerchList.module.css';

/** A merch item as a list shows it (pages/merch/data.build.tsx makes it): every text already written out by the build. */
export interface MerchCard {
  slug: string;
  name: string;
  nameEn?: string | undefined;
  picture: Artwork;
  /** `250 SEK` */
  price: string;
  availability: Availability;
  /** A pre-order's day it ships, as the page writes a day: `1 February 2027`. */
  shipsOn?: { date: string; text: string } | undefined;
  /** The item at the band's checkout; a sold-out item is offered no link to it. */
  buy: string;
  /** The checkout's host, which the page names: `buy.stripe.com`. */
  checkout: string;
}

/** Sold out, or a pre-order and the day it ships; nothing for an item in stock. */
export function AvailabilityNote({ item }: { item: Pick<MerchCard, 'availability' | 'shipsOn'> }) {
  if (item.availability === 'sold out') return <p className={styles.soldOut}>Sold out</p>;
  if (item.availability === 'pre-order' && item.shipsOn) {
    return (
      <p className={styles.preOrder}>
        Pre-order: ships <time dateTime={item.shipsOn.date}>{item.shipsOn.text}</time>
      </p>
    );
  }
  return null;
}

/** "Buy", to the band's checkout in a new tab; none for an item sold out. */
export function BuyLink({ item }: { item: Pick<MerchCard, 'availability' | 'buy' | 'checkout' | 'name'> }) {
  if (item.availability === 'sold out') return null;
  return (
    <a className={styles.buy} href={item.buy} target="_blank" rel="noopener noreferrer">
      {item.availability === 'pre-order' ? 'Pre-order' : 'Buy'}
      <span className="visually-hidden">
        {' '}
        {item.name} at {item.checkout} (opens in a new tab)
      </span>
    </a>
  );
}

/**
 * The band's merch as cards: picture, name, price, whether it is sold out or
 * on pre-order, each linking to its page, and its Buy link. `brief`: name,
 * price and whether it is sold out only (home, whose page is inside
 * index.html, which stays within its budget whatever the band sells).
 */
export function MerchList({ items, headingLevel, brief = false }: { items: readonly MerchCard[]; headingLevel: 2 | 3; brief?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={brief ? `${styles.list} ${styles.brief}` : styles.list}>
      {items.map((item) => (
        <li key={item.slug} className={styles.item}>
          {/* A plain link, as the home page shows the list as HTML the build made; the hash router follows it all the same. */}
          <a href={`#${paths.merchItem(item.slug)}`} className={styles.card}>
            {!brief && (
              <Picture
                artwork={item.picture}
                sizes={`(min-width: 1024px) 22rem, (min-width: 576px) 45vw, ${COLUMN_WIDTH}`}
                className={styles.picture}
              />
            )}
            <Heading className={styles.name}>
              <Both sv={item.name} en={item.nameEn} />
            </Heading>
          </a>
          <p className={styles.price}>{item.price}</p>
          <AvailabilityNote item={item} />
          {!brief && <BuyLink item={item} />}
        </li>
      ))}
    </ul>
  );
}
