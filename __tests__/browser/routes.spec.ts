// Every route at every width: the right heading and title, nothing wider than
// the screen, and a full-page screenshot for a human to look over. Then the
// ways a fan arrives at a page: pasted deep links, typed URLs, back/forward.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, loadAllImages, openRoute, routes, test, viewports } from './fixtures';

/** `#/media/varm&kall` → `media-varm-kall`; `#/` → `home`. */
function routeSlug(hash: string): string {
  return hash.replace(/^#\/?/, '').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

function screenshotDir(): string {
  const configFile = test.info().config.configFile;
  const root = configFile ? path.dirname(configFile) : process.cwd();
  const dir = path.join(root, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('every route at every width', () => {
  for (const route of routes) {
    test(`${route.hash}: heading, title, no horizontal overflow, screenshot`, async ({ page }) => {
      const dir = screenshotDir();
      await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
      await openRoute(page, route.hash, route.heading);

      for (const viewport of viewports) {
        await test.step(`${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect.soft(heading(page, route.heading)).toBeVisible();
          await expect.soft(page).toHaveTitle(route.title);
          await expect.soft(page.getByRole('banner')).toBeVisible();
          await expect.soft(page.getByRole('contentinfo')).toContainText('© 2025 Kantstött');

          await loadAllImages(page);
          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect
            .soft(overflow.scrollWidth, `page is wider than the ${viewport.width}px viewport`)
            .toBeLessThanOrEqual(overflow.clientWidth);

          await page.screenshot({
            path: path.join(dir, `${viewport.name}-${routeSlug(route.hash)}.png`),
            fullPage: true,
            animations: 'disabled',
          });
        });
      }
    });
  }
});

test.describe('deep links', () => {
  test('#/media/varm&kall and #/media/varm%26kall both open VARM & KALL EP, and its tracks work', async ({ page }) => {
    for (const hash of ['#/media/varm&kall', '#/media/varm%26kall']) {
      await test.step(hash, async () => {
        await page.goto('about:blank');
        await openRoute(page, hash, 'VARM & KALL EP');
        await expect(page).toHaveTitle('Kantstött | VARM & KALL EP');
        await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button')).toHaveCount(5);
        const mareld = page.getByRole('button', { name: 'Mareld', exact: true });
        await mareld.click();
        await expect(mareld).toHaveAttribute('aria-expanded', 'true');
        await expect(heading(page, 'VARM & KALL EP')).toBeVisible();
      });
    }
  });

  test('a URL typed while on the site (#/band, then #/media/kniv) switches the page', async ({ page }) => {
    await openRoute(page, '#/', 'Home');
    await page.goto('./#/band');
    await expect(heading(page, 'Band')).toBeVisible();
    await expect(page).toHaveTitle('Kantstött | Band');
    await page.goto('./#/media/kniv');
    await expect(heading(page, 'Kniv (Live Recording Session)')).toBeVisible();
    await expect(page).toHaveTitle('Kantstött | Kniv (Live Recording Session)');
  });

  test('an unknown release slug is "Page not found!" and "Back to Homepage" goes home', async ({ page }) => {
    await openRoute(page, '#/media/no-such-release', 'Page not found!');
    await expect(page).toHaveTitle('Kantstött | Page not found');
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(heading(page, 'Home')).toBeVisible();
    await expect(page).toHaveTitle('Kantstött | Official site');
    expect(new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  });
});

test('the Media page links its four releases with cover, title and year', async ({ page }) => {
  const releases = [
    { href: '#/media/birds', title: "Birds don't sing / Fritt fall", year: '2024' },
    { href: '#/media/varm&kall', title: 'VARM & KALL EP', year: '2022' },
    { href: '#/media/kniv', title: 'Kniv (Live Recording Session)', year: '2021' },
    { href: '#/media/spring', title: 'Spring/Två Cent', year: '2021' },
  ];
  await openRoute(page, '#/media', 'Media');
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(releases.length);
  for (const [index, release] of releases.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', release.href);
    await expect(link).toContainText(release.title);
    await expect(link).toContainText(release.year);
    await expect(link.getByRole('img')).toHaveAccessibleName(/^Cover of /);
  }
  // Each cover opens its release (the lyrics tests open every release this way); one here, by its link.
  await links.nth(1).click();
  await expect(heading(page, releases[1]!.title)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(releases[1]!.href);
});

test('back and forward move through the pages visited', async ({ page }) => {
  const main = page.getByRole('navigation', { name: 'Main' });
  await openRoute(page, '#/', 'Home');
  await main.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(heading(page, 'Media')).toBeVisible();
  await page.getByRole('main').getByRole('link').filter({ hasText: 'VARM & KALL EP' }).click();
  await expect(heading(page, 'VARM & KALL EP')).toBeVisible();

  await page.goBack();
  await expect(heading(page, 'Media')).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Media');
  await page.goBack();
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Official site');
  await page.goForward();
  await expect(heading(page, 'Media')).toBeVisible();
  await page.goForward();
  await expect(heading(page, 'VARM & KALL EP')).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | VARM & KALL EP');
  expect(new URL(page.url()).hash).toBe('#/media/varm&kall');
});
