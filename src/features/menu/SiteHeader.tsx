import { lazy, Suspense, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { menuToggled, selectMenuOpen } from './menuSlice';
import { merchItem, navItems } from './navItems';
import * as styles from './SiteHeader.module.css';

// The full-screen menu is only for small screens and only once asked for:
// its code loads when the hamburger is first touched, not with every page.
const loadMobileMenu = () => import(/* webpackChunkName: "mobile-menu" */ './MobileMenu');
const MobileMenu = lazy(loadMobileMenu);

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.current}` : styles.link);

function NavItem({ label, to, end }: (typeof navItems)[number] | typeof merchItem) {
  return (
    <li className={styles.item}>
      <NavLink to={to} end={end} className={linkClass}>
        {label}
      </NavLink>
    </li>
  );
}

/** Home and Band, the logo in the middle, then Media, Merch (where there is merch) and the not-yet-open Extras. */
export function SiteHeader() {
  const site = useSite();
  const isOpen = useSelector(selectMenuOpen);
  const dispatch = useDispatch();
  const menuButton = useRef<HTMLButtonElement>(null);
  // Once opened, the menu stays mounted (hidden when closed) to hand focus back.
  const [menuUsed, setMenuUsed] = useState(false);
  if (isOpen && !menuUsed) setMenuUsed(true);
  // Home and Band sit left of the logo, Media right of it.
  const [home, band, media] = navItems;

  return (
    <header className={styles.header}>
      <nav className={styles.nav} aria-label="Main">
        {/* With Merch, five links share the row with the logo: they sit closer. */}
        <ul className={site.hasMerch ? `${styles.links} ${styles.crowded}` : styles.links}>
          <NavItem {...home} />
          <NavItem {...band} />
          <li className={styles.logoItem}>
            <Link to={paths.home} className={styles.logoLink} aria-label={`${site.name}, home`}>
              <span className={styles.logo} />
            </Link>
          </li>
          <NavItem {...media} />
          {site.hasMerch && <NavItem {...merchItem} />}
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
          aria-controls={menuUsed ? 'mobile-menu' : undefined}
          onPointerDown={loadMobileMenu}
          onClick={() => dispatch(menuToggled())}
        >
          <span className={styles.burger} aria-hidden="true" />
          <span className="visually-hidden">Menu</span>
        </button>
      </nav>
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu id="mobile-menu" returnFocusTo={menuButton} />
        </Suspense>
      )}
    </header>
  );
}
