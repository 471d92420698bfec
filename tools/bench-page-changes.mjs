/* global document, window, requestAnimationFrame -- page.evaluate runs in the browser */
// Page changes, timed in Chromium (part of npm run bench): the app is opened
// at home and left idle until it has fetched ahead, then the visitor moves on
// by link (pointed at for 100 ms, then clicked, as a hand does), by an address
// typed into the same tab, and by back and forward. Each time is from the
// action to the first frame that shows the new page's heading and title. Once
// on a desktop CPU, once with the CPU slowed 4× (Chromium's own throttling).
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './chromium.js';

/** @typedef {import('../src/content/content').Content<unknown>} Content the content as loaded (any picture type) */
/**
 * One page change: what the visitor does (one of click, hash, history), and
 * the heading and title the new page shows.
 * @typedef {{ name: string; action: { click?: string; hash?: string; history?: 'back' | 'forward' }; heading: string; title: string }} Change
 */
/** @typedef {{ name: string; ms: number }} ChangeTime */

/**
 * The changes, in order, from the content: each with what the page must show.
 * @param {Content} content @returns {Change[]}
 */
function changesFor(content) {
  const title = (/** @type {string} */ page) => `${content.site.name} | ${page}`;
  // Every catalogue has a release.
  const newest = /** @type {Content['releases'][number]} */ (content.releases[0]);
  const media = { heading: 'Media', title: title('Media') };
  const release = { heading: newest.title, title: title(newest.title) };
  return [
    { name: 'link: Band', action: { click: 'header a[href="#/band"]' }, heading: 'Band', title: title('Band') },
    { name: 'link: Media', action: { click: 'header a[href="#/media"]' }, ...media },
    { name: 'link: a release', action: { click: `main a[href="#/media/${newest.slug}"]` }, ...release },
    { name: 'typed address: #/gigs', action: { hash: '#/gigs' }, heading: 'Gigs', title: title('Gigs') },
    { name: 'back', action: { history: 'back' }, ...release },
    { name: 'back', action: { history: 'back' }, ...media },
    { name: 'forward', action: { history: 'forward' }, ...release },
    { name: 'typed address: #/', action: { hash: '#/' }, heading: 'Home', title: title('Official site') },
  ];
}

/**
 * @param {import('@playwright/test').Browser} browser @param {string} url @param {Content} content @param {number} cpuSlowdown
 * @returns {Promise<ChangeTime[]>}
 */
async function run(browser, url, content, cpuSlowdown) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await page.goto(url);
  await page.waitForFunction(() => performance.getEntriesByName('kantstott:prefetched').length > 0, null, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const times = [];
  for (const change of changesFor(content)) {
    if (change.action.click) {
      await page.hover(change.action.click);
      await page.waitForTimeout(100);
    }
    // The link clicked was just hovered, so it is there; an action neither a click nor a hash is a history step.
    const ms = await page.evaluate(
      /** @returns {Promise<number>} */ ({ action, heading, title }) => {
        const start = performance.now();
        if (action.click) /** @type {HTMLElement} */ (document.querySelector(action.click)).click();
        else if (action.hash) window.location.hash = action.hash;
        else window.history[/** @type {'back' | 'forward'} */ (action.history)]();
        return new Promise((resolve, reject) => {
          const check = () => {
            if (document.querySelector('main h1')?.textContent === heading && document.title === title) resolve(performance.now() - start);
            else if (performance.now() - start > 10_000) reject(new Error(`${heading} never showed`));
            else requestAnimationFrame(check);
          };
          check();
        });
      },
      change,
    );
    times.push({ name: change.name, ms: Math.round(ms) });
    await page.waitForTimeout(300);
  }
  await page.close();
  return times;
}

/**
 * Each page change's time in ms, median of `runs`, on desktop and with the CPU slowed 4×.
 * @param {{ url: string; content: Content; runs?: number }} options
 * @returns {Promise<{ cpuSlowdown: number; changes: ChangeTime[] }[]>}
 */
export async function measurePageChanges({ url, content, runs = 3 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumFlags });
  try {
    const result = [];
    for (const cpuSlowdown of [1, 4]) {
      /** @type {ChangeTime[][]} */
      const perRun = [];
      for (let index = 0; index < runs; index++) perRun.push(await run(browser, url, content, cpuSlowdown));
      const median = (/** @type {number[]} */ values) =>
        /** @type {number} */ ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]);
      // runs ≥ 1, and every run times the same changes.
      result.push({
        cpuSlowdown,
        changes: /** @type {ChangeTime[]} */ (perRun[0]).map((change, index) => ({
          name: change.name,
          ms: median(perRun.map((times) => /** @type {ChangeTime} */ (times[index]).ms)),
        })),
      });
    }
    return result;
  } finally {
    await browser.close();
  }
}
