/**
 * Registers the service worker (src/sw.ts, built to sw.js beside index.html),
 * which keeps the site for offline visits. Only in production builds (npm
 * start must never show yesterday's pages), not in one built with
 * SERVICE_WORKER=off (docs/offline.md), and only from a web host: a page
 * opened from disk has none.
 */
export function registerServiceWorker(): void {
  if (process.env.SERVICE_WORKER !== 'on' || !('serviceWorker' in navigator) || !/^https?:$/.test(window.location.protocol)) return;
  // Relative: beside index.html, so its scope is the site's folder, under any sub-path.
  navigator.serviceWorker.register('./sw.js').catch(() => {
    // Refused (private browsing, storage off): the site works as before, online.
  });
}
