import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useDispatch } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { SiteFooter } from '../components/SiteFooter';
import { SiteHeader } from '../features/menu/SiteHeader';
import { menuClosed } from '../features/menu/menuSlice';
import { retryFailedPageFiles } from '../lib/pageFiles';
import { paths } from '../util/routes';
import { APP_STATE, NEWER_BUILD_WAITING, NOT_SAVED } from '../lib/startUp';
import { retryFailedPages } from './lazyPage';
import * as styles from './Layout.module.css';

// Only ever shown offline, where the offline copy has its file: it costs the first view nothing.
const NotSavedOffline = lazy(() => import(/* webpackChunkName: "not-saved" */ './NotSavedOffline'));
// Only ever shown while music plays, so in the player's file, which is here by then (the host's may be gone).
const NewerBuildWaiting = lazy(() => import(/* webpackChunkName: "player" */ './NewerBuildWaiting'));

/** Runs before the page's own effects: every new page starts at the top. */
function ScrollToTop({ pathname }: { pathname: string }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function Layout() {
  const location = useLocation();
  const dispatch = useDispatch();

  // The one place the menu closes on navigation (a link, back/forward, a typed URL).
  // A typed URL can keep the key ("default"), so the path counts too.
  useEffect(() => {
    dispatch(menuClosed());
  }, [dispatch, location.key, location.pathname, location.search]);

  // A page that could not load shows an error; once the visitor moves on, it may try again.
  useEffect(() => {
    retryAll();
  }, [location.pathname]);

  return (
    <div className={styles.layout}>
      <ScrollToTop pathname={location.pathname} />
      {/* The hash is the router's, so the skip link moves focus itself. */}
      <a className={styles.skipLink} href="#main" onClick={skipToContent}>
        Skip to content
      </a>
      <SiteHeader />
      <ErrorBoundary
        resetKey={location.pathname}
        fallback={(error, retry) => (
          <Page
            content={
              <>
                {newerBuildWaiting(error) ? (
                  <Suspense fallback={null}>
                    <NewerBuildWaiting retry={() => retryPage(retry)} />
                  </Suspense>
                ) : notSaved(error) ? (
                  <Suspense fallback={null}>
                    <NotSavedOffline retry={() => retryPage(retry)} />
                  </Suspense>
                ) : (
                  <PageCrashed retry={retry} />
                )}
                <PageReady />
              </>
            }
          />
        )}
      >
        {/* The footer waits with the page, so it never jumps when the page's code arrives. */}
        <Suspense fallback={<PageLoading />}>
          <Page
            content={
              <>
                <Outlet />
                <PageReady />
              </>
            }
          />
        </Suspense>
      </ErrorBoundary>
    </div>
  );
}

/**
 * Marks the document once the page's own code is running (hydrated, or
 * rendered), or the app shows in its place why it is not: the page is the
 * app's, and so is a press there (the start-up script keeps one until then).
 * The browser tests wait for it before they press anything.
 */
function PageReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_STATE, 'ready');
  }, []);
  return null;
}

/** The one <main>: the skip link's target, in every state of the page. */
function Main({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className={styles.main} tabIndex={-1}>
      {children}
    </main>
  );
}

function Page({ content }: { content: React.ReactNode }) {
  return (
    <>
      <Main>{content}</Main>
      <SiteFooter />
    </>
  );
}

function skipToContent(event: React.MouseEvent) {
  event.preventDefault();
  document.getElementById('main')?.focus();
}

/** Shown only while a page's own file loads on the first visit. */
function PageLoading() {
  return (
    <Main>
      <p className={styles.loading} role="status">
        Loading…
      </p>
    </Main>
  );
}

/** Pages whose code or page file failed to load get a fresh attempt. */
function retryAll() {
  retryFailedPages();
  retryFailedPageFiles();
}

/** Asks again for what failed, and draws the page again. */
function retryPage(retry: () => void) {
  retryAll();
  retry();
}

/** Offline, a page file the phone never kept: the start-up script's error (NOT_SAVED). */
const notSaved = (error: unknown) => error instanceof Error && error.name === NOT_SAVED.error;

const newerBuildWaiting = (error: unknown) => error instanceof Error && error.name === NEWER_BUILD_WAITING;

function PageCrashed({ retry }: { retry: () => void }) {
  return (
    <div className={styles.crashed} role="alert">
      <h1>Something went wrong</h1>
      <p>This page tripped over its own shoelaces, or the connection dropped. The rest of the site is fine.</p>
      <button type="button" className={styles.retry} onClick={() => retryPage(retry)}>
        Try again
      </button>
      <Link to={paths.home}>Back to Homepage</Link>
    </div>
  );
}
