// The service worker of a site built with SERVICE_WORKER=off
// (docs/offline.md): the switch that removes the real one (src/sw.ts). A visitor's
// browser checks sw.js at each visit and finds this in its place: it takes
// over at once, deletes this site's caches (their names end with its scope)
// and unregisters itself. It handles no request, and the pages of that build
// register no worker, so from then on the site is served as plain files.
var worker = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

worker.addEventListener('install', function install() {
  worker.skipWaiting();
});

worker.addEventListener('activate', function activate(event) {
  var scope = worker.registration.scope;
  event.waitUntil(
    caches
      .keys()
      .then(function clear(names) {
        return Promise.all(
          names
            .filter(function ours(name) {
              return name.slice(-scope.length) === scope;
            })
            .map(function remove(name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function leave() {
        return worker.registration.unregister();
      }),
  );
});
