import { Link } from 'react-router-dom';
import { usePageMeta } from '../app/pageMeta';
import { paths } from '../app/paths';
import { Picture } from '../components/Picture';
import { releases } from '../content/releases';
import { bandName } from '../content/site';
import * as styles from './MediaPage.module.css';

export default function MediaPage() {
  usePageMeta('Media', `${bandName} releases: covers, track lists and lyrics.`);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Media</h1>
      <ul className={styles.releases}>
        {releases.map((release, index) => (
          <li key={release.slug}>
            <Link to={paths.release(release.slug)} className={styles.release}>
              <Picture
                artwork={release.cover}
                sizes="(min-width: 1024px) 17rem, (min-width: 576px) 45vw, 100vw"
                priority={index < 2}
                className={styles.cover}
              />
              <span className={styles.title}>{release.title}</span>
              <span className={styles.year}>{release.year}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
