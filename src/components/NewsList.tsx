import { gigDateParts } from '../gigs/dates';
import { paths } from '../util/routes';
import { Both } from './Both';
import * as styles from './NewsList.module.css';

/** A post as a list shows it (pages/news/data.build.tsx makes it): its day and title in both languages, and on #/news its first paragraph. */
export interface PostTeaser {
  slug: string;
  date: string;
  title: string;
  titleEn?: string | undefined;
  lead?: string | undefined;
  leadEn?: string | undefined;
}

/** `2026-11-20` → `20 November 2026`, as the gig lists write a day. */
export function dayOf(date: string): string {
  const { dayMonth, year } = gigDateParts(date);
  return `${dayMonth} ${year}`;
}

/** The band's posts, newest first, each its day, its title linking to it and, where given, its first paragraph. */
export function NewsList({ posts, headingLevel }: { posts: readonly PostTeaser[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.list}>
      {posts.map((post) => (
        <li key={post.slug} className={styles.post}>
          <time dateTime={post.date} className={styles.date}>
            {dayOf(post.date)}
          </time>
          <Heading className={styles.title}>
            {/* A plain link, as the home page shows the list as HTML the build made; the hash router follows it all the same. */}
            <a href={`#${paths.newsPost(post.slug)}`}>
              <Both sv={post.title} en={post.titleEn} />
            </a>
          </Heading>
          {post.lead && (
            <p className={styles.lead}>
              <Both sv={post.lead} en={post.leadEn} />
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
