import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { NavLink } from 'react-router-dom';
import { useDispatch, useSelector } from 'react-redux';
import { tablet } from '../../styles/breakpoints.module.css';
import { menuClosed, selectMenuOpen } from './menuSlice';
import { useSite } from '../../lib/site';
import { merchItem, navItems } from './navItems';
import * as styles from './MobileMenu.module.css';

interface MobileMenuProps {
  id: string;
  /** The hamburger: focus goes back to it when the menu closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

const SCROLL_LOCK_CLASS = 'scroll-locked';

/**
 * The full-screen menu for small screens. While open it is a modal dialog:
 * focus moves in and stays in, Escape closes it, the page behind cannot scroll.
 */
export default function MobileMenu({ id, returnFocusTo }: MobileMenuProps) {
  const isOpen = useSelector(selectMenuOpen);
  const dispatch = useDispatch();
  const dialog = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => dispatch(menuClosed()), [dispatch]);
  useFocusAndScrollLock(isOpen, closeButton, returnFocusTo);
  useKeysInside(isOpen, dialog, close);
  useClosedWhenWide(isOpen, close);
  const items = useSite().hasMerch ? [...navItems, merchItem] : navItems;

  return (
    <div ref={dialog} id={id} className={styles.menu} role="dialog" aria-modal="true" aria-label="Menu" hidden={!isOpen}>
      <button ref={closeButton} type="button" className={styles.close} onClick={close}>
        <span aria-hidden="true" className={styles.cross} />
        Close
      </button>
      <nav aria-label="Menu">
        <ul className={styles.links}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={item.end}
                className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
                onClick={close}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}

/** Open: the page behind cannot scroll and focus moves to Close. Closed again: focus goes back to the hamburger. */
function useFocusAndScrollLock(
  isOpen: boolean,
  closeButton: RefObject<HTMLButtonElement | null>,
  returnFocusTo: RefObject<HTMLButtonElement | null>,
) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (isOpen) {
      wasOpen.current = true;
      document.body.classList.add(SCROLL_LOCK_CLASS);
      closeButton.current?.focus();
      return () => document.body.classList.remove(SCROLL_LOCK_CLASS);
    }
    if (wasOpen.current) {
      wasOpen.current = false;
      returnFocusTo.current?.focus();
    }
  }, [isOpen, closeButton, returnFocusTo]);
}

/** Escape closes; Tab and Shift+Tab cycle inside the menu instead of leaving it. */
function useKeysInside(isOpen: boolean, dialog: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !dialog.current) return;
      const focusable = dialog.current.querySelectorAll<HTMLElement>('a[href], button');
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const inside = dialog.current.contains(document.activeElement);
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen, dialog, close]);
}

/** Growing past the tablet breakpoint hides the menu; close it so the page scrolls again. */
function useClosedWhenWide(isOpen: boolean, close: () => void) {
  useEffect(() => {
    if (!isOpen) return;
    const wide = window.matchMedia(tablet);
    const onChange = () => wide.matches && close();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [isOpen, close]);
}
