// What the service worker keeps from a fan's first visit (its precache):
// the order it is filled in and the budget it stays within, written once.
// The build (src/prerender.build.tsx, offlineBundles) sorts the site's files into
// bundles in this order:
//   1. the app: its scripts, index.html, 404.html, redirect.js and the fonts;
//   2. the pages without params (home, Band, Media, the gig list) and the
//      pictures they show but for the releases' covers;
//   3. the gig list's past years;
//   4. each release, newest first: its page file (tracks and lyrics) and its cover.
// Bundles are kept whole and in order for as long as the budget holds, so a
// release kept is never older than one left out. Whatever is left is cached
// by the worker once a fan opens it (src/sw.ts), within that cache's own limit.
import { smallestRenditions } from './renditions';

/** What the precache may hold, as the phone stores it: whatever the band adds, the offline copy stays this size. */
export const PRECACHE_BUDGET_BYTES = 1_500_000;

/** Files the offline copy keeps together or not at all (URLs relative to the site's folder). */
export interface OfflineBundle {
  /** What it is, for the build's report: `app`, `release varm&kall`. */
  name: string;
  urls: readonly string[];
}

export interface PrecachePlan<Entry> {
  /** The entries to precache, in the order they came. */
  entries: Entry[];
  /** The bundles kept, then those left to the runtime cache, by name. */
  kept: string[];
  left: string[];
  bytes: number;
}

/**
 * Which of the build's files (`entries`, with their sizes) the worker
 * precaches: the bundles, in order, for as long as the budget holds. The
 * first bundle is the app, which must fit. A file no bundle names is left to
 * the runtime cache.
 */
export function planPrecache<Entry extends { url: string; size: number }>(
  entries: readonly Entry[],
  bundles: readonly OfflineBundle[],
  budget: number = PRECACHE_BUDGET_BYTES,
): PrecachePlan<Entry> {
  const sizes = new Map(entries.map((entry) => [entry.url, entry.size]));
  const chosen = new Set<string>();
  const kept: string[] = [];
  let bytes = 0;
  let index = 0;
  for (; index < bundles.length; index += 1) {
    const bundle = bundles[index]!;
    const added = [...new Set(bundle.urls)].filter((url) => sizes.has(url) && !chosen.has(url));
    const size = added.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
    if (bytes + size > budget) {
      if (index === 0)
        throw new Error(`The app alone (${size} bytes) is over the offline budget of ${budget} bytes (src/lib/offlineCopy.build.ts)`);
      break;
    }
    for (const url of added) chosen.add(url);
    bytes += size;
    kept.push(bundle.name);
  }
  return {
    entries: entries.filter((entry) => chosen.has(entry.url)),
    kept,
    left: bundles.slice(index).map((bundle) => bundle.name),
    bytes,
  };
}

/** The URLs of every file of a picture's renditions (its srcsets and its fallback). */
export function renditionUrls(image: { src: string; sources: readonly { srcSet: string }[] }): string[] {
  const fromSets = image.sources.flatMap((source) => source.srcSet.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? ''));
  return [image.src, ...fromSets].filter(Boolean);
}

/** Of these pictures' files, the one the precache keeps of each: its smallest rendition. */
export const keptRenditions = (images: readonly { src: string; sources: readonly { srcSet: string }[] }[]): string[] => [
  ...smallestRenditions(images.flatMap(renditionUrls)).values(),
];
