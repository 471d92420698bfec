/** @jest-environment node */
// The offline copy's plan (src/lib/offlineCopy.build.ts): for any catalogue, the
// precache stays within its budget, keeps the app, and keeps bundles whole
// and in order, so no release kept is older than one left out.
import fc from 'fast-check';
import { planPrecache, PRECACHE_BUDGET_BYTES, type OfflineBundle } from '../../src/lib/offlineCopy.build';
import { handledByWorker } from '../../src/lib/workerScope';
import { offlineBundles } from '../../src/prerender.build';
import { isAudioPath } from '../../src/util/audio';
import { fixtureCatalogue } from '../support/fixtureSite';

/** A site's files as bundles of made-up files with these sizes: the first bundle is the app. */
function siteOf(bundleSizes: number[][]) {
  const bundles: OfflineBundle[] = bundleSizes.map((sizes, index) => ({
    name: index === 0 ? 'app' : `bundle ${index}`,
    urls: sizes.map((_, file) => `file-${index}-${file}`),
  }));
  const entries = bundleSizes.flatMap((sizes, index) => sizes.map((size, file) => ({ url: `file-${index}-${file}`, size })));
  return { bundles, entries };
}

const fileSize = fc.integer({ min: 0, max: 200_000 });
const site = fc.tuple(
  fc.array(fileSize, { minLength: 1, maxLength: 5 }),
  fc.array(fc.array(fileSize, { maxLength: 4 }), { maxLength: 60 }),
);

test('whatever the catalogue, the precache is within budget, holds the app, and keeps a prefix of the bundles whole', () => {
  fc.assert(
    fc.property(site, ([app, rest]) => {
      const { bundles, entries } = siteOf([app, ...rest]);
      const plan = planPrecache(entries, bundles);
      const total = plan.entries.reduce((sum, entry) => sum + entry.size, 0);
      expect(total).toBe(plan.bytes);
      expect(plan.bytes).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
      expect([...plan.kept, ...plan.left]).toEqual(bundles.map((bundle) => bundle.name));
      expect(plan.kept[0]).toBe('app');
      const keptUrls = new Set(plan.entries.map((entry) => entry.url));
      for (const bundle of bundles) {
        const inPlan = bundle.urls.map((url) => keptUrls.has(url));
        expect(inPlan.every((kept) => kept === plan.kept.includes(bundle.name))).toBe(true);
      }
      // The first bundle left out would not have fitted.
      const next = bundles.find((bundle) => bundle.name === plan.left[0]);
      if (next) {
        const size = entries.filter((entry) => next.urls.includes(entry.url)).reduce((sum, entry) => sum + entry.size, 0);
        expect(plan.bytes + size).toBeGreaterThan(PRECACHE_BUDGET_BYTES);
      }
    }),
  );
});

test('an app over the budget stops the build with a message that says so', () => {
  const { bundles, entries } = siteOf([[PRECACHE_BUDGET_BYTES, 1]]);
  expect(() => planPrecache(entries, bundles)).toThrow(/app alone .* over the offline budget/);
});

test('a file named by two bundles counts once, in the first; a file no bundle names is left to the runtime cache', () => {
  const entries = [
    { url: 'main.js', size: 10 },
    { url: 'cover.avif', size: 5 },
    { url: 'pages/media/a.json', size: 3 },
    { url: 'unlisted.webp', size: 1 },
  ];
  const plan = planPrecache(
    entries,
    [
      { name: 'app', urls: ['main.js'] },
      { name: 'pages', urls: ['cover.avif'] },
      { name: 'release a', urls: ['pages/media/a.json', 'cover.avif', 'not-built.json'] },
    ],
    18,
  );
  expect(plan.entries.map((entry) => entry.url)).toEqual(['main.js', 'cover.avif', 'pages/media/a.json']);
  expect(plan.bytes).toBe(18);
});

describe('the band’s recordings are never kept offline', () => {
  const SCOPE = 'https://band.example/kantstott/';

  test('the service worker handles none of them, as it handles none of the editor', () => {
    expect(handledByWorker(`${SCOPE}audio/birds/01-birds-dont-sing.0123456789.mp3`, SCOPE)).toBe(false);
    expect(handledByWorker(`${SCOPE}audio/varm-kall/02-mareld.0123456789.opus`, SCOPE)).toBe(false);
    expect(handledByWorker(`${SCOPE}admin/config.yml`, SCOPE)).toBe(false);
    // The site's own files, and only its own.
    expect(handledByWorker(`${SCOPE}pages/media/birds.0123456789.json`, SCOPE)).toBe(true);
    expect(handledByWorker(`${SCOPE}assets/cover-birds-400.0123456789.avif`, SCOPE)).toBe(true);
    expect(handledByWorker(`${SCOPE}media/audio/`, SCOPE)).toBe(true);
    expect(handledByWorker('https://band.example/audio/x.mp3', SCOPE)).toBe(false);
  });

  test('the offline copy names none of them, so the precache leaves every one out, whatever its budget', async () => {
    const catalogue = await fixtureCatalogue();
    // Every track of the catalogue with a recording, as the build describes one.
    const content = {
      ...catalogue,
      releases: catalogue.releases.map((release) => ({
        ...release,
        tracks: release.tracks.map((track, index) => ({
          ...track,
          recording: {
            duration: 60,
            sources: [{ url: `audio/${release.slug}/${index + 1}.0123456789.mp3`, type: 'audio/mpeg' }],
          },
        })),
      })),
    };
    const audio = content.releases.flatMap((release) =>
      release.tracks.flatMap((track) => track.recording.sources.map((source) => source.url)),
    );
    expect(audio.length).toBeGreaterThan(0);
    const urls = ['assets/main.0123456789.js', 'index.html', ...audio];
    const bundles = offlineBundles({ content, pages: [], version: '0123456789', now: Date.now() }, urls);
    expect(bundles.flatMap((bundle) => bundle.urls).filter((url) => isAudioPath(url))).toEqual([]);
    const plan = planPrecache(
      urls.map((url) => ({ url, size: 1 })),
      bundles,
      Number.MAX_SAFE_INTEGER,
    );
    expect(plan.entries.map((entry) => entry.url)).toEqual(['assets/main.0123456789.js', 'index.html']);
  });
});
