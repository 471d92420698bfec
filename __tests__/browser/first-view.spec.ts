// Every page's first view comes inside index.html: a deep link shows its page
// before the app's scripts arrive (public/boot.js starts them after that first
// view), the app then hydrates the very same markup, and what a visitor does
// in the meantime is not lost.
import type { Page } from '@playwright/test';
import { expect, expectPictureLoaded, routes, test } from './fixtures';

/** Holds the app's scripts back; they load once the returned function is called. */
async function holdAppScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const goTo = (page: Page, hash: string) => page.goto(hash === '#/' ? './' : `./${hash}`);
const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const appReady = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-app', 'ready');

for (const route of routes) {
  test(`${route.hash} shows its page before the app's scripts arrive, then the app takes that page over`, async ({
    page,
  }) => {
    const release = await holdAppScripts(page);
    await goTo(page, route.hash);
    await expect(pageHeading(page, route.heading)).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    const heading = await pageHeading(page, route.heading).elementHandle();

    release();
    await appReady(page);
    await expect(pageHeading(page, route.heading)).toBeVisible();
    await expect(page).toHaveTitle(route.title);
    // Hydrated in place, not drawn again. An address the site does not have
    // only gets a placeholder: the app decides what it shows.
    const kept = await heading?.evaluate((node) => node.isConnected);
    expect(kept, 'the first view is the page the app runs on').toBe(route.hash !== '#/no-such-page');
  });
}

test('the home page asks for nothing but index.html before its first view is on screen', async ({ page, baseURL }) => {
  const release = await holdAppScripts(page);
  const requested: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:')) requested.push(request.url());
  });
  await goTo(page, '#/');
  const hero = page.getByRole('img', { name: /skateboard mid-kickflip/ });
  await expect(hero).toBeVisible();
  await expectPictureLoaded(hero, 'hero art drawn');
  await expect(page.getByRole('link', { name: 'Kantstött, home' })).toBeVisible();
  await page.waitForLoadState('load');
  // Stylesheet, font, logo, favicon and hero art all came inside the page; the
  // app's scripts are asked for (and held here) only after the first view.
  expect(requested.filter((url) => !/\/assets\/[\w.-]+\.js$/.test(url))).toEqual([baseURL]);
  expect(await page.evaluate(() => getComputedStyle(document.querySelector('h1') as Element).fontFamily)).toMatch(
    /^"?Archivo Black/,
  );
  expect(await page.evaluate(() => document.fonts.check('1em "Archivo Black"'))).toBe(true);

  release();
  await appReady(page);
});

test('a shared track link shows its release at once, then opens the track', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goTo(page, '#/media/varm&kall/mareld');
  await expect(pageHeading(page, 'VARM & KALL EP')).toBeVisible();
  const mareld = page.getByRole('button', { name: 'Mareld', exact: true });
  await expect(mareld).toHaveAttribute('aria-expanded', 'false');

  release();
  await appReady(page);
  await expect(mareld).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).locator('[aria-expanded="true"]')).toHaveCount(1);
});

test('before the app runs, the header links lead to the first view of their pages', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goTo(page, '#/band');
  await expect(pageHeading(page, 'Band')).toBeVisible();

  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Media');
  expect(new URL(page.url()).hash).toBe('#/media');
  const heading = await pageHeading(page, 'Media').elementHandle();

  release();
  await appReady(page);
  expect(await heading?.evaluate((node) => node.isConnected), 'the app hydrates the page now shown').toBe(true);
  await mainNav.getByRole('link', { name: 'Band', exact: true }).click();
  await expect(pageHeading(page, 'Band')).toBeVisible();
});

test('a button pressed before the app runs takes effect once it does, once', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goTo(page, '#/media/kniv');
  const kniv = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: 'Kniv', exact: true });
  await kniv.click();
  await expect(kniv, 'nothing to run it yet').toHaveAttribute('aria-expanded', 'false');

  release();
  await appReady(page);
  await expect(kniv).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Chorus', exact: true }).first()).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe('#/media/kniv/kniv');
});

test('the past gigs toggle pressed on the home page before the app runs opens the list', async ({ page }) => {
  const release = await holdAppScripts(page);
  await goTo(page, '#/');
  const toggle = page.getByRole('button', { name: /Past gigs/ });
  await toggle.click();

  release();
  await appReady(page);
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
