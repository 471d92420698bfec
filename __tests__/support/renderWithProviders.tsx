import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../../src/app/App';
import { makeStore, type RootState } from '../../src/app/store';

/** Shows the router's current path, so tests can assert where a click led. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/**
 * The whole site at `route`, with a fresh store, as a visitor would see it.
 * Resolves once the page's lazily loaded code has arrived and rendered.
 */
export async function renderApp(route = '/', preloadedState?: Partial<RootState>) {
  const store = makeStore(preloadedState);
  const user = userEvent.setup();
  // Rendered inside an async act, so pages and lyrics that load lazily settle within it.
  let view: ReturnType<typeof render> | undefined;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          <App />
          <LocationProbe />
        </MemoryRouter>
      </Provider>,
    );
    await new Promise((settled) => setTimeout(settled, 0));
  });
  if (!view) throw new Error('render did not run');
  return { store, user, ...view };
}
