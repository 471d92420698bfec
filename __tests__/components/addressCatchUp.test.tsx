// The app as index.tsx starts it: HashRouter, with AddressCatchUp beside the
// app. A visitor who follows a link while the app is still starting (after
// the router has read the address, before it listens) lands on that page.
import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { AddressCatchUp, watchAddressWhileStarting } from '../../src/app/AddressCatchUp';
import { App } from '../../src/app/App';
import { makeStore } from '../../src/app/store';
import { paths } from '../../src/util/routes';
import { fixtureSite, installFixturePages } from '../support/fixtureSite';

/**
 * Moves to `hash` during its first render, as the browser does for a link
 * followed then: the address changes and popstate fires, while the router
 * (which renders first, and listens only once it commits) is not listening yet.
 */
function FollowsLinkWhileStarting({ hash }: { hash: string }) {
  const followed = useRef(false);
  if (!followed.current) {
    followed.current = true;
    window.history.pushState(null, '', hash);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }
  return null;
}

async function startApp(followed?: string) {
  watchAddressWhileStarting();
  await act(async () => {
    render(
      <Provider store={makeStore()}>
        <HashRouter>
          {followed && <FollowsLinkWhileStarting hash={followed} />}
          <AddressCatchUp />
          <App site={fixtureSite()} />
        </HashRouter>
      </Provider>,
    );
  });
}

beforeEach(async () => {
  await installFixturePages();
  window.history.replaceState(null, '', `#${paths.home}`);
});

test('a link followed while the app starts is followed once it runs', async () => {
  await startApp(`#${paths.band}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Band' })).toBeInTheDocument();
  expect(window.location.hash).toBe(`#${paths.band}`);
});

test('with no change while it starts, the app stays where it started and hears of no extra change', async () => {
  const changes: PopStateEvent[] = [];
  const record = (event: PopStateEvent) => changes.push(event);
  window.addEventListener('popstate', record);
  try {
    await startApp();
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(changes).toEqual([]);
  } finally {
    window.removeEventListener('popstate', record);
  }
});
