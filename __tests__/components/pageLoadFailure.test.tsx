// A page file that cannot be fetched (offline, a blocked request): the page
// says so inside the layout, and "Try again" fetches it again.
// (A file of its own: the app keeps each page file it has fetched for the visit.)
import { screen, within } from '@testing-library/react';
import { paths } from '../../src/util/routes';
import { pastYearFiles } from '../../src/pages/gigs/data.build';
import { fixtureCatalogue, loaderFor, pageFilesOf, type PageLoader } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

// React reports the caught error on the console; that is expected here.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

test('a page file that fails to load shows "Something went wrong"; "Try again" once the network is back shows the page', async () => {
  const content = await fixtureCatalogue();
  const release = content.releases[0];
  if (!release) throw new Error('the fixture has no releases');
  const serve = loaderFor(pageFilesOf(content, Date.now()));
  const network = { up: false };
  const loader: PageLoader = (path) =>
    network.up
      ? serve(path)
      : Promise.reject(Object.assign(new Error(`The page at ${path} could not be loaded`), { name: 'PageLoadFailed' }));

  const { user } = await renderApp(paths.release(release.slug), undefined, { loader });
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: release.title })).not.toBeInTheDocument();

  network.up = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
  expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
});

test('while the network is still down, "Try again" shows the error again rather than a blank page', async () => {
  const loader: PageLoader = (path) =>
    Promise.reject(Object.assign(new Error(`The page at ${path} could not be loaded`), { name: 'PageLoadFailed' }));
  const { user } = await renderApp(paths.media, undefined, { loader });
  await user.click(await screen.findByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
});

test('offline, a release the phone never kept says "Not saved for offline", with links to the pages and the releases it keeps', async () => {
  const content = await fixtureCatalogue();
  // The last release: the app keeps each page file it fetched for the visit, and the test above fetched the first.
  const neverKept = content.releases.at(-1);
  const keptOne = content.releases[0];
  if (!neverKept || !keptOne || neverKept === keptOne) throw new Error('the fixture needs two releases or more');
  const serve = loaderFor(pageFilesOf(content, Date.now()));
  const network = { up: false };
  const loader: PageLoader = (path) =>
    network.up || path !== paths.release(neverKept.slug)
      ? serve(path)
      : Promise.reject(Object.assign(new Error(`The page at ${path} could not be loaded`), { name: 'PageNotSaved' }));
  const kept = (path: string) => Promise.resolve(path === paths.release(keptOne.slug));

  const { user } = await renderApp(paths.release(neverKept.slug), undefined, { loader, kept });
  expect(await screen.findByRole('heading', { level: 1, name: 'Not saved for offline' })).toBeInTheDocument();
  expect(screen.getByText(/open it once with a signal/)).toBeInTheDocument();
  const saved = screen.getByRole('navigation', { name: 'Saved for offline' });
  for (const name of ['Home', 'Gigs', 'Band', 'Media', 'Extras']) expect(within(saved).getByRole('link', { name })).toBeInTheDocument();
  expect(await within(saved).findByRole('link', { name: keptOne.title })).toHaveAttribute('href', `/media/${keptOne.slug}`);
  expect(within(saved).queryByRole('link', { name: neverKept.title })).not.toBeInTheDocument();

  network.up = true;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: neverKept.title })).toBeInTheDocument();
});

test('an older year of the gig list that fails to load says so in its place, and "Try again" brings its gigs', async () => {
  const content = await fixtureCatalogue();
  const now = Date.now();
  const years = pastYearFiles(content, { now });
  if (years.length === 0) throw new Error('the fixture has past gigs in one year only');
  const serve = loaderFor(pageFilesOf(content, now));
  const network = { up: false };
  const yearPaths = new Set(years.map(({ path }) => path));
  const loader: PageLoader = (path) =>
    network.up || !yearPaths.has(path)
      ? serve(path)
      : Promise.reject(Object.assign(new Error(`The page at ${path} could not be loaded`), { name: 'PageLoadFailed' }));

  const { user } = await renderApp(paths.gigs, undefined, { loader });
  expect(screen.getByRole('heading', { level: 1, name: 'Gigs' })).toBeInTheDocument();
  const past = screen.getByRole('region', { name: 'Past gigs' });
  const [newest] = years;
  const year = newest!.path.split('/').at(-1)!;
  await user.click(within(past).getByRole('button', { name: new RegExp(`^${year}`) }));
  const region = within(past).getByRole('region', { name: new RegExp(`^${year}`) });
  expect(await within(region).findByText(`The gigs of ${year} could not be loaded.`, { exact: false })).toBeInTheDocument();

  network.up = true;
  await user.click(within(region).getByRole('button', { name: 'Try again' }));
  const items = await within(region).findAllByRole('listitem');
  expect(items).toHaveLength(newest!.data.gigs.length);
  expect(items[0]).toHaveTextContent(newest!.data.gigs[0]!.club);
});
