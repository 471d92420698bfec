import { act, configure, getConfig, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/app/App';
import type { ScriptSite } from '../../src/content/site';
import { makeStore, type RootState } from '../../src/app/store';
import { LANGUAGE_ATTRIBUTE, languageOfVisit } from '../../src/util/language';
import { fixtureSite, installFixturePages, installLoader, type PageLoader } from './fixtureSite';

/** Shows the router's current path, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

type User = ReturnType<typeof userEvent.setup>;

/**
 * user-event wraps each event in a synchronous act(); a page that suspends
 * there (its code or page file is on the way) waits for a flush that never
 * comes ("A component suspended inside an `act` scope, but the `act` call was
 * not awaited"). Here events reach React as a browser's do: a click renders
 * at once (React flushes discrete events synchronously), and what suspends
 * resumes when its data arrives, which the tests await with findBy… / waitFor.
 */
function browserLikeUser(user: User): User {
  return new Proxy(user, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        const { eventWrapper } = getConfig();
        configure({ eventWrapper: (dispatch) => dispatch() });
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          configure({ eventWrapper });
        }
      };
    },
  });
}

interface RenderOptions {
  /** Serves the page files instead of the fixture catalogue's (another catalogue, a failing network). */
  loader?: PageLoader;
  /** Which page files the phone keeps for offline use, as the start-up script tells from the worker's caches. */
  kept?: (path: string) => Promise<boolean>;
  /** The site's details as the scripts carry them, for another catalogue than the fixture's. */
  site?: ScriptSite;
}

/**
 * The whole site at `route`, with a fresh store, as a visitor would see it.
 * Page files come from the fixture catalogue (or `options.loader`); resolves
 * once the page's code and file have arrived and it has rendered (or failed).
 */
export async function renderApp(route = '/', preloadedState?: Partial<RootState>, options: RenderOptions = {}) {
  if (options.loader) installLoader(options.loader, options.kept);
  else await installFixturePages();
  // Before the app, the start-up script (src/boot.ts) marks <html> with the version of the band's texts to show.
  document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, languageOfVisit(route.split('?')[1] ?? ''));
  const store = makeStore(preloadedState);
  const user = browserLikeUser(userEvent.setup());
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <App site={options.site ?? fixtureSite()} />
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    );
  });
  if (!view) throw new Error('render did not run');
  // The page suspends until its code and its page file have arrived.
  await waitFor(() => expect(within(screen.getByRole('main')).queryByText('Loading…')).not.toBeInTheDocument());
  return { store, user, ...view };
}
