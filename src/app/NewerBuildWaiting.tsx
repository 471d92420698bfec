import { Link } from 'react-router-dom';
import { paths } from '../util/routes';
import * as styles from './Layout.module.css';

/**
 * The band published while music plays: this page is the new version's, and
 * a reload into it would cut the song (src/boot.ts, NEWER_BUILD_WAITING).
 */
export default function NewerBuildWaiting({ retry }: { retry: () => void }) {
  return (
    <div className={styles.crashed} role="alert">
      <h1>The site was just updated</h1>
      <p>This page is in the new version. It opens once the music stops: pause it, then try again. Or open it now, and the song stops.</p>
      <button type="button" className={styles.retry} onClick={retry}>
        Try again
      </button>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        Open it now
      </button>
      <Link to={paths.home}>Back to Homepage</Link>
    </div>
  );
}
