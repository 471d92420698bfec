// Keyboard only, at desktop and phone width: Tab reaches every link and button
// in reading order, each with a visible focus ring; Enter follows links; Enter
// and Space toggle the Past gigs list and a track; "Skip to content" works.
// A page load costs about as much as a test, so each viewport has one test per
// page it starts on, with each check a step of it: a step that needs a fresh
// visit's state (focus and the page at the top) restores it, without a reload.
import type { Page } from '@playwright/test';
import { GIGS_ON_HOME } from '../../src/gigs/dates';
import { POSTS_ON_HOME } from '../../src/pages/news/data.build';
import { ticketsOnSale } from '../../src/gigs/details';
import {
  CATALOGUE,
  escapeRegExp,
  expect,
  featuredRelease,
  gigsToday,
  openRoute,
  pageHeading,
  releaseHash,
  showRoute,
  type SiteContent,
  test,
} from './fixtures';

interface FocusStop {
  /** Position in the DOM-order list of visible tabbable elements, or -1 if focus left it. */
  index: number;
  name: string;
  indicator: boolean;
  style: string;
  onScreen: boolean;
}

/**
 * Puts focus and the page back at the top of the document, as a fresh visit
 * has them: the next Tab goes to the first tabbable element. Blurring alone
 * does not do it: Chromium's sequential focus navigation starting point stays
 * where focus was, and Tab would carry on from there. So the body, made
 * focusable for a moment, takes focus and gives it up again.
 */
async function startFromTop(page: Page) {
  await page.evaluate(() => {
    const { body } = document;
    body.tabIndex = -1;
    body.focus({ preventScroll: true });
    body.blur();
    body.removeAttribute('tabindex');
    window.scrollTo(0, 0);
  });
}

/**
 * Lists the visible, tabbable elements in DOM order, presses Tab through all of
 * them and records where focus lands and whether it shows a focus indicator.
 */
async function tabThrough(page: Page) {
  const expected = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, iframe, summary, [tabindex]');
    const tabbables = Array.from(candidates).filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
    (window as unknown as { __tabbables: HTMLElement[] }).__tabbables = tabbables;
    // Their resting box-shadow: a shadow only counts as a focus indicator if focus changes it.
    (window as unknown as { __restingShadows: string[] }).__restingShadows = tabbables.map(
      (element) => getComputedStyle(element).boxShadow,
    );
    return tabbables.map((element) => (window as unknown as { __name: (e: Element) => string }).__name(element));
  });

  await startFromTop(page);
  const stops: FocusStop[] = [];
  for (let i = 0; i < expected.length; i += 1) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const tabbables = (window as unknown as { __tabbables: HTMLElement[] }).__tabbables;
        const style = getComputedStyle(element);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
        const resting = (window as unknown as { __restingShadows: string[] }).__restingShadows[tabbables.indexOf(element)];
        const shadow = style.boxShadow !== 'none' && style.boxShadow !== resting;
        const box = element.getBoundingClientRect();
        return {
          index: tabbables.indexOf(element),
          name: (window as unknown as { __name: (e: Element) => string }).__name(element),
          indicator: outline || shadow,
          style: `outline: ${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}; box-shadow: ${style.boxShadow}`,
          onScreen: box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth,
        };
      }),
    );
  }
  return { expected, stops };
}

/**
 * The home page's first stops after the header, as its content has them
 * today: each listed upcoming gig's Tickets (while on sale) and Add to
 * calendar, the link to all of them if not all fit, or the booking link and
 * the press kit's when none is booked; then Past gigs, the latest posts and
 * All news where there are posts, and the player.
 */
function homeStops(content: SiteContent): (string | RegExp)[] {
  const { upcoming } = gigsToday(content);
  const listed = upcoming.slice(0, GIGS_ON_HOME.upcoming);
  return [
    ...(upcoming.length === 0
      ? [/^Book us/, 'press kit']
      : listed.flatMap((gig) => [...(ticketsOnSale(gig) ? [/^Tickets/] : []), 'Add to calendar'])),
    ...(upcoming.length > listed.length ? [/^All \d+ upcoming gigs/] : []),
    /^Past gigs/,
    // The latest posts (their link's text holds the title in both languages, one of them hidden), then all of them.
    ...content.news.slice(0, POSTS_ON_HOME).map((post) => new RegExp(`^${escapeRegExp(post.title)}`)),
    ...(content.news.length > 0 ? ['All news'] : []),
    // The band's own recordings of the featured release, where it has some, then the streaming players.
    ...(featuredRelease(content).tracks.some((track) => track.recording) ? ['Play the release'] : []),
    'Play on Spotify',
  ];
}

async function expectFullTabOrder(page: Page, firstNames: (string | RegExp)[]) {
  const { expected, stops } = await tabThrough(page);
  expect(expected.length, 'interactive elements found').toBeGreaterThan(firstNames.length);
  // Every element, once, in DOM (reading) order.
  expect(
    stops.map((stop) => stop.name),
    'Tab order',
  ).toEqual(expected);
  expect(stops.map((stop) => stop.index)).toEqual(expected.map((_, index) => index));
  for (const [index, name] of firstNames.entries()) expect(stops[index]?.name).toMatch(name);
  const withoutRing = stops.filter((stop) => !stop.indicator).map((stop) => `${stop.name} (${stop.style})`);
  expect(withoutRing, 'focused elements without a visible focus indicator').toEqual([]);
  const offScreen = stops.filter((stop) => !stop.onScreen).map((stop) => stop.name);
  expect(offScreen, 'focused elements not scrolled into view').toEqual([]);
}

/** Presses Tab until the focused element has this accessible name (at most `limit` presses). */
async function tabTo(page: Page, name: string | RegExp | ((name: string) => boolean), limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() =>
      (window as unknown as { __name: (e: Element) => string }).__name(document.activeElement ?? document.body),
    );
    if (typeof name === 'string' ? focused === name : typeof name === 'function' ? name(focused) : name.test(focused)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

/**
 * A close enough accessible name for the site's links and buttons, for reports:
 * aria-label, else the text and image alts, leaving out aria-hidden parts.
 */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const textOf = (node: Node): string => {
      if (node instanceof Element) {
        if (node.getAttribute('aria-hidden') === 'true') return '';
        if (node instanceof HTMLImageElement) return ` ${node.alt} `;
      } else if (node.nodeType === Node.TEXT_NODE) {
        return node.textContent ?? '';
      }
      return Array.from(node.childNodes).map(textOf).join('');
    };
    (window as unknown as { __name: (element: Element) => string }).__name = (element) =>
      (element.getAttribute('aria-label') ?? textOf(element)).replace(/\s+/g, ' ').trim();
  });
});

/** The header's stops at a desktop width: Merch after Media where the band has merch. */
const desktopStart = (content: SiteContent) => [
  'Skip to content',
  'Home',
  'Band',
  'Kantstött, home',
  'Media',
  ...(content.merch.length > 0 ? ['Merch'] : []),
];
const phoneStart = () => ['Skip to content', 'Kantstött, home', 'Menu'];

/** Desktop: Enter follows the header's links, a release's and the not-found page's. Ends on the home page. */
async function enterFollowsLinks(page: Page, content: SiteContent) {
  const release = content.releases[0]!;
  await tabTo(page, 'Band');
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Band')).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/band');

  await tabTo(page, 'Media');
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Media')).toBeVisible();

  await tabTo(page, (name) => name.includes(release.title));
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, release.title)).toBeVisible();
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe(releaseHash(release));

  await showRoute(page, '#/no-such-page', 'Page not found!');
  await tabTo(page, 'Back to Homepage');
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Home')).toBeVisible();
}

/** Phone: Enter opens the menu and follows its Band link; Space opens it again, Escape closes it. */
async function menuByKeyboard(page: Page) {
  await tabTo(page, 'Menu');
  const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Menu' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('link', { name: 'Band' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(pageHeading(page, 'Band')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();

  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
}

const VIEWPORTS = [
  {
    label: 'desktop 1440',
    viewport: { width: 1440, height: 900 },
    start: desktopStart,
    // What Enter does from the home page at this width: the home test's last step, as it leaves the page.
    homeNavigation: {
      title: 'Enter follows links: header Band, header Media, a release, Back to Homepage',
      summary: 'Enter follows links',
      check: enterFollowsLinks,
    },
  },
  {
    label: 'phone 375',
    viewport: { width: 375, height: 740 },
    start: phoneStart,
    homeNavigation: {
      title: 'Enter opens the menu and follows a menu link; Space opens it again, Escape closes',
      summary: 'Enter and Space open the menu',
      check: menuByKeyboard,
    },
  },
];

for (const { label, viewport, start: startOf, homeNavigation } of VIEWPORTS) {
  test.describe(`keyboard at ${label}`, () => {
    test.use({ viewport });

    test(
      `home: Tab order and focus rings, Enter and Space toggle Past gigs, ${homeNavigation.summary}`,
      { tag: CATALOGUE },
      async ({ page, content }) => {
        await openRoute(page, '#/', 'Home');

        await test.step('home: Tab reaches every link and button in reading order, each with a focus ring', async () => {
          await expectFullTabOrder(page, [...startOf(content), ...homeStops(content)]);
        });

        await test.step('Enter and Space toggle Past gigs, focus stays on the toggle', async () => {
          const newest = gigsToday(content).past[0];
          await startFromTop(page);
          await tabTo(page, /^Past gigs/);
          const pastGigs = page.getByRole('button', { name: /^Past gigs/ });
          await expect(pastGigs).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(pastGigs).toHaveAttribute('aria-expanded', 'true');
          // The newest past gig; a band with none behind it yet has the panel say so.
          const panel = page.locator(`[id="${await pastGigs.getAttribute('aria-controls')}"]`);
          const shown = newest ? panel.locator(`time[datetime="${newest.date}"]`) : panel.getByText('None yet.');
          await expect(shown).toBeVisible();
          await page.keyboard.press('Space');
          await expect(pastGigs).toHaveAttribute('aria-expanded', 'false');
          await expect(shown).toBeHidden();
          await expect(pastGigs).toBeFocused();
        });

        await test.step(homeNavigation.title, async () => {
          // The step above leaves Past gigs closed, as a fresh visit has it; focus and the page go back to the top.
          await startFromTop(page);
          await homeNavigation.check(page, content);
        });
      },
    );

    test('release page: Tab order and focus rings, Enter and Space toggle a track', async ({ page, content }) => {
      const featured = featuredRelease(content);
      await openRoute(page, releaseHash(featured), featured.title);

      await test.step('release page: Tab reaches every link and button in reading order, each with a focus ring', async () => {
        await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { expanded: false })).toHaveCount(
          featured.tracks.length,
        );
        // The release's listen links, if it names any, come before its tracks.
        const listen = featured.listen.map(({ service }) => `${service} (opens in a new tab)`);
        // Where a track has an English translation, the Svenska / English switch comes before the tracks.
        const languages = featured.tracks.some((track) => track.translation) ? ['Svenska', 'English'] : [];
        // The band's own recordings: the release's play button, and each recorded track's before its title.
        const recorded = featured.tracks.some((track) => track.recording);
        await expectFullTabOrder(page, [
          ...startOf(content),
          /All releases/,
          ...(recorded ? ['Play the release'] : []),
          ...listen,
          ...languages,
          ...featured.tracks.slice(0, 3).flatMap((track) => [...(track.recording ? [`Play ${track.title}`] : []), track.title]),
        ]);
      });

      await test.step('Enter and Space toggle a track, focus stays on the toggle', async () => {
        // The newest release's first track, which need not be on the featured release's page.
        const release = content.releases[0]!;
        const track = release.tracks[0]!;
        if (release !== featured) await showRoute(page, releaseHash(release), release.title);
        await startFromTop(page);
        await tabTo(page, track.title);
        const trackButton = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true });
        await page.keyboard.press('Enter');
        await expect(trackButton).toHaveAttribute('aria-expanded', 'true');
        await expect(page.locator(`[id="${await trackButton.getAttribute('aria-controls')}"]`)).toBeVisible();
        await expect(trackButton).toBeFocused();
        await page.keyboard.press('Space');
        await expect(trackButton).toHaveAttribute('aria-expanded', 'false');
        await expect(trackButton).toBeFocused();
        await page.keyboard.press('Space');
        await expect(trackButton).toHaveAttribute('aria-expanded', 'true');
        await expect(trackButton).toBeFocused();
      });
    });

    test('Media: "Skip to content"; gig list: Tab order and focus rings', async ({ page, content }) => {
      // The skip link is the shared layout's; it is checked on a fresh visit, before anything has had focus.
      await openRoute(page, '#/media', 'Media');

      await test.step('"Skip to content" is the first stop, shows on focus and moves focus to main', async () => {
        await page.keyboard.press('Tab');
        const skip = page.getByRole('link', { name: 'Skip to content' });
        await expect(skip).toBeFocused();
        await expect(skip).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('main')).toBeFocused();
        expect(new URL(page.url()).hash).toBe('#/media');
        await expect(pageHeading(page, 'Media')).toBeVisible();
        // The next Tab continues inside main: the first release.
        await page.keyboard.press('Tab');
        await expect(page.getByRole('main').getByRole('link').first()).toBeFocused();
      });

      await test.step('gig list: Tab reaches every link and button in reading order, each with a focus ring', async () => {
        await showRoute(page, '#/gigs', 'Gigs');
        await expectFullTabOrder(page, startOf(content));
      });
    });
  });
}
