// When parts of the site cannot load (pictures, a page's code, a page's file,
// JavaScript altogether, the network), a visitor still gets a page that says
// what happened, never a blank or jumping one.
import type { Page } from '@playwright/test';
import { POSTS_ON_HOME } from '../../src/pages/news/data.build';
import { GIGS_ON_HOME } from '../../src/gigs/dates';
import { expect, gigsToday, openRoute, pageFilePattern, pageHeading, type PageProblems, releaseHash, test } from './fixtures';

const SITE_HOST = '127.0.0.1';

function expectNoPageErrors(problems: PageProblems) {
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.cspViolations, 'CSP violations').toEqual([]);
}

async function expectLayout(page: Page) {
  await expect(page.getByRole('banner'), 'header').toBeVisible();
  await expect(page.getByRole('contentinfo'), 'footer').toBeVisible();
}

interface Shift {
  value: number;
  sources: string[];
}

/** Sums every layout shift from the start of each document load (buffered). */
async function observeLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
      }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          sources: (entry.sources ?? []).map(
            (source) =>
              `<${source.node?.nodeName.toLowerCase() ?? '?'}> "${(source.node?.textContent ?? '').trim().slice(0, 40)}" ` +
              `y ${Math.round(source.previousRect.y)}→${Math.round(source.currentRect.y)}, ` +
              `h ${Math.round(source.previousRect.height)}→${Math.round(source.currentRect.height)}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);

test('pictures that fail to load keep their box and alt text, and nothing shifts', async ({ page, problems, allowProblems }) => {
  allowProblems(); // every picture request is aborted on purpose
  await page.route('**/*.{avif,webp,jpg,png}', (route) => route.abort());
  await observeLayoutShifts(page);

  for (const [hash, heading] of [
    ['#/', 'Home'],
    ['#/band', 'Band'],
    ['#/media', 'Media'],
  ] as const) {
    await page.goto('about:blank'); // each page loads fresh, as from a shared link
    await openRoute(page, hash, heading);
    // The home page's art travels inside index.html (a data: URL): only fetched pictures can fail.
    const images = page.getByRole('main').locator('img:not([src^="data:"])');
    const count = await images.count();
    expect(count, `${hash} has pictures`).toBeGreaterThan(0);
    for (let index = 0; index < count; index += 1) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded(); // lazy pictures try (and fail) only near the viewport
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0), {
          message: `${hash} picture ${index + 1} has failed to load`,
        })
        .toBe(true);
      const { alt, width, height, decorative } = await image.evaluate((img: HTMLImageElement) => ({
        alt: img.getAttribute('alt'),
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        // A poster inside a player's start button: the button names it, so its alt is empty on purpose.
        decorative: img.closest('button') !== null,
      }));
      const name = `${hash} picture ${index + 1} (${decorative ? 'player poster' : alt})`;
      const box = await image.boundingBox();
      expect(box, name).not.toBeNull();
      expect(box?.width ?? 0, `${name}: keeps its width`).toBeGreaterThan(0);
      expect(box?.height ?? 0, `${name}: keeps its height`).toBeGreaterThan(0);
      expect(width * height, `${name}: width and height attributes`).toBeGreaterThan(0);
      if (decorative) {
        expect(alt, `${name}: decorative, alt=""`).toBe('');
        // It fills its player frame (album 1:1 up to 352 px, video 16:9), not its own shape.
        const frame = await image.evaluate((img) => img.closest('button')?.getBoundingClientRect().toJSON());
        expect(Math.abs((box?.height ?? 0) - (frame?.height ?? -1)), `${name}: fills the player frame`).toBeLessThan(2);
      } else {
        expect(alt?.trim().length ?? 0, `${name}: has alt text`).toBeGreaterThan(0);
        const ratio = (box?.width ?? 0) / (box?.height ?? 1);
        expect(Math.abs(ratio / (width / height) - 1), `${name}: box keeps the picture's shape`).toBeLessThan(0.03);
      }
    }
    const shifts = await shiftsOf(page);
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, `${hash} layout shift: ${JSON.stringify(shifts)}`).toBe(0);
  }
  expectNoPageErrors(problems);
});

test('a release whose page file fails to load says so inside the layout and can be tried again', async ({
  page,
  content,
  problems,
  allowProblems,
}) => {
  allowProblems(); // the release's page file is aborted on purpose
  const release = content.releases[0]!;
  const track = release.tracks[0]!;
  // Its data (title, tracks, lyrics) comes in its page file: pages/media/<slug>.<version>.json.
  const isItsFile = (url: URL) => pageFilePattern(`/media/${release.slug}`).test(decodeURIComponent(url.pathname));
  await page.route(isItsFile, (route) => route.abort());
  // Not openRoute: the page's own code never runs (data-app="ready") without its file.
  await page.goto(`./${releaseHash(release)}`);
  const alert = page.getByRole('alert');
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
  await expectLayout(page);
  const retry = alert.getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' })).toHaveCount(0);

  await page.unroute(isItsFile);
  await retry.click();
  await expect(pageHeading(page, release.title)).toBeVisible();
  const tracks = page.getByRole('list', { name: 'Tracks & lyrics' });
  await expect(tracks.getByRole('button', { name: track.title, exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // The tracks work once loaded.
  await tracks.getByRole('button', { name: track.title, exact: true }).click();
  await expect(tracks.getByRole('button', { name: track.title, exact: true })).toHaveAttribute('aria-expanded', 'true');
  expectNoPageErrors(problems);
});

test('a page whose code fails to load shows an error inside the layout', async ({ page, problems, allowProblems }) => {
  allowProblems(); // the Band page's file is aborted on purpose
  await page.route('**/page-band*.js', (route) => route.abort());
  await openRoute(page, '#/', 'Home');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Band', exact: true }).click();
  await expect(page).toHaveURL(/#\/band$/);

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expectLayout(page);
  const back = page.getByRole('main').getByRole('link', { name: 'Back to Homepage' });
  await expect(back).toBeVisible();
  await back.click();
  await expect(page).toHaveURL(/#\/$/);
  await expect(pageHeading(page, 'Home')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);

  // The connection recovers: without a reload, the Band page opens now.
  await page.unroute('**/page-band*.js');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Band', exact: true }).click();
  await expect(pageHeading(page, 'Band'), 'the Band page opens once its file can be fetched again').toBeVisible();
  expectNoPageErrors(problems);
});

test('without JavaScript the prerendered home page still has its content', async ({ browser, baseURL, content }) => {
  const { upcoming, past } = gigsToday(content);
  const shownGigs = [...upcoming.slice(0, GIGS_ON_HOME.upcoming), ...past.slice(0, GIGS_ON_HOME.past)];
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL, viewport: { width: 1440, height: 900 } });
  const thirdParty: string[] = [];
  await context.route(
    (url) => url.hostname !== SITE_HOST && url.protocol !== 'data:',
    (route) => {
      thirdParty.push(route.request().url());
      return route.abort('blockedbyclient');
    },
  );
  const failed: string[] = [];
  try {
    const page = await context.newPage();
    page.on('requestfailed', (request) => failed.push(request.url()));
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    await page.goto('./');

    await expect(pageHeading(page, 'Home')).toBeVisible();
    await expect(page).toHaveTitle(`${content.site.name} | Official site`);
    // (Playwright's text locators skip <noscript>, so it is found by its element.)
    const noscriptNote = page.locator('noscript p');
    await expect(noscriptNote).toBeVisible();
    await expect(noscriptNote).toContainText('need JavaScript');
    await expect(page.getByRole('heading', { name: 'Upcoming gigs' })).toBeVisible();
    if (upcoming.length === 0) {
      await expect(page.getByText('No gigs booked right now.')).toBeVisible();
      const booking = page.getByRole('link', { name: /^Book us/ });
      await expect(booking).toBeVisible();
      await expect(booking).toHaveAttribute('href', `mailto:${content.site.bookingEmail}`);
    }

    // The upcoming gigs, the past gigs unfolded (the noscript stylesheet), and the latest posts, with their dates.
    const shown = [
      ...shownGigs.map((gig, index) => ({ what: `gig ${index + 1}`, date: gig.date })),
      ...content.news.slice(0, POSTS_ON_HOME).map((post) => ({ what: `post ${post.slug}`, date: post.date })),
    ];
    const dates = page.getByRole('main').locator('time');
    await expect(dates).toHaveCount(shown.length);
    for (const [index, { what, date }] of shown.entries()) {
      await expect(dates.nth(index), what).toBeVisible();
      await expect(dates.nth(index), what).toHaveAttribute('datetime', date);
      await expect(dates.nth(index), what).toHaveText(new RegExp(`^\\d{1,2} [A-Z][a-z]{2} ${date.slice(0, 4)}$`));
    }

    // The band's profiles, whichever site.yaml lists.
    for (const { platform, url } of content.site.social) {
      const link = page.getByRole('link', { name: new RegExp(`^${platform}( |$)`) });
      await expect(link, platform).toBeVisible();
      await expect(link, platform).toHaveAttribute('href', url);
    }
    // The players cannot start without JavaScript; their plain links are there.
    await expect(page.getByRole('link', { name: /^.+ on Spotify/ })).toHaveAttribute('href', /^https:\/\/open\.spotify\.com\//);
    await expect(page.getByRole('link', { name: /^.+ on YouTube/ })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\//);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(failed, 'failed requests').toEqual([]);
    expect(thirdParty, 'requests to other hosts').toEqual([]);
  } finally {
    await context.close();
  }
});

test('going offline after the first page still shows a message, never a blank page', async ({
  page,
  content,
  context,
  problems,
  allowProblems,
}) => {
  allowProblems(); // requests fail offline, on purpose
  const release = content.releases[0]!;
  await openRoute(page, '#/', 'Home');
  // The page is live (hydrated): its controls respond.
  const pastGigs = page.getByRole('button', { name: /^Past gigs/ });
  await pastGigs.click();
  await expect(pastGigs).toHaveAttribute('aria-expanded', 'true');

  await context.setOffline(true);
  try {
    await page.goto(`./${releaseHash(release)}`); // same document: only the hash changes, the release's file is not loaded yet
    await expectLayout(page);
    const main = page.getByRole('main');
    const message = main.getByRole('alert');
    await expect(message).toBeVisible();
    await expect(message).toContainText('Something went wrong');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await main.innerText()).trim().length, 'main has text').toBeGreaterThan(20);
  } finally {
    await context.setOffline(false);
  }
  expectNoPageErrors(problems);
});
