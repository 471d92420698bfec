import { Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch } from '../app/hooks';
import { paths } from '../app/paths';
import { SiteHeader } from '../features/menu/SiteHeader';
import { menuClosed } from '../features/menu/menuSlice';
import { ErrorBoundary } from './ErrorBoundary';
import { SiteFooter } from './SiteFooter';
import * as styles from './Layout.module.css';

/** Runs before the page's own effects: every new page starts at the top. */
function ScrollToTop({ pathname }: { pathname: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const location = useLocation();
  const dispatch = useAppDispatch();

  // The one place the menu closes on navigation (a link, back/forward, a typed URL).
  useEffect(() => {
    dispatch(menuClosed());
  }, [dispatch, location.key]);

  return (
    <div className={styles.layout}>
      <ScrollToTop pathname={location.pathname} />
      {/* The hash is the router's, so the skip link moves focus itself. */}
      <a className={styles.skipLink} href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={location.pathname} fallback={<PageCrashed />}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}

function skipToContent(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** Fills the screen while a page's file loads, so the footer does not jump. */
function PageLoading() {
  return (
    <p className={styles.loading} role="status">
      Loading…
    </p>
  );
}

function PageCrashed() {
  return (
    <div className={styles.crashed} role="alert">
      <h1>Something went wrong</h1>
      <p>This page tripped over its own shoelaces. The rest of the site is fine.</p>
      <Link to={paths.home}>Back to Homepage</Link>
    </div>
  );
}
