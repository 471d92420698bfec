import { use, type FulfilledReactPromise } from 'react';

// Each page's content comes from a file the build writes for it,
// pages/<path>.js (see pageFile in routes.ts): the data the page is drawn
// from, plus, for pages that grow with the catalogue, its first view as HTML.
// The start-up script (src/boot.ts) loads them, for its own first view and
// for the app (window.kantstott.load), through one cache
// (lib/pageFileCache.ts), so that nothing in the scripts grows with the
// band's catalogue. The build-time render puts files in place instead
// (primePageFile).

/** What the build writes for a page. */
export interface PageFile<Data = unknown> {
  title: string;
  description: string;
  /** The page's first view, for pages whose copy is not inside index.html. */
  html?: string;
  data: Data;
}

declare global {
  interface Window {
    /**
     * The start-up script's loader (src/boot.ts), which the app goes on with;
     * absent only where no start-up script ran (the build-time render).
     */
    kantstott?: StartUpLoader;
  }
}

/** What the start-up script hands the app: every member is there whenever the loader is. */
export interface StartUpLoader {
  /** A page's file, or null for an address the site has no page for: the same promise until it fails and `retry` is called. */
  load(path: string): Promise<PageFile | null>;
  /** Drops every failed request, so the next `load` of those pages asks again. */
  retry(): void;
  /** Called by a page file's script (pages/<path>.js, opened from disk) with the file it holds (src/prerender.build.tsx writes the call). */
  page(path: string, file: PageFile): void;
  /** Starts loading the page file an address needs, if its page has one (a route path: `/media/kniv/2`). */
  prefetch(route: string): void;
  /** Whether the host has a newer build than this page's, which the page then reloads into (true: it is); rejects (NEWER_BUILD_WAITING) while music plays. */
  newerBuild(): Promise<boolean>;
  /** Whether this phone keeps the page's file for offline use (in the service worker's caches). */
  kept(path: string): Promise<boolean>;
}

// The build-time render has no start-up script: its page's file is handed in (primePageFile).
const primed = new Map<string, Promise<PageFile>>();

/** The build-time render and the tests: the page file at `path` is this one, already here. */
export function primePageFile(path: string, file: PageFile): void {
  // React's `use` reads a settled promise marked like this without suspending.
  const ready = Object.assign(Promise.resolve(file), { status: 'fulfilled', value: file } satisfies Omit<
    FulfilledReactPromise<PageFile>,
    'then'
  >);
  primed.set(path, ready);
}

/** The page file at `path`, from the start-up script's one cache (lib/pageFileCache.ts): the same promise at every render. */
function request(path: string): Promise<PageFile | null> {
  const loader = typeof window === 'undefined' ? undefined : window.kantstott;
  const pending = loader?.load(path);
  if (!pending) return primed.get(path) ?? Promise.reject(new Error(`No page file for ${path}: the start-up script is not on this page`));
  // Marked as React marks a promise it has read, once: a file that arrived
  // ahead of its page's visit renders at once, without suspending first.
  if (!('status' in pending)) {
    Object.assign(pending, { status: 'pending' });
    pending.then(
      (value) => void Object.assign(pending, { status: 'fulfilled', value }),
      (reason: unknown) => void Object.assign(pending, { status: 'rejected', reason }),
    );
  }
  return pending;
}

/** The data of the page at `path`, or null if the site has no such page; suspends until its file has arrived. */
export function usePageData<Data>(path: string): Data | null {
  const file = use(request(path));
  return file ? (file.data as Data) : null;
}

/** The data of the page at `path`, or null if the site has no such page, without suspending. */
export const pageData = <Data>(path: string): Promise<Data | null> => request(path).then((file) => (file ? (file.data as Data) : null));

/** Drops every failed request, so the next render of those pages asks again. */
export function retryFailedPageFiles(): void {
  window.kantstott?.retry();
}
