import { useParams } from 'react-router-dom';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { useSite } from '../../lib/site';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { MerchItemView } from './MerchItemView';

/** `/merch/:itemSlug`: one item, every picture of it. A slug the content does not have has no page file: "Page not found!". */
export default function MerchItemPage() {
  const { itemSlug = '' } = useParams();
  const data = usePageData<PageData<'merchItem'>>(paths.merchItem(itemSlug));
  return data ? <Item key={data.item.slug} {...data} /> : <NotFoundPage />;
}

function Item({ item, structuredData }: PageData<'merchItem'>) {
  const site = useSite();
  usePageMeta(item.name, `${item.name}: ${site.name} merch, ${item.price}.`);
  return (
    <MerchItemView
      item={item}
      structuredData={structuredData}
      languageSwitch={item.nameEn !== undefined && <LanguageSwitch label="Language of the name" />}
    />
  );
}
