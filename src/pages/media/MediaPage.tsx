import { Link } from 'react-router-dom';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import * as styles from './MediaPage.module.css';

export default function MediaPage() {
  const data = usePageData<PageData<'media'>>(paths.media);
  return data ? <Releases {...data} /> : <NotFoundPage />;
}

function Releases({ releases }: PageData<'media'>) {
  const site = useSite();
  usePageMeta('Media', `${site.name} releases: covers, track lists and lyrics.`);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Media</h1>
      <ul className={styles.releases}>
        {releases.map((release, index) => (
          <li key={release.slug}>
            <Link to={paths.release(release.slug)} className={styles.release}>
              <Picture
                artwork={release.cover}
                sizes={`(min-width: 1024px) 17rem, (min-width: 576px) 45vw, ${COLUMN_WIDTH}`}
                priority={index === 0}
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
