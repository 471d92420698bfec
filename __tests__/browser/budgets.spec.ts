// Size budgets that are not a single route's (every-route.spec.ts checks
// each route's JavaScript and CSS): what the app fetches ahead once idle,
// index.html itself, and the home page's images on a phone.
import type { Browser, ViewportSize } from '@playwright/test';
import { builds } from '../../playwright.config';
import {
  BUDGET,
  gzipBytes,
  gzipSize,
  indexHtml,
  inlineStyles,
  recordFilesByType,
  scriptsBeforePrefetch,
  scriptSizes,
  storedBytes,
} from './checks';
import { CATALOGUE, expect, loadAllImages, openRoute, test } from './fixtures';

test.describe('budgets', () => {
  test(
    "once idle, the app fetches the other pages' code ahead: at most 15 KB, and no release page file",
    { tag: CATALOGUE },
    async ({ page, browser, baseURL, distDir, content }) => {
      await page.goto('about:blank');
      const files = recordFilesByType(page);
      const pageFiles: string[] = [];
      page.on('request', (request) => {
        if (/\/pages\//.test(request.url())) pageFiles.push(decodeURIComponent(new URL(request.url()).pathname));
      });
      await openRoute(page, '#/', 'Home');
      // Every file fetched ahead has been asked for (each when the browser is idle again: on a loaded
      // machine that can be later than networkidle's half second of quiet), and has come.
      await page.waitForFunction(() => performance.getEntriesByName('kantstott:prefetched').length > 0);
      await page.waitForLoadState('networkidle');
      // The home page's own scripts: those of a visit that asked to save data, which fetches nothing
      // ahead, but for the module that does the fetching ahead (src/app/prefetch.ts), which counts here.
      const own = await homeScriptsWithSaveData(browser, baseURL!, page.viewportSize());
      // Fetching ahead waits for the page whole, a part that comes later (the sign-up form) included:
      // it never competes with the page's own code, and the route's budget counts all of that code.
      expect(new Set(await scriptsBeforePrefetch(page)), "the page's own scripts, all before any fetched ahead").toEqual(own);
      const ahead = [...files.script].filter((file) => !own.has(file));
      const bytes = gzipBytes(distDir, ahead);
      test.info().annotations.push({ type: 'sizes', description: `prefetched JS ${bytes} B in ${ahead.length} files` });
      expect(ahead.length, 'some code is fetched ahead').toBeGreaterThan(0);
      expect(bytes).toBeLessThanOrEqual(BUDGET.prefetchScriptGzip);
      // What is fetched ahead does not grow with the catalogue: no release's page file until its link is pointed at.
      for (const release of content.releases) {
        expect(pageFiles.filter((file) => file.includes(`/pages/media/${release.slug}.`))).toEqual([]);
      }
    },
  );

  // Both builds of every run, the band's and a generated catalogue of another size: the same scripts, byte for
  // byte in size, so every route's cost is the catalogue's page file and nothing more. (The main script also
  // carries site.yaml's details, which the generated catalogue adds a mailing list to: offline.spec.ts compares
  // it with a catalogue twice the generator's largest.)
  test("no script grows with the catalogue: the band's build and the generated one have the same scripts, the same size", () => {
    const { main: _bandMain, ...band } = scriptSizes(builds.band.distDir);
    const { main: _largeMain, ...large } = scriptSizes(builds.large.distDir);
    expect(Object.keys(band)).toContain('page-home');
    expect(large).toEqual(band);
  });

  test('index.html, with the home page and the small pages, is at most 42 KB gzipped', { tag: CATALOGUE }, ({ distDir }) => {
    const html = gzipSize(indexHtml(distDir));
    test.info().annotations.push({ type: 'sizes', description: `index.html ${html} B (gzip)` });
    expect(inlineStyles(distDir).length, 'the stylesheet is inside index.html').toBeGreaterThan(1000);
    // With the brand's colours written in (scripts/brand.js), not named.
    expect(inlineStyles(distDir)).not.toMatch(/\bbrand\(/);
    expect(html).toBeLessThanOrEqual(BUDGET.indexHtmlGzip);
  });

  test('the home page fetches at most 120 KB of images on a 375 px phone', { tag: CATALOGUE }, async ({ page, distDir }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const files = recordFilesByType(page);
    await openRoute(page, '#/', 'Home');
    await loadAllImages(page);
    const images = storedBytes(distDir, files.image);
    test.info().annotations.push({ type: 'sizes', description: `images ${images} B in ${files.image.size} files` });
    expect(files.image.size).toBeGreaterThan(0);
    expect(images).toBeLessThanOrEqual(BUDGET.homeImagesAt375);
  });
});

/**
 * The scripts the home page loads for itself: those of a visit, in a context of its own, that asked
 * to save data, but for the prefetch module (its chunk, "prefetch"), which loads there too, to fetch
 * a page when its link is pointed at.
 */
async function homeScriptsWithSaveData(browser: Browser, baseURL: string, viewport: ViewportSize | null): Promise<Set<string>> {
  const context = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
    const files = recordFilesByType(page);
    await openRoute(page, '#/', 'Home');
    await page.waitForLoadState('networkidle');
    return new Set([...files.script].filter((file) => !/^assets\/prefetch\.[0-9a-f]+\.js$/.test(file)));
  } finally {
    await context.close();
  }
}
