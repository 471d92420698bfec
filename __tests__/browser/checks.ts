// What the browser specs check on a page, shared by every-route.spec.ts (one
// visit per route checks them all) and the specs that check one state of one
// page: axe, layout shifts and image attributes, sizes against the budgets,
// and the app's scripts held back to see the first view alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Route } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, loadAllImages, type PageProblems } from './fixtures';

// --- Accessibility -----------------------------------------------------------

/** Lets the header fade-in and any open/close transition reach their end state, so colours are final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) animation.finish();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** axe-core's browser build, put into a page by `page.evaluate`, which the site's CSP does not restrict. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core in the page, every rule it runs by default (WCAG A/AA and
 * best practices), and fails with one readable line per violation: id,
 * impact, and every offending node.
 *
 * axe runs in the page itself, put there once per document. (@axe-core/playwright
 * also opens a second page for each run, to reach into cross-origin frames,
 * and put axe in again each time: a third of a second a run, which is most of
 * the cost here. The pages have no frame until a visitor starts a player.)
 */
export async function expectNoAxeViolations(page: Page, state: string) {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // Only violations are reported, so only theirs get full details (axe's own advice for speed).
  const options: RunOptions = { resultTypes: ['violations'] };
  const violations = await page.evaluate(async (runOptions) => {
    const { axe } = window as unknown as { axe: { run: (context: Document, options: RunOptions) => Promise<AxeResults> } };
    const results = await axe.run(document, runOptions);
    return results.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
  const report = violations.map(({ id, impact, help, targets }) => `${id} (${impact}): ${help} → ${targets.join(' | ')}`);
  expect.soft(report, `axe violations ${state}`).toEqual([]);
}

// --- Layout shifts and images ------------------------------------------------

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: string[];
}

/** Pages the layout-shift recorder is installed on. */
const recording = new WeakSet<Page>();

/**
 * Records every layout shift of each document the page loads from now on,
 * from its first paint (buffered), with what moved. Once per page.
 */
export async function recordLayoutShifts(page: Page) {
  if (recording.has(page)) return;
  recording.add(page);
  await page.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: unknown[]; __layoutShiftObserver: PerformanceObserver };
    w.__layoutShifts = [];
    const describe = (node: Node | null | undefined) => {
      if (!node) return '(gone)';
      if (!(node instanceof Element)) return node.nodeName;
      const label = node.getAttribute('aria-label') ?? node.getAttribute('alt') ?? node.textContent ?? '';
      return `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${label.trim().slice(0, 40)}"`;
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{
        value: number;
        hadRecentInput: boolean;
        startTime: number;
        sources: Array<{ node?: Node | null }>;
      }>) {
        w.__layoutShifts.push({
          value: entry.value,
          hadRecentInput: entry.hadRecentInput,
          startTime: Math.round(entry.startTime),
          sources: entry.sources.map((source) => describe(source.node)),
        });
      }
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    w.__layoutShiftObserver = observer;
  });
}

/** Scrolls through the page a screen at a time, back to the top, and waits for every image and font. */
export async function scrollThrough(page: Page) {
  await loadAllImages(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** The layout shifts recorded since the page loaded (recordLayoutShifts), not caused by input. */
async function shiftsWithoutInput(page: Page): Promise<Shift[]> {
  const shifts = await page.evaluate(() => {
    const w = window as unknown as { __layoutShifts: Shift[]; __layoutShiftObserver: PerformanceObserver };
    // Entries the observer has not yet been called back with.
    for (const entry of w.__layoutShiftObserver.takeRecords() as unknown as Shift[]) {
      w.__layoutShifts.push({
        value: entry.value,
        hadRecentInput: entry.hadRecentInput,
        startTime: Math.round(entry.startTime),
        sources: [],
      });
    }
    return w.__layoutShifts;
  });
  return shifts.filter((shift) => !shift.hadRecentInput);
}

/** The layout-shift score since the page loaded is 0 (the shifts, with what moved, in the message). */
export async function expectNoLayoutShift(page: Page, state: string) {
  const shifts = await shiftsWithoutInput(page);
  const score = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect.soft(score, `layout shift score ${state}: ${JSON.stringify(shifts)}`).toBe(0);
}

/** Every <img>: width and height attributes, and alt text unless a named button (or link) around it says it all. */
export async function imageProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const image of Array.from(document.images)) {
      const name = (image.currentSrc || image.src).split('/').pop();
      const width = image.getAttribute('width');
      const height = image.getAttribute('height');
      if (!width || !(Number(width) > 0)) problems.push(`${name}: no width attribute`);
      if (!height || !(Number(height) > 0)) problems.push(`${name}: no height attribute`);
      const alt = image.getAttribute('alt');
      if (alt === null) {
        problems.push(`${name}: no alt attribute`);
        continue;
      }
      const control = image.closest('button, a');
      const controlText = control
        ? (control.getAttribute('aria-label') ?? '') +
          Array.from(control.childNodes)
            .filter((node) => !(node instanceof Element && node.contains(image)))
            .map((node) => node.textContent ?? '')
            .join('')
        : '';
      const namedControl = control !== null && controlText.trim() !== '';
      if (alt.trim() === '' && !namedControl) problems.push(`${name}: empty alt outside a named button or link`);
      if (alt.trim() !== '' && control?.tagName === 'BUTTON' && namedControl) {
        problems.push(`${name}: alt "${alt}" repeats inside the named button "${controlText.trim()}"`);
      }
    }
    return problems;
  });
}

// --- Size budgets --------------------------------------------------------------
// Measured on what a page really loads in the browser and priced from the
// built files: deterministic, unlike timings. The benchmark (npm run bench)
// reports the timings. Each project checks its own build, so the budgets hold
// for the band's catalogue and for a large generated one.

const KB = 1000;
export const BUDGET = {
  /**
   * JavaScript any route loads, gzip-compressed as hosts serve it: React, the
   * router, the store and the page, and the sign-up form's own file where the
   * band names a mail provider (docs/performance.md has the figures).
   */
  scriptGzip: 103 * KB,
  /** All CSS rules, gzip-compressed (the display font inside them counts towards indexHtmlGzip). */
  styleGzip: 15 * KB,
  /**
   * index.html, gzip-compressed: the first view of every page, with its
   * stylesheet, font and hero art. A new connection delivers about 14.6 KB in
   * its first round trip and 29 KB more in the second (TCP slow start); a third
   * round trip would delay every first paint; this keeps a margin below the
   * two. Pages that grow with releases and gigs are page files of their own,
   * so this bound holds for any catalogue: both projects check it.
   */
  indexHtmlGzip: 42 * KB,
  /** Images the home page fetches on a 375 px phone, as stored. */
  homeImagesAt375: 120 * KB,
  /** JavaScript fetched ahead for the other pages once the app is idle (src/app/prefetch.ts). */
  prefetchScriptGzip: 15 * KB,
};

/** The site's scripts the page requested before the app began fetching for other pages, which it does once the page is whole. */
export function scriptsBeforePrefetch(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const mark = performance.getEntriesByName('kantstott:prefetch')[0];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .filter((entry) => !mark || entry.startTime < mark.startTime)
      .map((entry) => decodeURIComponent(new URL(entry.name).pathname.replace(/^\/kantstott\//, '')));
  });
}

/** Records the site's own files the page fetches from now on, by type. */
export function recordFilesByType(page: Page) {
  const files = { script: new Set<string>(), stylesheet: new Set<string>(), image: new Set<string>(), media: new Set<string>() };
  page.on('requestfinished', (request) => {
    const type = request.resourceType();
    const url = new URL(request.url());
    if (url.hostname !== '127.0.0.1' || !(type in files)) return;
    files[type as keyof typeof files].add(decodeURIComponent(url.pathname.replace(/^\/kantstott\//, '')));
  });
  return files;
}

export const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/**
 * A build's scripts by their name without the content hash (main, page-home …), each with its size in
 * bytes. Two builds of the same code have the same sizes whatever their content: nothing of the catalogue is in
 * the scripts (it is in the page files), so no page's scripts grow with it.
 */
export function scriptSizes(dist: string): Record<string, number> {
  const assets = path.join(dist, 'assets');
  const sizes: Record<string, number> = {};
  for (const file of readdirSync(assets).sort()) {
    const name = /^(.+)\.[0-9a-f]{10}\.js$/.exec(file)?.[1];
    if (name) sizes[name] = statSync(path.join(assets, file)).size;
  }
  return sizes;
}
export const gzipBytes = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + gzipSize(readFileSync(path.join(dist, file))), 0);
export const indexHtml = (dist: string) => readFileSync(path.join(dist, 'index.html'), 'utf8');
/** The stylesheet index.html carries, without the font files inside it. */
export const inlineStyles = (dist: string) =>
  [...indexHtml(dist).matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)]
    .map(([, css = '']) => css.replace(/url\(data:font\/[^)]*\)/g, 'url(font)'))
    .join('\n');
export const storedBytes = (dist: string, files: Iterable<string>) =>
  [...files].reduce((sum, file) => sum + readFileSync(path.join(dist, file)).length, 0);

// --- The first view alone --------------------------------------------------------

/** The app's scripts (page files, pages/*.json, are not: they carry first views). */
const APP_SCRIPTS = '**/assets/*.js';

/**
 * Holds the app's scripts back (or those `scripts` matches: one page's code);
 * they load once the returned function is called, which also stops
 * intercepting: later loads of the page are neither held nor routed through
 * this process (until this is called again).
 */
export async function holdAppScripts(page: Page, scripts = APP_SCRIPTS): Promise<() => Promise<void>> {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const held: Promise<void>[] = [];
  const hold = (route: Route) => {
    const continued = opened.then(() => route.continue());
    held.push(continued);
    return continued;
  };
  await page.route(scripts, hold);
  return async () => {
    open();
    // The held requests go on first: a route removed while its handler still waits cannot be continued.
    await Promise.all(held);
    await page.unroute(scripts, hold);
  };
}

// --- The editor ------------------------------------------------------------------

/** The origins a page's Content-Security-Policy names. */
export async function originsNamed(page: Page): Promise<string[]> {
  const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
  return [...policy.matchAll(/https:\/\/[^\s;]+/g)].map(([origin]) => origin);
}

/**
 * Offline, GitHub's status page (which the editor asks before any sign-in,
 * and its policy names) cannot be reached: that failed request is the one
 * problem the page may show. Nothing else: no script error, no other failure.
 */
export function expectOnlyTheStatusCheckFailed(problems: PageProblems, named: readonly string[]) {
  expect(problems.pageErrors, 'script errors').toEqual([]);
  expect(problems.failedRequests, 'failed requests to the site').toEqual([]);
  // The pictures the editor previews are blob: URLs of its own.
  const elsewhere = problems.thirdPartyRequests.filter((url) => /^https?:/.test(url));
  expect(
    elsewhere.filter((url) => !named.includes(new URL(url).origin)),
    'requests to origins the policy does not name',
  ).toEqual([]);
  const unresolved = elsewhere.map((url) => `net::ERR_NAME_NOT_RESOLVED (${url})`);
  expect(problems.consoleErrors.filter((error) => !unresolved.some((failure) => error.endsWith(failure)))).toEqual([]);
}
