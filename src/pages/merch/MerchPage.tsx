import { MerchList } from '../../components/MerchList';
import { StructuredData } from '../../components/StructuredData';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { useSite } from '../../lib/site';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { PaymentNote } from './PaymentNote';
import * as styles from './MerchPage.module.css';

/** `/merch`: every item. Without merch the build writes no file for it: "Page not found!". */
export default function MerchPage() {
  const data = usePageData<PageData<'merch'>>(paths.merch);
  return data ? <Merch {...data} /> : <NotFoundPage />;
}

function Merch({ items, structuredData }: PageData<'merch'>) {
  const site = useSite();
  usePageMeta('Merch', `${site.name} merch: what the band sells, and where to buy it.`);
  return (
    <div className={styles.page}>
      <StructuredData data={structuredData} />
      <header className={styles.intro}>
        <h1 className={styles.heading}>Merch</h1>
        <PaymentNote checkouts={items.filter((item) => item.availability !== 'sold out').map((item) => item.checkout)} />
      </header>
      {items.some((item) => item.nameEn !== undefined) && <LanguageSwitch label="Language of the names" />}
      <MerchList items={items} headingLevel={2} />
    </div>
  );
}
