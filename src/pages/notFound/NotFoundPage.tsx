import { Link } from 'react-router-dom';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import * as styles from '../MessagePage.module.css';

export function NotFoundPage() {
  usePageMeta('Page not found', 'There is no page at this address.');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Page not found!</h1>
      <p className={styles.message}>Wrong turn at the skatepark. Nothing lives at this address.</p>
      <Link to={paths.home} className={styles.action}>
        Back to Homepage
      </Link>
    </div>
  );
}
