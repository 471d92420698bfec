// The gigs: the home page's upcoming gigs (a few, or a booking link when none
// are booked) and its past gigs panel, collapsed by default, that unfolds
// (0.8 s) to the most recent past gigs, newest first, with a link to the gig
// list when there are more; and the gig list (#/gigs) with every gig, upcoming
// first, then the past by year. What to expect comes from the project's
// content, seen from today. Plus the social links.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import sharp from 'sharp';
import type { Gig } from '../../src/gigs/gig.build';
import { GIGS_ON_HOME } from '../../src/gigs/dates';
import { CATALOGUE, expect, fixedRoute, gigsToday, openRoute, pageHeading, type SiteContent, test, transitionMs } from './fixtures';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `14 Mar 2026`. */
function shownDate(date: string): string {
  const [year, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

/** Whether a gig's tickets are to be had: a sold-out or cancelled gig has no ticket link. */
const onSale = (gig: Gig) => Boolean(gig.tickets) && gig.status !== 'sold out' && gig.status !== 'cancelled';

/** How an upcoming gig says it stands, in words: `Cancelled`, `Rescheduled from 7 Mar 2026` … */
function statusWords(gig: Gig): string | undefined {
  if (!gig.status) return undefined;
  const words = { cancelled: 'Cancelled', postponed: 'Postponed', rescheduled: 'Rescheduled', 'sold out': 'Sold out' }[gig.status];
  return gig.rescheduledFrom ? `${words} from ${shownDate(gig.rescheduledFrom)}` : words;
}

/** An upcoming gig's details as its entry reads them, each where the content gives it. */
function detailsText(gig: Gig, onGigList: boolean): string {
  const price = gig.price && (gig.price.amount ? `${gig.price.amount} ${gig.price.currency}` : 'Free');
  const age = gig.ageLimit && (gig.ageLimit === 'all ages' ? 'All ages' : `Age ${gig.ageLimit}+`);
  // Doors later on the clock than the start open the evening before (a gig after midnight).
  const doors = gig.doors && `Doors ${gig.doors}${gig.time && gig.doors > gig.time ? ' the evening before' : ''}`;
  const facts = [doors, gig.time && `Starts ${gig.time}`, price, age].filter(Boolean).join(' · ');
  return [
    statusWords(gig),
    facts,
    `Lineup: ${gig.bands.join(', ')}`,
    onSale(gig) && 'Tickets (opens in a new tab)',
    'Add to calendar',
    // The gig list offers each gig's own address; the home page leads there.
    onGigList && 'Copy link',
  ]
    .filter(Boolean)
    .map((part) => escape(part as string))
    .join('\\s*');
}

/**
 * How a gig reads in a list: date, year, club, then "town, country" (the event
 * name where shown, before the club); an upcoming gig then its details.
 */
function gigText(gig: Gig, withEvent: boolean, upcoming: false | 'home' | 'gig list' = false): RegExp {
  const [year, month, day] = gig.date.split('-');
  const event = withEvent && gig.eventName ? `${escape(gig.eventName)}\\s*` : '';
  const details = upcoming ? `\\s*${detailsText(gig, upcoming === 'gig list')}` : '';
  return new RegExp(
    `^${Number(day)} ${MONTHS[Number(month) - 1]}\\s*${year}\\s*${event}${escape(gig.club)}\\s*${escape(gig.town)}, ${escape(gig.country)}${details}$`,
  );
}

/** What the home page shows of the content's gigs today. */
function homeGigs(content: SiteContent) {
  const { upcoming, past } = gigsToday(content);
  return {
    upcoming: upcoming.slice(0, GIGS_ON_HOME.upcoming),
    upcomingTotal: upcoming.length,
    past: past.slice(0, GIGS_ON_HOME.past),
    pastTotal: past.length,
  };
}

const toggle = (page: Page) => page.getByRole('button', { name: /^Past gigs/ });

async function pastGigsPanel(page: Page): Promise<Locator> {
  const id = await toggle(page).getAttribute('aria-controls');
  expect(id, 'Past gigs button has aria-controls').toBeTruthy();
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toHaveCount(1);
  return panel;
}

/**
 * Listens for the panel's max-height transition; `finished()` resolves, once
 * it has run to its end, with its length by its own account: the duration of
 * the CSS transition the browser made (a transition cut short rejects its
 * `finished`, and the page's clock, which a busy machine slows, plays no
 * part). Not transitionend's elapsedTime: once in a few hundred runs, under
 * load, Chromium sent the unfold's end with 0 s while its 0.8 s transition
 * still ran. With it, every transition event the panel had meanwhile, for the
 * message should it fail.
 */
async function watchHeightTransition(panel: Locator) {
  await panel.evaluate((element) => {
    const w = window as unknown as { __heightTransition?: Promise<{ ms: number; events: string[] }> };
    w.__heightTransition = new Promise((resolve) => {
      const events: string[] = [];
      const types = ['transitionrun', 'transitionstart', 'transitioncancel', 'transitionend'];
      let watched: Animation | undefined;
      const onEvent = (event: Event) => {
        if (!(event instanceof TransitionEvent)) return;
        const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches ? ', reduced motion' : '';
        events.push(
          `${event.type} ${event.propertyName} ${event.elapsedTime} s at ${Math.round(event.timeStamp)} ms ` +
            `(durations ${getComputedStyle(element).transitionDuration}${reduced})`,
        );
        if (event.target !== element || event.propertyName !== 'max-height' || watched) return;
        const done = (ms: number) => {
          for (const type of types) element.removeEventListener(type, onEvent);
          resolve({ ms, events });
        };
        watched = element
          .getAnimations()
          .find((animation) => animation instanceof CSSTransition && animation.transitionProperty === 'max-height');
        if (!watched) {
          // Already over when its first event came (a frame late on a busy machine): its end says how long it ran.
          if (event.type === 'transitionend') done(event.elapsedTime * 1000);
          return;
        }
        const { duration } = watched.effect!.getComputedTiming();
        watched.finished.then(
          () => done(Number(duration)),
          () => {
            events.push('the transition was cancelled');
            done(0);
          },
        );
      };
      for (const type of types) element.addEventListener(type, onEvent);
    });
  });
  return {
    finished: () =>
      panel
        .page()
        .evaluate(() => (window as unknown as { __heightTransition: Promise<{ ms: number; events: string[] }> }).__heightTransition),
  };
}

async function expectCollapsed(page: Page, panel: Locator) {
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('listitem').first()).toBeHidden();
  await expect(panel.getByRole('listitem').last()).toBeHidden();
  await expect(panel).toHaveCSS('max-height', '0px');
  await expect(panel).toHaveCSS('visibility', 'hidden');
  expect((await panel.boundingBox())?.height ?? 0).toBe(0);
}

/** The expanded panel lists the most recent past gigs, newest first, and links to all when there are more. */
async function expectExpandedList(page: Page, panel: Locator, content: SiteContent) {
  const { past, pastTotal } = homeGigs(content);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  const items = panel.getByRole('listitem');
  // Each gig reads date, year, club, then "town, country"; event names are kept in the data but not shown.
  await expect(items).toHaveText(past.map((gig) => gigText(gig, false)));
  if (past.length === 0)
    await expect(panel.getByText('None yet.')).toBeVisible(); // a band with no gig behind it yet
  else {
    await expect(items.first()).toBeVisible();
    await expect(items.last()).toBeVisible();
  }
  const dates = await panel.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates).toEqual(past.map((gig) => gig.date));
  const allGigs = panel.getByRole('link', { name: `All ${pastTotal} past gigs →` });
  if (pastTotal > past.length) {
    await expect(allGigs).toBeVisible();
    await expect(allGigs).toHaveAttribute('href', '#/gigs');
  } else {
    await expect(panel.getByRole('link')).toHaveCount(0);
  }
  // Nothing is cut off by the panel's height cap: every gig and the link are within reach.
  await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
  // (Neither clipped by the panel nor left for the visitor to scroll to inside it.)
  const clipped = await panel.evaluate((element) =>
    Math.max(...[element, ...element.querySelectorAll('*')].map((box) => box.scrollHeight - box.clientHeight)),
  );
  expect(clipped, 'px of the list hidden below the panel').toBeLessThanOrEqual(0);
}

test(
  'upcoming gigs: the soonest few, or a booking mail link when none are booked; social links open in a new tab',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const { upcoming, upcomingTotal } = homeGigs(content);
    await openRoute(page, '#/', 'Home');
    await expect(page).toHaveTitle(fixedRoute(content, '#/').title);
    await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();
    const region = page.getByRole('region', { name: 'Upcoming gigs' });
    await expect(region).toBeVisible();
    if (upcoming.length === 0) {
      await expect(region).toContainText('No gigs booked');
      const book = region.getByRole('link', { name: /^Book us/ });
      await expect(book).toBeVisible();
      await expect(book).toHaveAttribute('href', `mailto:${content.site.bookingEmail}`);
    } else {
      await expect(region.getByRole('listitem')).toHaveText(upcoming.map((gig) => gigText(gig, true, 'home')));
      const all = region.getByRole('link', { name: `All ${upcomingTotal} upcoming gigs →` });
      if (upcomingTotal > upcoming.length) await expect(all).toHaveAttribute('href', '#/gigs');
      else await expect(all).toHaveCount(0);
    }

    const follow = page.getByRole('region', { name: `Follow ${content.site.name}` });
    for (const { platform, url } of content.site.social) {
      const link = follow.getByRole('link', { name: new RegExp(`^${platform}`) });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('href', url);
      const rel = ((await link.getAttribute('rel')) ?? '').split(/\s+/);
      expect(rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    }
  },
);

for (const viewport of [
  { width: 375, height: 740 },
  { width: 1440, height: 900 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test(
      'past gigs: collapsed by default, unfold over 0.8 s to the most recent, newest first, fold again',
      { tag: CATALOGUE },
      async ({ page, content }) => {
        await openRoute(page, '#/', 'Home');
        await expect(toggle(page)).toHaveAccessibleName(`Past gigs (${homeGigs(content).pastTotal})`);
        const panel = await pastGigsPanel(page);
        await expectCollapsed(page, panel);

        const duration = await transitionMs(panel, 'max-height');
        expect(duration, 'past-gigs transition from the spec').toBe(800);

        const opening = await watchHeightTransition(panel);
        await toggle(page).click();
        await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
        const unfold = await opening.finished();
        expect(unfold.ms, `the unfold ran its whole 0.8 s: ${unfold.events.join('; ')}`).toBeCloseTo(duration, 0);
        await expectExpandedList(page, panel, content);

        const closing = await watchHeightTransition(panel);
        await toggle(page).click();
        const fold = await closing.finished();
        expect(fold.ms, `the fold ran its whole 0.8 s: ${fold.events.join('; ')}`).toBeCloseTo(duration, 0);
        await expectCollapsed(page, panel);
      },
    );
  });
}

test('past gigs toggle with the keyboard: Enter opens, Space closes', async ({ page, content }) => {
  const newest = homeGigs(content).past[0];
  await openRoute(page, '#/', 'Home');
  const panel = await pastGigsPanel(page);
  await toggle(page).focus();
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  // The newest past gig first; a band with none behind it yet has the panel say so.
  const first = newest ? panel.getByRole('listitem').first() : panel.getByText('None yet.');
  if (newest) await expect(first).toHaveText(gigText(newest, false));
  await expect(first).toBeVisible();
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  // Straight to the end of the 0.8 s fold (its timing is another test's).
  await panel.evaluate((element) => {
    for (const animation of element.getAnimations()) animation.finish();
  });
  await expectCollapsed(page, panel);
  await page.keyboard.press('Space');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();
});

test('with reduced motion past gigs open without a height animation', async ({ page, content }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openRoute(page, '#/', 'Home');
  const panel = await pastGigsPanel(page);
  expect(await transitionMs(panel, 'max-height')).toBeLessThanOrEqual(1);
  await toggle(page).click();
  await expectExpandedList(page, panel, content);
});

for (const viewport of [
  { width: 320, height: 640 },
  { width: 375, height: 740 },
]) {
  test(
    `at ${viewport.width} px the open past gigs panel clips nothing, and its link leads to the gig list`,
    { tag: CATALOGUE },
    async ({ page, content }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openRoute(page, '#/', 'Home');
      const panel = await pastGigsPanel(page);
      await toggle(page).click();
      await expectExpandedList(page, panel, content);
      const { past, pastTotal } = homeGigs(content);
      // The last thing in the panel: the link to them all, the last gig, or the word that there are none yet.
      const last =
        pastTotal > past.length
          ? panel.getByRole('link')
          : past.length > 0
            ? panel.getByRole('listitem').last()
            : panel.getByText('None yet.');
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
      if (pastTotal > past.length) {
        await last.click();
        await expect(pageHeading(page, 'Gigs')).toBeVisible();
        expect(new URL(page.url()).hash).toBe('#/gigs');
      }
    },
  );
}

test(
  'the gig list has every gig: upcoming soonest first, then the past by year, newest first',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const { upcoming, past } = gigsToday(content);
    const route = fixedRoute(content, '#/gigs');
    await openRoute(page, route.hash, route.heading);
    await expect(page).toHaveTitle(route.title);
    const main = page.getByRole('main');

    const upcomingRegion = main.getByRole('region', { name: 'Upcoming gigs' });
    if (upcoming.length === 0) await expect(upcomingRegion).toContainText('No gigs booked');
    else await expect(upcomingRegion.getByRole('listitem')).toHaveText(upcoming.map((gig) => gigText(gig, true, 'gig list')));
    await expect(upcomingRegion.getByRole('link', { name: /^All \d+ upcoming gigs/ })).toHaveCount(0);

    const pastRegion = main.getByRole('region', { name: 'Past gigs' });
    const years = [...new Set(past.map((gig) => gig.date.slice(0, 4)))];
    const yearName = (year: string) => new RegExp(`^${year}\\b`);
    await expect(pastRegion.getByRole('heading', { level: 3 })).toHaveText(years.map(yearName));
    // The latest year shows at once; each older one unfolds at a press, from its own file.
    for (const year of years.slice(1)) {
      const count = past.filter((gig) => gig.date.startsWith(year)).length;
      const toggle = pastRegion.getByRole('button', { name: `${year} (${count === 1 ? '1 gig' : `${count} gigs`})`, exact: true });
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    for (const year of years) {
      const inYear = past.filter((gig) => gig.date.startsWith(year));
      await expect(pastRegion.getByRole('region', { name: yearName(year) }).getByRole('listitem')).toHaveText(
        inYear.map((gig) => gigText(gig, true)),
      );
    }

    // Every gig, in the order a visitor reads them.
    const dates = await main.locator('time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
    expect(dates).toEqual([...upcoming, ...past].map((gig) => gig.date));

    // The upcoming gigs come first.
    const upcomingTop = (await upcomingRegion.boundingBox())?.y ?? 0;
    expect(upcomingTop).toBeLessThan((await pastRegion.boundingBox())?.y ?? 0);
  },
);

test(
  'however long the club names, the open past-gigs panel keeps every gig within reach',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    test.skip(gigsToday(content).past.length === 0, 'no past gigs in the content');
    await page.setViewportSize({ width: 320, height: 640 });
    await openRoute(page, '#/', 'Home');
    const toggle = page.getByRole('button', { name: /^Past gigs/ });
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    // Club names far longer than any the band has played: the list outgrows the 1000 px cap.
    await panel.locator('li').evaluateAll((gigs) => {
      for (const gig of gigs) gig.append(' Kulturhuset i källaren bakom järnvägsstationen, ingång från gården'.repeat(3));
    });
    await toggle.click();
    // Straight to the end of the 0.8 s unfold (its timing is another test's).
    await panel.evaluate((element) => {
      for (const animation of element.getAnimations()) animation.finish();
    });
    const last = panel.getByRole('listitem').last();
    const bottomOf = (box: Locator) => box.evaluate((element) => element.getBoundingClientRect().bottom);
    const below = () => Promise.all([bottomOf(panel), bottomOf(last)]);
    const [panelBottom, lastBottom] = await below();
    expect(lastBottom, 'the last gig starts out below the panel').toBeGreaterThan(panelBottom);
    // Scrolling over the panel, as a visitor does with a wheel or a finger, brings the last gig inside its box.
    await panel.hover();
    await page.mouse.wheel(0, 5000);
    await expect
      .poll(async () => {
        const [bottom, lastGig] = await below();
        return lastGig - bottom;
      })
      .toBeLessThanOrEqual(1);
  },
);

/** A calendar file read as a calendar app reads it (ical.js): its time zones first, then its events. */
function readCalendar(text: string) {
  ICAL.TimezoneService.reset();
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
}

/** Which gig an event is: its day and its place. */
/**
 * The event starts at the gig's time on its town's clocks. Where that reading
 * comes twice (the hour the clocks go back), RFC 5545 means the first, as the
 * site's startsAt does, while ical.js takes the second: so both instants are
 * read on the town's clocks, and the site's may not be the later.
 */
function expectStartAsBooked(event: ICAL.Event, gig: Gig) {
  const clocks = new Intl.DateTimeFormat('sv-SE', { timeZone: gig.timeZone, dateStyle: 'short', timeStyle: 'short' });
  const read = event.startDate.toJSDate().getTime();
  const booked = Date.parse(gig.startsAt!);
  expect({ calendar: clocks.format(read), site: clocks.format(booked) }).toEqual({
    calendar: `${gig.date} ${gig.time}`,
    site: `${gig.date} ${gig.time}`,
  });
  expect(booked).toBeLessThanOrEqual(read);
}

const dayAndPlace = (event: ICAL.Event) => `${event.startDate.toString().slice(0, 10)} ${event.location}`;
const gigDayAndPlace = (gig: Gig) => `${gig.date} ${gig.club}, ${gig.town}, ${gig.country}`;

test(
  'each upcoming gig on the gig list says what the content says of it: status in words, times, price, age, lineup; tickets open in a new tab, unless sold out or cancelled',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const { upcoming } = gigsToday(content);
    await openRoute(page, '#/gigs', 'Gigs');
    const items = page.getByRole('main').getByRole('region', { name: 'Upcoming gigs' }).getByRole('listitem');
    for (const [index, gig] of upcoming.entries()) {
      const item = items.nth(index);
      await expect(item).toHaveText(gigText(gig, true, 'gig list'));
      const status = statusWords(gig);
      if (status) await expect(item.getByText(status, { exact: true })).toBeVisible();
      const tickets = item.getByRole('link', { name: /^Tickets/ });
      if (onSale(gig)) {
        await expect(tickets).toHaveAttribute('href', gig.tickets!);
        await expect(tickets).toHaveAttribute('target', '_blank');
        expect(((await tickets.getAttribute('rel')) ?? '').split(/\s+/)).toContain('noopener');
      } else {
        await expect(tickets).toHaveCount(0);
      }
      await expect(item.getByRole('link', { name: 'Add to calendar' })).toBeVisible();
    }
  },
);

test(
  '"Add to calendar" downloads the gig’s own calendar file, which a calendar library reads as that gig',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const { upcoming } = gigsToday(content);
    await openRoute(page, '#/', 'Home');
    const items = page.getByRole('region', { name: 'Upcoming gigs' }).getByRole('listitem');
    // The home page's gigs, soonest first; each has its file.
    for (const [index, gig] of upcoming.slice(0, GIGS_ON_HOME.upcoming).entries()) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        items.nth(index).getByRole('link', { name: 'Add to calendar' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${gig.id}.ics`);
      const events = readCalendar(readFileSync((await download.path())!, 'utf8'));
      expect(events.map(dayAndPlace)).toEqual([gigDayAndPlace(gig)]);
      const [event] = events;
      expect(event!.uid).toMatch(new RegExp(`@${new URL(content.site.url).host}$`));
      if (gig.startsAt) expectStartAsBooked(event!, gig);
      expect(event!.component.getFirstPropertyValue('status')).toBe(
        gig.status === 'cancelled' ? 'CANCELLED' : gig.status === 'postponed' ? 'TENTATIVE' : 'CONFIRMED',
      );
    }
  },
);

test('the gig list offers to subscribe to gigs.ics: webcal:// where the site is, and how, in three calendar apps', async ({ page }) => {
  await openRoute(page, '#/gigs', 'Gigs');
  const calendar = new URL('gigs.ics', new URL('.', page.url())).href;
  const subscribe = page.getByRole('link', { name: 'Subscribe to the gig calendar' });
  await expect(subscribe).toHaveAttribute('href', calendar.replace(/^http:/, 'webcal:'));
  // How to: folded away until asked for, and opened from the keyboard.
  const howTo = page.getByText('How to subscribe in Google Calendar, Apple Calendar or Outlook');
  const steps = page.getByRole('paragraph').filter({ hasText: /^(Google Calendar|Apple Calendar|Outlook)\b/ });
  await expect(steps.first()).toBeHidden();
  await howTo.focus();
  await page.keyboard.press('Enter');
  await expect(steps).toHaveCount(3);
  for (const step of await steps.all()) await expect(step).toBeVisible();
  await expect(page.getByText(calendar, { exact: true }), 'the address to paste').toBeVisible();
  // What the subscribed calendar reads: the same file, and how often to read it again.
  const text = await page.evaluate((url) => fetch(url).then((answer) => answer.text()), calendar);
  const vcalendar = new ICAL.Component(ICAL.parse(text));
  expect(vcalendar.getFirstProperty('refresh-interval')?.type).toBe('duration');
  expect(vcalendar.getFirstPropertyValue('x-published-ttl')).toBeTruthy();
});

test('the gig list links the calendar feed, gigs.ics: a calendar of every upcoming gig', { tag: CATALOGUE }, async ({ page, content }) => {
  const { upcoming } = gigsToday(content);
  await openRoute(page, '#/gigs', 'Gigs');
  const feed = page.getByRole('link', { name: 'Download it once (.ics)' });
  await expect(feed).toBeVisible();
  const href = await feed.getAttribute('href');
  expect(href, 'a relative address: it works under any sub-path and from disk').not.toMatch(/^(\/|[a-z]+:)/);
  // Fetched by the page, as a calendar app subscribing to the address would.
  const response = await page.evaluate(async (url) => {
    const answer = await fetch(url);
    return { status: answer.status, type: answer.headers.get('content-type'), text: await answer.text() };
  }, href!);
  expect(response.status).toBe(200);
  expect(response.type).toMatch(/^text\/calendar/);
  const events = readCalendar(response.text);
  expect(events.map(dayAndPlace)).toEqual(upcoming.map(gigDayAndPlace));
  expect(new Set(events.map((event) => event.uid)).size).toBe(events.length);
  for (const [index, event] of events.entries()) {
    const gig = upcoming[index]!;
    expect(event.component.getFirstPropertyValue('url')).toBe(`${content.site.url}gigs/${gig.id}/`); // its own share page
    expect(event.summary).toBe(gig.eventName || `${content.site.name} at ${gig.club}`);
    // At its local time in its own town's zone, wherever that is.
    if (gig.time) {
      expect(event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe(gig.timeZone);
      expect(event.startDate.toString()).toBe(`${gig.date}T${gig.time}:00`);
      expectStartAsBooked(event, gig);
    }
  }
});

test(
  'the gig list links the tour poster while gigs are to come, a 1080×1350 PNG; with none, no link',
  { tag: CATALOGUE },
  async ({ page, context, baseURL, content }) => {
    const { upcoming } = gigsToday(content);
    await openRoute(page, '#/gigs', 'Gigs');
    const region = page.getByRole('region', { name: 'Upcoming gigs' });
    const poster = region.getByRole('link', { name: /Tour poster/ });
    if (upcoming.length === 0) {
      await expect(region).toContainText('No gigs booked');
      await expect(poster).toHaveCount(0);
      return;
    }
    await expect(poster).toBeVisible();
    const href = await poster.getAttribute('href');
    expect(href, 'a relative address: it works under any sub-path and from disk').not.toMatch(/^(\/|[a-z]+:)/);
    // Followed, as a fan would: the picture itself.
    const [opened] = await Promise.all([
      context.waitForEvent('response', (response) => response.url().endsWith('tour-poster.png')),
      poster.click(),
    ]);
    expect(opened.url()).toBe(new URL(href!, baseURL).href);
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toBe('image/png');
    expect(await sharp(await opened.body()).metadata()).toMatchObject({ width: 1080, height: 1350 });
  },
);
