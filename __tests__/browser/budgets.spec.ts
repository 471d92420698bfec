// Size budgets, measured on what each route really loads in the browser and
// priced from the built files: deterministic, unlike timings. The benchmark
// (npm run bench) reports the timings. Each project checks its own build, so
// the budgets hold for the band's catalogue and for a large generated one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { expect, loadAllImages, openRoute, test, testEveryRoute } from './fixtures';

const KB = 1000;
const BUDGET = {
  /** JavaScript any route loads, gzip-compressed as hosts serve it. */
  scriptGzip: 100 * KB,
  /** All CSS rules, gzip-compressed (the display font inside them counts towards indexHtmlGzip). */
  styleGzip: 15 * KB,
  /**
   * index.html, gzip-compressed: the first view of every page, with its
   * stylesheet, font and hero art. A new connection delivers about 14.6 KB in
   * its first round trip and 29 KB more in the second (TCP slow start); a third
   * round trip would delay every first paint. Pages that grow with releases
   * and gigs are page files of their own, so this bound holds for any
   * catalogue: both projects check it.
   */
  indexHtmlGzip: 40 * KB,
  /** Images the home page fetches on a 375 px phone, as stored. */
  homeImagesAt375: 120 * KB,
  /** JavaScript fetched ahead for the other pages once the app is idle (src/app/prefetch.ts). */
  prefetchScriptGzip: 15 * KB,
};

/** The site's scripts the page requested before the app began fetching for other pages. */
function scriptsBeforePrefetch(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('kantstott:prefetch')[0];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .filter((entry) => !mark || entry.startTime < mark.startTime)
      .map((entry) => decodeURIComponent(new URL(entry.name).pathname.replace(/^\/kantstott\//, '')));
  });
}

/** Records the site's own files a page fetches, by type. */
function recordRequests(page: Page) {
  const files = { script: new Set<string>(), stylesheet: new Set<string>(), image: new Set<string>() };
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' || !(type in files)) return;
    files[type as keyof typeof files].add(decodeURIComponent(url.pathname.replace(/^\/kantstott\//, '')));
  });
  return files;
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;
const gzipBytes = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(readFileSync(path.join(dist, file))), 0);
const indexHtml = (dist: string) => readFileSync(path.join(dist, 'index.html'), 'utf8');
/** The stylesheet index.html carries, without the font files inside it. */
const inlineStyles = (dist: string) =>
  [...indexHtml(dist).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css.replace(/url\(data:font\/[^)]*\)/g, 'url(font)'))
    .join('\n');
const storedBytes = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);

test.describe('budgets', () => {
  testEveryRoute(
    (route) => `${route} loads at most 100 KB of gzipped JavaScript and 15 KB of CSS`,
    async ({ page, distDir }, route) => {
      // A fresh load for each route: what this route alone loads.
      await page.goto('about:blank');
      const files = recordRequests(page);
      await openRoute(page, route.hash, route.heading);
      // The release pages fetch their lyrics after the heading shows.
      if (route.hash.startsWith('#/media/')) {
        await expect(page.getByRole('list', { name: 'Tracks & lyrics' })).toBeVisible();
      }
      await page.waitForLoadState('networkidle');
      // Once idle, the app fetches the other pages' code ahead (src/app/prefetch.ts):
      // that is not this route's cost, and has a budget of its own below.
      const ownScripts = await scriptsBeforePrefetch(page);
      expect(ownScripts.length).toBeGreaterThan(0);
      const scripts = gzipBytes(distDir, ownScripts);
      const styles = gzipSize(inlineStyles(distDir)) + gzipBytes(distDir, files.stylesheet);
      test.info().annotations.push({ type: 'sizes', description: `JS ${scripts} B, CSS ${styles} B (gzip)` });
      expect(scripts).toBeLessThanOrEqual(BUDGET.scriptGzip);
      expect(styles).toBeLessThanOrEqual(BUDGET.styleGzip);
    },
  );

  test('once idle, the app fetches the other pages\' code ahead: at most 15 KB, and no release page file', async ({
    page,
    distDir,
    content,
  }) => {
    await page.goto('about:blank');
    const files = recordRequests(page);
    const pageFiles: string[] = [];
    page.on('request', (request) => {
      if (/\/pages\//.test(request.url())) pageFiles.push(decodeURIComponent(new URL(request.url()).pathname));
    });
    await openRoute(page, '#/', 'Home');
    await page.waitForFunction(() => performance.getEntriesByName('kantstott:prefetch').length > 0);
    await page.waitForLoadState('networkidle');
    const own = new Set(await scriptsBeforePrefetch(page));
    const ahead = [...files.script].filter((file) => !own.has(file));
    const bytes = gzipBytes(distDir, ahead);
    test.info().annotations.push({ type: 'sizes', description: `prefetched JS ${bytes} B in ${ahead.length} files` });
    expect(ahead.length, 'some code is fetched ahead').toBeGreaterThan(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET.prefetchScriptGzip);
    // What is fetched ahead does not grow with the catalogue: no release's page file until its link is pointed at.
    for (const release of content.releases) {
      expect(pageFiles.filter((file) => file.includes(`/pages/media/${release.slug}.`))).toEqual([]);
    }
  });

  test('index.html, with the home page and the small pages, is at most 40 KB gzipped', ({ distDir }) => {
    const html = gzipSize(indexHtml(distDir));
    test.info().annotations.push({ type: 'sizes', description: `index.html ${html} B (gzip)` });
    expect(inlineStyles(distDir).length, 'the stylesheet is inside index.html').toBeGreaterThan(1000);
    expect(html).toBeLessThanOrEqual(BUDGET.indexHtmlGzip);
  });

  test('the home page fetches at most 120 KB of images on a 375 px phone', async ({ page, distDir }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const files = recordRequests(page);
    await openRoute(page, '#/', 'Home');
    await loadAllImages(page);
    const images = storedBytes(distDir, files.image);
    test.info().annotations.push({ type: 'sizes', description: `images ${images} B in ${files.image.size} files` });
    expect(files.image.size).toBeGreaterThan(0);
    expect(images).toBeLessThanOrEqual(BUDGET.homeImagesAt375);
  });
});
