import { useRef } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { paths } from '../../app/paths';
import logoUrl from '../../assets/logo.svg?url';
import { bandName } from '../../content/site';
import { MobileMenu } from './MobileMenu';
import { menuToggled, selectMenuOpen } from './menuSlice';
import { navItems } from './navItems';
import * as styles from './SiteHeader.module.css';

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.current}` : styles.link);

function NavItem({ label, to, end }: (typeof navItems)[number]) {
  return (
    <li className={styles.item}>
      <NavLink to={to} end={end} className={linkClass}>
        {label}
      </NavLink>
    </li>
  );
}

/** Home and Band, the logo in the middle, then Media and the not-yet-open Extras. */
export function SiteHeader() {
  const isOpen = useAppSelector(selectMenuOpen);
  const dispatch = useAppDispatch();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Home and Band sit left of the logo, Media right of it.
  const [home, band, media] = navItems;

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        <ul className={styles.links}>
          <NavItem {...home} />
          <NavItem {...band} />
          <li className={styles.logoItem}>
            <Link to={paths.home} className={styles.logoLink} aria-label={`${bandName}, home`}>
              <img className={styles.logo} src={logoUrl} alt="" width={400} height={88} />
            </Link>
          </li>
          <NavItem {...media} />
          <li className={styles.item}>
            {/* Not a link yet: announced as a disabled link, skipped by Tab. */}
            {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- a disabled link has no href on purpose */}
            <a role="link" aria-disabled="true" className={styles.inactive}>
              Extras <span className={styles.soon}>soon</span>
            </a>
          </li>
        </ul>
        <button
          ref={menuButton}
          type="button"
          className={styles.menuButton}
          aria-expanded={isOpen}
          aria-controls="mobile-menu"
          onClick={() => dispatch(menuToggled())}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </nav>
      <MobileMenu id="mobile-menu" returnFocusTo={menuButton} />
    </header>
  );
}
