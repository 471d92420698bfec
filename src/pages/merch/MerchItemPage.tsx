import { Link, useParams } from 'react-router-dom';
import { AvailabilityNote, BuyLink } from '../../components/MerchList';
import { Both } from '../../components/Both';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { useSite } from '../../lib/site';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../pageData.build';
import { PaymentNote } from './PaymentNote';
import * as merchStyles from '../../components/MerchList.module.css';
import * as styles from './MerchPage.module.css';

/** `/merch/:itemSlug`: one item, every picture of it. A slug the content does not have has no page file: "Page not found!". */
export default function MerchItemPage() {
  const { itemSlug = '' } = useParams();
  const data = usePageData<PageData<'merchItem'>>(paths.merchItem(itemSlug));
  return data ? <Item key={data.item.slug} {...data} /> : <NotFoundPage />;
}

function Item({ item, structuredData }: PageData<'merchItem'>) {
  const site = useSite();
  usePageMeta(item.name, `${item.name}: ${site.name} merch, ${item.price}.`);
  const [first, ...more] = item.pictures;
  return (
    <article className={styles.page}>
      <StructuredData data={structuredData} />
      <Link to={paths.merch} className={styles.back}>
        ← All merch
      </Link>
      <div className={styles.pictures}>
        {first && <Picture artwork={first} sizes={`(min-width: 768px) 28rem, ${COLUMN_WIDTH}`} priority className={styles.picture} />}
        {more.map((picture) => (
          <Picture key={picture.image.src} artwork={picture} sizes={`(min-width: 768px) 13rem, 45vw`} className={styles.thumb} />
        ))}
      </div>
      <div className={styles.intro}>
        <h1 className={styles.name}>
          <Both sv={item.name} en={item.nameEn} />
        </h1>
        {item.nameEn !== undefined && <LanguageSwitch label="Language of the name" />}
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
