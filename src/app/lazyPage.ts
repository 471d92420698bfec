import { createElement, use, type ComponentType } from 'react';

// A route's page, in a file of its own that loads with its first visit, or
// earlier when asked to (preload: see prefetch.ts). Once loaded it renders at
// once, with no suspending; the first visit before that waits for the file.
// A failed load is remembered, so the page shows its error rather than asking
// again on every render, until the visitor moves on (retryFailedPages). A
// visit whose code is gone from the host finds a newer build there, and the
// page reloads into it (the start-up script, src/boot.ts: newerBuild) instead.

/** A page component that can load its code ahead of its first visit. */
export type PreloadablePage = ComponentType & { preload(): Promise<unknown> };
/** A route's page: preloadable, or in the first script already. */
export type RoutePage = ComponentType & { preload?: () => Promise<unknown> };

const failedPages = new Set<() => void>();

/** Gives every page that failed to load a fresh attempt at its next visit. */
export function retryFailedPages(): void {
  failedPages.forEach((retry) => retry());
  failedPages.clear();
}

/** @public the build's list of pages (src/app/pages.ts) calls it, from code it writes. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let request: Promise<ComponentType> | undefined;
  /** Whether a visit waits for the code, not only a look ahead (preload). */
  let visited = false;
  const forget = () => {
    request = undefined;
  };
  const start = () => {
    if (request) return request;
    const loading: Promise<ComponentType> = load().then(
      (module) => {
        // Marked as React marks a promise it has read: a page whose code came ahead of its visit renders at once.
        Object.assign(loading, { status: 'fulfilled', value: module.default });
        return module.default;
      },
      async (error: unknown) => {
        // Reloading into the newer build: this page waits for it rather than showing an error.
        if (visited && (await window.kantstott?.newerBuild())) return new Promise<never>(() => {});
        failedPages.add(forget);
        throw error;
      },
    );
    return (request = loading);
  };
  function LazyPage() {
    visited = true;
    // use() on every render, loaded or not: React replays a render that waited, and expects the same calls.
    return createElement(use(start()));
  }
  return Object.assign(LazyPage, {
    preload() {
      // A load ahead of time that fails is not the visit's failure: the visit asks again.
      return start().catch(forget);
    },
  });
}
