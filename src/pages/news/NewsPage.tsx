import { NewsList } from '../../components/NewsList';
import { StructuredData } from '../../components/StructuredData';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { useSite } from '../../lib/site';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import * as styles from './NewsPage.module.css';

/** `/news`: every post, newest first. Without posts the build writes no file for it: "Page not found!". */
export default function NewsPage() {
  const data = usePageData<PageData<'news'>>(paths.news);
  return data ? <News {...data} /> : <NotFoundPage />;
}

function News({ posts, structuredData }: PageData<'news'>) {
  const site = useSite();
  usePageMeta('News', `News from ${site.name}: what the band is up to.`);
  return (
    <div className={styles.page}>
      <StructuredData data={structuredData} />
      <h1 className={styles.heading}>News</h1>
      {posts.some((post) => post.titleEn !== undefined) && <LanguageSwitch label="Language of the news" />}
      <NewsList posts={posts} headingLevel={2} />
    </div>
  );
}
