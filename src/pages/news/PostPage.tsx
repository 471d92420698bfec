import { Link, useParams } from 'react-router-dom';
import { Both } from '../../components/Both';
import { dayOf } from '../../components/NewsList';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../pageData.build';
import * as styles from './NewsPage.module.css';

/** `/news/:postSlug`: one post. A slug the content does not have has no page file: "Page not found!". */
export default function PostPage() {
  const { postSlug = '' } = useParams();
  const data = usePageData<PageData<'newsPost'>>(paths.newsPost(postSlug));
  return data ? <Post key={data.post.slug} {...data} /> : <NotFoundPage />;
}

function Post({ post, structuredData }: PageData<'newsPost'>) {
  usePageMeta(post.title, post.text[0] ?? post.title);
  const { english } = post;
  return (
    <article className={styles.page}>
      <StructuredData data={structuredData} />
      <Link to={paths.news} className={styles.back}>
        ← All news
      </Link>
      <header className={styles.postHeader}>
        <time dateTime={post.date} className={styles.date}>
          {dayOf(post.date)}
        </time>
        <h1 className={styles.postTitle}>
          <Both sv={post.title} en={english?.title} />
        </h1>
      </header>
      {english && <LanguageSwitch label="Language of the post" />}
      {post.picture && (
        <Picture artwork={post.picture} sizes={`(min-width: 768px) 42rem, ${COLUMN_WIDTH}`} priority className={styles.picture} />
      )}
      <div className={styles.text}>
        {post.text.map((paragraph) => (
          <p key={paragraph} lang="sv" data-in-language={english ? 'sv' : undefined}>
            {paragraph}
          </p>
        ))}
        {english?.text.map((paragraph) => (
          <p key={paragraph} lang="en" data-in-language="en">
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}
