// Every route at every width: the right heading and title, header and footer,
// nothing wider than the screen, and every picture loaded in the rendition
// the browser picks at that width. With SCREENSHOTS=1 (npm run screenshots),
// also a full-page screenshot of each for a human to look over. Then the ways
// a fan arrives at a page: pasted deep links, typed URLs, back/forward.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  expect,
  featuredRelease,
  fixedRoute,
  loadImagesAtThisSize,
  openRoute,
  releaseHash,
  releaseRoute,
  releasesToTest,
  test,
  testEveryRoute,
  trackHash,
  viewports,
} from './fixtures';

/** Full-page screenshots cost a third of this spec's time: taken on demand (npm run screenshots). */
const SCREENSHOTS = process.env.SCREENSHOTS === '1';

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
  testEveryRoute(
    (route) => `${route}: heading, title, no horizontal overflow, pictures loaded${SCREENSHOTS ? ', screenshot' : ''}`,
    async ({ page, content }, route) => {
      const dir = SCREENSHOTS ? screenshotDir() : '';
      await page.setViewportSize({ width: viewports[0].width, height: viewports[0].height });
      await openRoute(page, route.hash, route.heading);

      for (const viewport of viewports) {
        await test.step(`${viewport.name} ${viewport.width}×${viewport.height}`, async () => {
          await page.setViewportSize({ width: viewport.width, height: viewport.height });
          await expect.soft(heading(page, route.heading)).toBeVisible();
          await expect.soft(page).toHaveTitle(route.title);
          await expect.soft(page.getByRole('banner')).toBeVisible();
          await expect
            .soft(page.getByRole('contentinfo'))
            .toContainText(`© ${content.site.copyrightYear} ${content.site.name}`);

          await loadImagesAtThisSize(page);
          const overflow = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect
            .soft(overflow.scrollWidth, `page is wider than the ${viewport.width}px viewport`)
            .toBeLessThanOrEqual(overflow.clientWidth);

          if (SCREENSHOTS) {
            await page.screenshot({
              path: path.join(dir, `${test.info().project.name}-${viewport.name}-${routeSlug(route.hash)}.png`),
              fullPage: true,
              animations: 'disabled',
            });
          }
        });
      }
    },
  );
});

test.describe('deep links', () => {
  test('every release and every track has a deep link that opens it', async ({ page, content, sampleReleases }) => {
    const releases = releasesToTest(content, sampleReleases);
    test.setTimeout(30_000 * releases.length);
    for (const release of releases) {
      await test.step(releaseHash(release), async () => {
        const route = releaseRoute(content, release);
        const list = page.getByRole('list', { name: 'Tracks & lyrics' });
        await page.goto('about:blank');
        await openRoute(page, route.hash, route.heading);
        await expect(page).toHaveTitle(route.title);
        const buttons = list.getByRole('button');
        await expect(buttons).toHaveCount(release.tracks.length);
        for (const [index, track] of release.tracks.entries()) {
          await expect(buttons.nth(index)).toHaveAccessibleName(track.title);
        }
        await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
        for (const track of release.tracks) {
          // Typed while on the site: only the hash changes.
          await page.goto(`./${trackHash(release, track.id)}`);
          const button = list.getByRole('button', { name: track.title, exact: true });
          await expect(button, trackHash(release, track.id)).toHaveAttribute('aria-expanded', 'true');
          await expect(list.getByRole('button', { expanded: true })).toHaveCount(1);
        }
        await expect(heading(page, route.heading)).toBeVisible();
      });
    }
  });

  test('an encoded deep link (%26 for &, or any other character) opens the same release', async ({
    page,
    content,
  }) => {
    const release = content.releases.find((candidate) => candidate.slug.includes('&')) ?? featuredRelease(content);
    const route = releaseRoute(content, release);
    const encoded = `#/media/${encodeURIComponent(release.slug).replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`;
    await openRoute(page, encoded, route.heading);
    await expect(page).toHaveTitle(route.title);
    const first = release.tracks[0]!;
    const button = page.getByRole('button', { name: first.title, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(heading(page, route.heading)).toBeVisible();
  });

  test('a URL typed while on the site (#/band, then a release, then #/gigs) switches the page', async ({
    page,
    content,
  }) => {
    await openRoute(page, '#/', 'Home');
    for (const route of [
      fixedRoute(content, '#/band'),
      releaseRoute(content, content.releases.at(-1)!),
      fixedRoute(content, '#/gigs'),
    ]) {
      await page.goto(`./${route.hash}`);
      await expect(heading(page, route.heading)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
    }
  });

  test('an unknown release slug is "Page not found!" and "Back to Homepage" goes home', async ({ page, content }) => {
    const notFound = fixedRoute(content, '#/no-such-page');
    await openRoute(page, '#/media/no-such-release', notFound.heading);
    await expect(page).toHaveTitle(notFound.title);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(heading(page, 'Home')).toBeVisible();
    await expect(page).toHaveTitle(fixedRoute(content, '#/').title);
    expect(new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  });
});

test('the Media page links every release, newest first, with cover, title and year', async ({ page, content }) => {
  await openRoute(page, '#/media', 'Media');
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(content.releases.length);
  for (const [index, release] of content.releases.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', releaseHash(release));
    await expect(link).toContainText(release.title);
    await expect(link).toContainText(String(release.year));
    await expect(link.getByRole('img')).toHaveAccessibleName(/^Cover of /);
  }
  // Each cover opens its release (the lyrics tests open every release this way); the last one here.
  const last = content.releases.at(-1)!;
  await links.last().click();
  await expect(heading(page, last.title)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(releaseHash(last));
});

test('back and forward move through the pages visited', async ({ page, content }) => {
  const release = featuredRelease(content);
  const main = page.getByRole('navigation', { name: 'Main' });
  await openRoute(page, '#/', 'Home');
  await main.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(heading(page, 'Media')).toBeVisible();
  await page.getByRole('main').getByRole('link').filter({ hasText: release.title }).first().click();
  await expect(heading(page, release.title)).toBeVisible();

  await page.goBack();
  await expect(heading(page, 'Media')).toBeVisible();
  await expect(page).toHaveTitle(fixedRoute(content, '#/media').title);
  await page.goBack();
  await expect(heading(page, 'Home')).toBeVisible();
  await expect(page).toHaveTitle(fixedRoute(content, '#/').title);
  await page.goForward();
  await expect(heading(page, 'Media')).toBeVisible();
  await page.goForward();
  await expect(heading(page, release.title)).toBeVisible();
  await expect(page).toHaveTitle(releaseRoute(content, release).title);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe(releaseHash(release));
});
