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
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  await act(() => new Promise((settled) => setTimeout(settled, 0)));
  return { store, user, ...view };
}
