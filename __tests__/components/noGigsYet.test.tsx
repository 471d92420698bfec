// A band with no gig behind it or ahead of it yet: no gig's file, which
// the content allows. (A file of its own: the app keeps each page file it has
// fetched for the visit.)
import { screen, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, loaderFor, pageFilesOf, type PageLoader } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

const now = Date.now();

let content: Content;
let loader: PageLoader;
beforeAll(async () => {
  content = { ...(await fixtureCatalogue()), gigs: [] };
  loader = loaderFor(pageFilesOf(content, now));
});

test('the home page’s past gigs open to say there are none yet, not to an empty list', async () => {
  const { user } = await renderApp(paths.home, undefined, { loader });
  const toggle = screen.getByRole('button', { name: 'Past gigs (0)' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(panel).toHaveTextContent('None yet.');
  expect(within(panel).queryByRole('list')).not.toBeInTheDocument();
  expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
});

test('the gig list says the same of its past gigs, and invites a booking', async () => {
  await renderApp(paths.gigs, undefined, { loader });
  await screen.findByRole('heading', { level: 1, name: 'Gigs' });
  expect(screen.getByRole('region', { name: 'Past gigs' })).toHaveTextContent('None yet.');
  expect(screen.getByRole('region', { name: 'Upcoming gigs' })).toHaveTextContent('No gigs booked');
});
