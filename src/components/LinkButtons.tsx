import type { Icon } from './icons';
import * as styles from './LinkButtons.module.css';

/**
 * Links out to the band's pages elsewhere (social profiles, a release on the
 * streaming services) as buttons: each place's glyph and name, in a new tab.
 */
export function LinkButtons<Name extends string>({
  links,
  icons,
  compact = false,
}: {
  links: readonly { name: Name; url: string }[];
  icons: Readonly<Record<Name, Icon>>;
  /** Smaller buttons, for a row beside other content. */
  compact?: boolean;
}) {
  return (
    <ul className={compact ? `${styles.links} ${styles.compact}` : styles.links}>
      {links.map(({ name, url }) => {
        const Glyph: Icon = icons[name];
        return (
          <li key={name}>
            <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
              <Glyph className={styles.icon} />
              <span>{name}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
