import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Layout } from '../../src/app/Layout';
import { makeStore } from '../../src/app/store';
import { SiteContext } from '../../src/lib/site';
import { fixtureSite } from '../support/fixtureSite';

function Broken(): never {
  throw new Error('a page that throws while rendering');
}

function Fine() {
  return <h1>Fine page</h1>;
}

/** Throws until `healed.now` is set: a fault that goes away (a connection back). */
const healed = { now: false };
function Flaky() {
  if (!healed.now) throw new Error('not yet');
  return <h1>Flaky page, working now</h1>;
}

function renderRoutes(route: string) {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <SiteContext.Provider value={fixtureSite()}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Fine />} />
              <Route path="/broken" element={<Broken />} />
              <Route path="/flaky" element={<Flaky />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </SiteContext.Provider>
    </Provider>,
  );
  return { user };
}

describe('a page that crashes', () => {
  // React reports the caught error on the console; that is expected here.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('shows "Something went wrong" inside the layout, and the site keeps working', async () => {
    const { user } = renderRoutes('/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Fine page' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  test('"Try again" renders the page again, and shows it once the fault has gone', async () => {
    healed.now = false;
    const { user } = renderRoutes('/flaky');
    const tryAgain = screen.getByRole('button', { name: 'Try again' });

    await user.click(tryAgain);
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();

    healed.now = true;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaky page, working now' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
