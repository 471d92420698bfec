import { NewsletterSignUp } from '../../components/NewsletterSignUp';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { PressKitView } from './PressKitView';

export default function PressPage() {
  const data = usePageData<PageData<'press'>>(paths.press);
  return data ? <PressKit data={data} /> : <NotFoundPage />;
}

function PressKit({ data }: { data: PageData<'press'> }) {
  const site = useSite();
  usePageMeta('Press kit', `${site.name} press kit: bios, photos, logos, music, tech rider and stage plot, and who to book.`);
  return (
    <PressKitView
      data={data}
      footer={
        site.newsletter && (
          <footer>
            <NewsletterSignUp />
          </footer>
        )
      }
    />
  );
}
