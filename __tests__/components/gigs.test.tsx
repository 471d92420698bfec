// The gig list (#/gigs) and the home page's gig panels on a catalogue with
// more gigs than the home page lists: the fixture's, plus many made up here
// around the day the tests run. (A file of its own: the app keeps each page
// file it has fetched for the visit, so one catalogue serves a whole file.)
import { screen, waitFor, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import { GIGS_ON_HOME, gigDateParts, splitGigs } from '../../src/gigs/dates';
import { pageTitle } from '../../src/lib/pageMeta';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite, loaderFor, pageFilesOf, type PageLoader } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';
import { dayIn } from '../../src/util/timeZone';

const now = Date.now();

/** `YYYY-MM-DD` of a moment in Sweden, where the made-up gigs are. */
const swedishDay = (moment: Date) => dayIn('Europe/Stockholm', moment.getTime());

/** What a gig says beyond its day, place and bill: times, tickets, price, age limit, status. */
type Details = Omit<Gig, 'id' | 'date' | 'eventName' | 'club' | 'town' | 'country' | 'countryCode' | 'timeZone' | 'bands' | 'startsAt'>;

/** A gig `days` from today (negative: in the past), with `details` if any. */
function gigIn(days: number, index: number, details: Details = {}): Gig {
  const moment = new Date();
  moment.setDate(moment.getDate() + days);
  const date = swedishDay(moment);
  return {
    id: `${date}-made-up-club-${index}`,
    date,
    eventName: index % 2 ? `Made-up Fest ${index}` : '',
    club: `Made-up Club ${index}`,
    town: 'Ystad',
    ...(index % 3
      ? { country: 'Sweden', countryCode: 'SE', timeZone: 'Europe/Stockholm' }
      : { country: 'Czech Republic', countryCode: 'CZ', timeZone: 'Europe/Prague' }),
    bands: index % 2 ? ['Grusbandet', `Made-up Band ${index}`] : ['Grusbandet'],
    ...details,
  };
}

const detailsOf = ({ id, date, eventName, club, town, country, countryCode, timeZone, bands, startsAt, ...details }: Gig): Details =>
  details;

let content: Content;
let loader: PageLoader;
beforeAll(async () => {
  const fixture = await fixtureCatalogue();
  // The made-up upcoming gigs say what the fixture's do, in turn: the home page lists these.
  const booked = splitGigs(fixture.gigs, now).upcoming;
  const upcoming = Array.from({ length: GIGS_ON_HOME.upcoming + 2 }, (_, index) =>
    gigIn(10 + index * 20, index, detailsOf(booked[index % booked.length]!)),
  );
  // A late show: on stage after midnight, the doors open the evening before.
  upcoming.push(gigIn(15, 50, { time: '00:30', doors: '23:30' }));
  // Every 40 days: spread over several years.
  const past = Array.from({ length: GIGS_ON_HOME.past * 3 }, (_, index) => gigIn(-1 - index * 40, 100 + index));
  content = { ...fixture, gigs: [...fixture.gigs, ...past, ...upcoming].sort((a, b) => a.date.localeCompare(b.date)) };
  loader = loaderFor(pageFilesOf(content, now));
});

const gigs = () => splitGigs(content.gigs, now);

describe('home page, with more gigs than fit', () => {
  test('the past-gigs panel lists the most recent ones and links to all of them with the total', async () => {
    const { past } = gigs();
    const { user } = await renderApp(paths.home, undefined, { loader });
    const toggle = screen.getByRole('button', { name: /Past gigs/ });
    expect(toggle).toHaveTextContent(`(${past.length})`);
    await user.click(toggle);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(GIGS_ON_HOME.past);
    past.slice(0, GIGS_ON_HOME.past).forEach((gig, index) => expect(items[index]).toHaveTextContent(gig.club));

    const all = within(panel).getByRole('link', { name: `All ${past.length} past gigs →` });
    expect(all).toHaveAttribute('href', paths.gigs);
    await user.click(all);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gigs' })).toBeInTheDocument();
  });

  test('the upcoming panel lists the soonest and links to all of them with the total', async () => {
    const { upcoming } = gigs();
    await renderApp(paths.home, undefined, { loader });
    const region = screen.getByRole('region', { name: 'Upcoming gigs' });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(GIGS_ON_HOME.upcoming);
    upcoming.slice(0, GIGS_ON_HOME.upcoming).forEach((gig, index) => {
      const { dayMonth, year } = gigDateParts(gig.date);
      expect(items[index]).toHaveTextContent(`${dayMonth} ${year}`);
      expect(items[index]).toHaveTextContent(gig.club);
      if (gig.eventName) expect(items[index]).toHaveTextContent(gig.eventName);
    });
    expect(within(region).getByRole('link', { name: `All ${upcoming.length} upcoming gigs →` })).toHaveAttribute('href', paths.gigs);
    expect(region).not.toHaveTextContent('No gigs booked');
  });
});

describe('gig list', () => {
  test('its title, then every upcoming gig soonest first', async () => {
    const { upcoming } = gigs();
    await renderApp(paths.gigs, undefined, { loader });
    await screen.findByRole('heading', { level: 1, name: 'Gigs' });
    await waitFor(() => expect(document.title).toBe(pageTitle(fixtureSite(), 'Gigs')));
    const region = screen.getByRole('region', { name: 'Upcoming gigs' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('time')?.getAttribute('dateTime'))).toEqual(upcoming.map((gig) => gig.date));
    expect(within(region).queryByRole('link', { name: /All \d+ upcoming gigs/ })).not.toBeInTheDocument();
  });

  test('upcoming comes before past, and the past is grouped under a heading per year, newest first; older years unfold', async () => {
    const { past } = gigs();
    const { user } = await renderApp(paths.gigs, undefined, { loader });
    const upcomingRegion = screen.getByRole('region', { name: 'Upcoming gigs' });
    const pastRegion = screen.getByRole('region', { name: 'Past gigs' });
    expect(upcomingRegion.compareDocumentPosition(pastRegion) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const years = [...new Set(past.map((gig) => gig.date.slice(0, 4)))];
    expect(years.length).toBeGreaterThan(1);
    const yearHeadings = within(pastRegion).getAllByRole('heading', { level: 3 });
    expect(yearHeadings.map((heading) => heading.textContent?.slice(0, 4))).toEqual(years);
    // The latest year shows at once; each older one is a folded toggle that says how many gigs it has.
    const [latest, ...older] = years;
    expect(within(pastRegion).queryByRole('button', { name: new RegExp(`^${latest}`) })).not.toBeInTheDocument();
    for (const year of older) {
      const count = past.filter((gig) => gig.date.startsWith(year)).length;
      const toggle = within(pastRegion).getByRole('button', { name: `${year} (${count === 1 ? '1 gig' : `${count} gigs`})` });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    for (const year of years) {
      const group = within(pastRegion).getByRole('region', { name: new RegExp(`^${year}`) });
      const items = await within(group).findAllByRole('listitem');
      const dates = items.map((item) => item.querySelector('time')?.getAttribute('dateTime'));
      expect(dates).toEqual(past.filter((gig) => gig.date.startsWith(year)).map((gig) => gig.date));
    }
    // Folded again: its gigs are gone from the page, its toggle stays.
    const toggle = within(pastRegion).getByRole('button', { name: new RegExp(`^${older[0]}`) });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(within(pastRegion).getByRole('region', { name: new RegExp(`^${older[0]}`) })).queryAllByRole('listitem')).toHaveLength(0);
  });

  test('every gig of the catalogue is on it once every year is unfolded, past gigs with their event names', async () => {
    const { user } = await renderApp(paths.gigs, undefined, { loader });
    const main = screen.getByRole('main');
    for (const toggle of within(main).queryAllByRole('button', { expanded: false })) await user.click(toggle);
    await waitFor(() => expect(within(main).getAllByRole('listitem')).toHaveLength(content.gigs.length));
    for (const gig of content.gigs.filter((candidate) => candidate.eventName)) expect(main).toHaveTextContent(gig.eventName);
  });
});

/** How a gig stands, as its entry says it. */
function statusText(gig: Gig): string | undefined {
  if (gig.status === 'rescheduled' && gig.rescheduledFrom) {
    const { dayMonth, year } = gigDateParts(gig.rescheduledFrom);
    return `Rescheduled from ${dayMonth} ${year}`;
  }
  const words: Partial<Record<string, string>> = {
    cancelled: 'Cancelled',
    postponed: 'Postponed',
    rescheduled: 'Rescheduled',
    'sold out': 'Sold out',
  };
  return gig.status && words[gig.status];
}

/** Each upcoming gig's entry says everything the content says of it, and links its tickets and its calendar file. */
function expectDetails(items: HTMLElement[], gigsShown: readonly Gig[]) {
  expect(items).toHaveLength(gigsShown.length);
  gigsShown.forEach((gig, index) => {
    const item = items[index]!;
    expect(item).toHaveTextContent(`Lineup: ${gig.bands.join(', ')}`);
    if (gig.time) expect(item).toHaveTextContent(`Starts ${gig.time}`);
    // Doors later on the clock than the start open the evening before (a gig after midnight).
    if (gig.doors) expect(item).toHaveTextContent(`Doors ${gig.doors}${gig.time && gig.doors > gig.time ? ' the evening before' : ''} ·`);
    if (gig.price) expect(item).toHaveTextContent(gig.price.amount ? `${gig.price.amount} ${gig.price.currency}` : 'Free');
    if (gig.ageLimit) expect(item).toHaveTextContent(gig.ageLimit === 'all ages' ? 'All ages' : `${gig.ageLimit}+`);
    const status = statusText(gig);
    if (status) expect(within(item).getByText(status)).toBeInTheDocument();
    else expect(item).not.toHaveTextContent(/cancelled|postponed|rescheduled|sold out/i);

    const tickets = within(item).queryByRole('link', { name: /^Tickets/ });
    if (gig.tickets && gig.status !== 'sold out' && gig.status !== 'cancelled') {
      expect(tickets).toHaveAttribute('href', gig.tickets);
      expect(tickets).toHaveAttribute('target', '_blank');
      expect(tickets?.getAttribute('rel')?.split(' ')).toContain('noopener');
    } else {
      expect(tickets).not.toBeInTheDocument();
    }
    const calendar = within(item).getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', `gigs/${gig.id}.ics`);
    expect(calendar).toHaveAttribute('download');
  });
}

describe('an upcoming gig’s details', () => {
  test('the content has an upcoming gig of every status, with every detail, to show', () => {
    const { upcoming } = gigs();
    expect(new Set(upcoming.map((gig) => gig.status ?? 'scheduled'))).toEqual(
      new Set(['scheduled', 'cancelled', 'postponed', 'rescheduled', 'sold out']),
    );
    for (const field of ['time', 'doors', 'tickets', 'price', 'ageLimit', 'rescheduledFrom'] as const) {
      expect(upcoming.some((gig) => gig[field] !== undefined)).toBe(true);
    }
    expect(upcoming.some((gig) => gig.time && gig.doors && gig.doors > gig.time)).toBe(true);
    // And ones the band said nothing more of.
    expect(upcoming.some((gig) => !gig.time && !gig.price && !gig.status && !gig.tickets)).toBe(true);
  });

  test('the home page shows them for the soonest gigs', async () => {
    await renderApp(paths.home, undefined, { loader });
    const region = screen.getByRole('region', { name: 'Upcoming gigs' });
    expectDetails(within(region).getAllByRole('listitem'), gigs().upcoming.slice(0, GIGS_ON_HOME.upcoming));
    expect(screen.queryByRole('link', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  test('the gig list shows them for every upcoming gig, and links the calendar feed of them all', async () => {
    await renderApp(paths.gigs, undefined, { loader });
    const region = await screen.findByRole('region', { name: 'Upcoming gigs' });
    expectDetails(within(region).getAllByRole('listitem'), gigs().upcoming);
    // To subscribe, the same file at its full address, as calendar apps take it; to import once, the file.
    const calendar = new URL('gigs.ics', window.location.href).href;
    expect(within(region).getByRole('link', { name: 'Subscribe to the gig calendar' })).toHaveAttribute(
      'href',
      calendar.replace(/^https?:/, 'webcal:'),
    );
    expect(within(region).getByRole('link', { name: 'Download it once (.ics)' })).toHaveAttribute('href', 'gigs.ics');
  });

  test('on the gig list each upcoming gig’s Copy link copies the address of its own share page', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    const { user } = await renderApp(paths.gigs, undefined, { loader });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const region = await screen.findByRole('region', { name: 'Upcoming gigs' });
    const items = within(region).getAllByRole('listitem');
    const { upcoming } = gigs();
    expect(items).toHaveLength(upcoming.length);
    for (const [index, gig] of upcoming.entries()) {
      writeText.mockClear();
      await user.click(within(items[index]!).getByRole('button', { name: 'Copy link' }));
      // jsdom serves the app at http://localhost/: the gig's share page beside it, which link previews can read.
      expect(writeText).toHaveBeenCalledWith(`http://localhost/gigs/${gig.id}/`);
      expect(within(items[index]!).getByText('Link copied!')).toHaveAttribute('role', 'status');
    }
  });

  test('the gig list links the tour poster of the gigs to come', async () => {
    await renderApp(paths.gigs, undefined, { loader });
    const region = await screen.findByRole('region', { name: 'Upcoming gigs' });
    expect(within(region).getByRole('link', { name: /Tour poster/ })).toHaveAttribute('href', 'gigs/tour-poster.png');
  });

  test('a gig’s own address shows the gig list, with the gig on it', async () => {
    const [gig] = gigs().upcoming;
    await renderApp(paths.gig(gig!.id), undefined, { loader });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gigs' })).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Upcoming gigs' });
    expect(within(region).getByText(gig!.club)).toBeInTheDocument();
  });

  test('past gigs on the gig list stay as they were: no details, no links', async () => {
    await renderApp(paths.gigs, undefined, { loader });
    const region = await screen.findByRole('region', { name: 'Past gigs' });
    expect(within(region).queryByRole('link')).not.toBeInTheDocument();
    expect(region).not.toHaveTextContent(/Lineup|Doors|Starts|Sold out|Cancelled/);
  });
});
