// Nothing jumps: on every route, at phone and desktop width, the layout-shift
// score over loading and scrolling through the whole page is 0. Every picture
// reserves its box (width and height attributes) and says what it shows.
import type { Page } from '@playwright/test';
import { expect, loadAllImages, openRoute, test, testEveryRoute } from './fixtures';

interface Shift {
  value: number;
  hadRecentInput: boolean;
  startTime: number;
  sources: string[];
}

/** Records every layout shift from the first paint (buffered), with what moved. */
async function recordLayoutShifts(page: Page) {
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

/** Scrolls through the page half a screen at a time, back to the top, and waits for every image and font. */
async function scrollThrough(page: Page) {
  await loadAllImages(page);
  await page.evaluate(async () => {
    await document.fonts.ready;
    window.scrollTo(0, 0);
    for (let i = 0; i < 3; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

async function collectShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
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
}

/** Every <img>: width and height attributes, and alt text unless a named button (or link) around it says it all. */
async function imageProblems(page: Page): Promise<string[]> {
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
        ? (control.getAttribute('aria-label') ?? '') + Array.from(control.childNodes)
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

/** Pages the layout-shift recorder is installed on. */
const recording = new WeakSet<Page>();

testEveryRoute(
  (route) => `${route}: no layout shift while loading and scrolling at 375 and 1440 px; images sized and described`,
  async ({ page }, route) => {
    // Once per page: a test of several release pages comes here once for each.
    if (!recording.has(page)) await recordLayoutShifts(page);
    recording.add(page);
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1440, height: 900 },
    ]) {
      await test.step(`${viewport.width}×${viewport.height}`, async () => {
        // A fresh load at this width (the recorder is installed again on every load).
        await page.setViewportSize(viewport);
        await page.goto('about:blank');
        await openRoute(page, route.hash, route.heading);
        await scrollThrough(page);

        const shifts = await collectShifts(page);
        const counted = shifts.filter((shift) => !shift.hadRecentInput);
        const score = counted.reduce((sum, shift) => sum + shift.value, 0);
        expect.soft(score, `layout shift score at ${viewport.width}px: ${JSON.stringify(counted)}`).toBe(0);

        expect.soft(await imageProblems(page), `images at ${viewport.width}px`).toEqual([]);
      });
    }
  },
);
