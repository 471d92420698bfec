import { Link } from 'react-router-dom';
import { paths } from '../util/routes';
import { useSite } from '../lib/site';
import * as styles from './SiteFooter.module.css';

export function SiteFooter() {
  const site = useSite();
  return (
    <footer className={styles.footer}>
      <p>
        © {site.copyrightYear} {site.name}
      </p>
      <p>
        {/* Promoters find everything from any page, one step away. */}
        <Link to={paths.press}>Press kit</Link>
      </p>
      {site.hasNews && (
        <p>
          <Link to={paths.news}>News</Link>
        </p>
      )}
      <p>
        Site by{' '}
        <a href={site.developer.url} target="_blank" rel="noopener noreferrer">
          {site.developer.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </footer>
  );
}
