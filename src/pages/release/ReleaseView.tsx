import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { listenIcons } from '../../components/listenIcons';
import { LinkButtons } from '../../components/LinkButtons';
import { Picture } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import type { Release } from '../../content/releases';
import { paths } from '../../util/routes';
import * as styles from './ReleasePage.module.css';

interface ReleaseViewProps {
  release: Release;
  /** Under "Tracks & lyrics": the track list (on the page, its language switch before it). */
  tracks: ReactNode;
  /** Beside the titles: the page's play button. */
  play?: ReactNode;
  /** In the page's body; a share page has it in its head. */
  structuredData?: unknown;
  /** The cover fetched first. A share page's is lazy: a browser moves on to the site at once. */
  priority?: boolean;
}

/**
 * A release as it shows: its cover, titles, listen links and tracks. The
 * page (ReleasePage) and its share pages (share.build.tsx) both draw it, each
 * passing in what only it has.
 */
export function ReleaseView({ release, tracks, play, structuredData, priority = true }: ReleaseViewProps) {
  return (
    <article className={styles.page}>
      {structuredData !== undefined && <StructuredData data={structuredData} />}
      <Link to={paths.media} className={styles.back}>
        ← All releases
      </Link>
      <div className={styles.header}>
        <Picture artwork={release.cover} sizes="(min-width: 768px) 20rem, 40vw" priority={priority} className={styles.cover} />
        <div className={styles.titles}>
          <h1 className={styles.title}>{release.title}</h1>
          <p className={styles.year}>{release.year}</p>
          {play}
        </div>
        {release.listen.length > 0 && (
          <section className={styles.listen} aria-labelledby="listen-heading">
            <h2 id="listen-heading" className={styles.listenHeading}>
              Listen
            </h2>
            <LinkButtons links={release.listen.map(({ service, url }) => ({ name: service, url }))} icons={listenIcons} compact />
          </section>
        )}
      </div>
      <section className={styles.tracks} aria-labelledby="tracks-heading">
        <h2 id="tracks-heading" className={styles.tracksHeading}>
          Tracks &amp; lyrics
        </h2>
        {tracks}
      </section>
    </article>
  );
}
