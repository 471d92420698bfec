// A page file that cannot be fetched (offline, a blocked request): the page
// says so inside the layout, and "Try again" fetches it again.
// (A file of its own: the app remembers each page file it has fetched for the visit.)
import { screen } from '@testing-library/react';
import { paths } from '../../src/lib/routes';
import { fixtureCatalogue, loaderFor, pageFilesOf, type PageLoader } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

// X
afterEach(() => jest.restoreAllMocks());

test('a page file that fails to load shows "Something went wrong"; "Try again" after the network is back shows the page', async () => {
  const t0 = Date.now(); const log = (m: string) => process.stderr.write(`${m} ${Date.now() - t0}\n`);
  const content = await fixtureCatalogue();
  const release = content.releases[0];
  if (!release) throw new Error('the fixture has no releases');
  const serve = loaderFor(pageFilesOf(content, '2026-01-01'));
  const network = { up: false };
  const asked: string[] = [];
  const loader: PageLoader = (path) => {
    asked.push(`${path}:${network.up}`);
    if (network.up) return serve(path);
    return Promise.reject(Object.assign(new Error(`The page at ${path} could not be loaded`), { name: 'PageLoadFailed' }));
  };

  log('before'); const { user } = await renderApp(paths.release(release.slug), undefined, { loader }); log('rendered');
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: release.title })).not.toBeInTheDocument();

  network.up = true; log('up');
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  log('clicked ' + asked.join()); await new Promise((r) => setTimeout(r, 1500)); log('later ' + asked.join() + ' ' + screen.getByRole('main').textContent);
  expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  expect(asked.filter((path) => path === paths.release(release.slug)).length).toBeGreaterThan(1);
});
