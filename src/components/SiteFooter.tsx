import { bandName, copyrightYear, developerCredit } from '../content/site';
import * as styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <p>
        © {copyrightYear} {bandName}
      </p>
      <p>
        Site by{' '}
        <a href={developerCredit.url} target="_blank" rel="noopener noreferrer">
          {developerCredit.name}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </footer>
  );
}
