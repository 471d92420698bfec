import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { Layout } from '../../src/components/Layout';

function Broken(): never {
  throw new Error('a page that throws while rendering');
}

function Fine() {
  const [clicks] = useState(0);
  return <h1>Fine page {clicks}</h1>;
}

describe('a page that crashes', () => {
  // React reports the caught error on the console; that is expected here.
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  test('shows "Something went wrong" inside the layout, and the site keeps working', async () => {
    const user = userEvent.setup();
    render(
      <Provider store={makeStore()}>
        <MemoryRouter initialEntries={['/broken']}>
          <Routes>
            <Route element={<Layout />}>
              <Route index element={<Fine />} />
              <Route path="/broken" element={<Broken />} />
            </Route>
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Fine page 0' })).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });
});
