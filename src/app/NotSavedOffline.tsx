import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../util/routes';
import type { PageData } from '../pages/routes.build';
import * as layout from './Layout.module.css';
import * as styles from './NotSavedOffline.module.css';

/** The pages the offline copy always keeps (src/lib/offlineCopy.build.ts). */
const ALWAYS_KEPT = [
  { to: paths.home, label: 'Home' },
  { to: paths.gigs, label: 'Gigs' },
  { to: paths.band, label: 'Band' },
  { to: paths.media, label: 'Media' },
  { to: paths.extras, label: 'Extras' },
];

/**
 * Offline, a page this phone never kept (the offline copy keeps what fits its
 * budget, and the rest once opened): says so, with links to what it has.
 */
export default function NotSavedOffline({ retry }: { retry: () => void }) {
  const releases = useKeptReleases();
  return (
    <div className={layout.crashed} role="alert">
      <h1>Not saved for offline</h1>
      <p>This page is not on your phone yet: open it once with a signal, and it stays here for next time.</p>
      <nav aria-label="Saved for offline" className={styles.saved}>
        <h2>Pages</h2>
        <ul>
          {ALWAYS_KEPT.map(({ to, label }) => (
            <li key={to}>
              <Link to={to} className={styles.tag}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
        {releases.length > 0 && (
          <>
            <h2>Releases on this phone</h2>
            <ul>
              {releases.map(({ slug, title }) => (
                <li key={slug}>
                  <Link to={paths.release(slug)} className={styles.tag}>
                    {title}
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </nav>
      <button type="button" className={layout.retry} onClick={retry}>
        Try again
      </button>
    </div>
  );
}

/** The releases whose page this phone keeps, in the Media page's order (its file is always kept). */
function useKeptReleases(): { slug: string; title: string }[] {
  const [kept, setKept] = useState<{ slug: string; title: string }[]>([]);
  useEffect(() => {
    const loader = window.kantstott;
    if (!loader) return;
    let current = true;
    loader
      .load(paths.media)
      .then(async (file) => {
        const { releases } = (file?.data ?? { releases: [] }) as PageData<'media'>;
        const found = await Promise.all(releases.map((release) => loader.kept(paths.release(release.slug))));
        if (current) setKept(releases.filter((_, index) => found[index]).map(({ slug, title }) => ({ slug, title })));
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, []);
  return kept;
}
