import { site } from '../lib/site';
import * as styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        © {site.copyrightYear} {site.name}
      </p>
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
