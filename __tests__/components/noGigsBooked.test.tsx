// With nothing booked: the fixture catalogue's past gigs only. (A file of its
// own: the app keeps each page file it has fetched for the visit.)
import { screen, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import { splitGigs } from '../../src/gigs/dates';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, loaderFor, pageFilesOf, type PageLoader } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

const now = Date.now();

let content: Content;
let loader: PageLoader;
beforeAll(async () => {
  const fixture = await fixtureCatalogue();
  content = { ...fixture, gigs: splitGigs(fixture.gigs, now).past };
  loader = loaderFor(pageFilesOf(content, now));
});

test('the home page invites a booking instead', async () => {
  await renderApp(paths.home, undefined, { loader });
  const upcoming = screen.getByRole('region', { name: 'Upcoming gigs' });
  expect(upcoming).toHaveTextContent('No gigs booked');
  expect(within(upcoming).getByRole('link', { name: /Book us/ })).toHaveAttribute('href', `mailto:${content.site.bookingEmail}`);
  expect(within(upcoming).queryByRole('listitem')).not.toBeInTheDocument();
});

test('the gig list invites a booking too, and still offers its calendar feed to subscribe to for the next ones', async () => {
  await renderApp(paths.gigs, undefined, { loader });
  await screen.findByRole('heading', { level: 1, name: 'Gigs' });
  const upcoming = screen.getByRole('region', { name: 'Upcoming gigs' });
  expect(upcoming).toHaveTextContent('No gigs booked');
  // The same gigs.ics, by the calendar apps' own scheme, from the page's address.
  const feed = new URL('gigs.ics', window.location.href).href.replace(/^https?:/, 'webcal:');
  expect(within(upcoming).getByRole('link', { name: 'Subscribe to the gig calendar' })).toHaveAttribute('href', feed);
  // No tour, no poster: the build draws none.
  expect(screen.queryByRole('link', { name: /Tour poster/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();
});
