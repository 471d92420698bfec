import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { AvailabilityNote, BuyLink } from '../../components/MerchList';
import { Both } from '../../components/Both';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import { paths } from '../../util/routes';
import type { buildMerchItemData } from './data.build';
import { PaymentNote } from './PaymentNote';
import * as merchStyles from '../../components/MerchList.module.css';
import * as styles from './MerchPage.module.css';

interface MerchItemViewProps {
  item: ReturnType<typeof buildMerchItemData>['item'];
  /** Under the name, where it has an English one: the page's language switch. */
  languageSwitch?: ReactNode;
  /** In the page's body; a share page has it in its head. */
  structuredData?: unknown;
  /** The first picture fetched first. A share page's is lazy: a browser moves on to the site at once. */
  priority?: boolean;
}

/**
 * A merch item as it shows, every picture of it. The page (MerchItemPage)
 * and its share page (share.build.tsx) both draw it, each passing in what
 * only it has.
 */
export function MerchItemView({ item, languageSwitch, structuredData, priority = true }: MerchItemViewProps) {
  const [first, ...more] = item.pictures;
  return (
    <article className={styles.page}>
      {structuredData !== undefined && <StructuredData data={structuredData} />}
      <Link to={paths.merch} className={styles.back}>
        ← All merch
      </Link>
      <div className={styles.pictures}>
        {first && (
          <Picture artwork={first} sizes={`(min-width: 768px) 28rem, ${COLUMN_WIDTH}`} priority={priority} className={styles.picture} />
        )}
        {more.map((picture) => (
          <Picture key={picture.image.src} artwork={picture} sizes={`(min-width: 768px) 13rem, 45vw`} className={styles.thumb} />
        ))}
      </div>
      <div className={styles.intro}>
        <h1 className={styles.name}>
          <Both sv={item.name} en={item.nameEn} />
        </h1>
        {languageSwitch}
        <p className={merchStyles.price}>{item.price}</p>
        <AvailabilityNote item={item} />
        {item.variants.length > 0 && (
          <p>
            <strong>Sizes and variants:</strong> {item.variants.join(', ')}
          </p>
        )}
        <BuyLink item={item} />
        <PaymentNote checkouts={item.availability === 'sold out' ? [] : [item.checkout]} />
      </div>
    </article>
  );
}
