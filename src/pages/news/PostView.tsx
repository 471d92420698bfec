import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Both } from '../../components/Both';
import { dayOf } from '../../components/NewsList';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import type { Post } from '../../content/news';
import { paths } from '../../util/routes';
import * as styles from './NewsPage.module.css';

interface PostViewProps {
  post: Post;
  /** Under the title, where the post has English: the page's language switch. */
  languageSwitch?: ReactNode;
  /** In the page's body; a share page has it in its head. */
  structuredData?: unknown;
  /** The picture fetched first. A share page's is lazy: a browser moves on to the site at once. */
  priority?: boolean;
}

/**
 * A post as it shows, in both languages where the band wrote two. The page
 * (PostPage) and its share page (share.build.tsx) both draw it, each passing
 * in what only it has.
 */
export function PostView({ post, languageSwitch, structuredData, priority = true }: PostViewProps) {
  const { english } = post;
  return (
    <article className={styles.page}>
      {structuredData !== undefined && <StructuredData data={structuredData} />}
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
      {languageSwitch}
      {post.picture && (
        <Picture
          artwork={post.picture}
          sizes={`(min-width: 768px) 42rem, ${COLUMN_WIDTH}`}
          priority={priority}
          className={styles.picture}
        />
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
