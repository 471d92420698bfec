// The start-up script, inline in index.html straight after #root (the build
// minifies it there; the Content-Security-Policy allows it by its hash). The
// page copies come before #root, so nothing is parsed between the home page
// and this script: it runs before the first paint and has four jobs:
//
// 1. Show the page the address asks for. index.html holds the home page in
//    #root and a copy of each small page (band, extras, "not found") in a
//    <template>. Pages that grow with the band's catalogue (media, the gig
//    list, each release) have a page file of their own instead, written by
//    the build: pages/<path>.js. Either way the copy is put in #root, which
//    notes the address it shows; src/index.tsx hydrates it. Which address is
//    which page comes from the route table (src/lib/routes.ts) in
//    data-routes, matched as the router matches it: static segments in any
//    case, a param for any one segment. A route of one page whose copy is in
//    its file names the pictures that copy fetches first: they are preloaded
//    while the file is fetched.
// 2. Load page files, for itself and for the app (window.kantstott.load):
//    each holds a page's title, description, first view and the data the
//    app renders it from. From a web host it fetches pages/<path>.<version>.json;
//    opened from disk, where fetch() cannot read files, it runs the same
//    file as a script, pages/<path>.js, which calls kantstott.page(path, file).
//    Page files are named by the build's version (data-version), as the
//    scripts are by their hash: a host holds two builds' files side by side.
//    When a visit finds its page file or the app's code gone, the host has a
//    newer build: the page loads it, once (newerBuild).
// 3. Start the app without competing with that first view: its scripts load
//    once the page has loaded and the pictures in view are on screen, or at
//    the visitor's first touch or key press if that comes sooner. The script
//    URLs come from the build, in data-scripts.
// 4. Until the app runs (it marks <html data-app>), keep the copy on screen a
//    working page: a link shows the copy of its page, and a button pressed
//    (a track, past gigs, the menu) is pressed again once the app is ready.
(function boot() {
  var self = document.currentScript;
  var root = document.getElementById('root');
  if (!self || !root) return;

  var table = JSON.parse(self.getAttribute('data-routes') || '[]');
  var version = self.getAttribute('data-version') || '';

  // '#/media/varm%26kall/?x=1' → '/media/varm&kall', as the router reads it.
  function routeOf(hash) {
    var route = hash.replace(/^#/, '').split(/[?#]/)[0];
    try {
      route = decodeURIComponent(route);
    } catch {
      // Malformed: keep it as typed. It matches no page, so it gets the not-found copy.
    }
    if (route.charAt(0) !== '/') route = '/' + route;
    return route.length > 1 ? route.replace(/\/+$/, '') || '/' : route;
  }

  function entryFor(path) {
    for (var i = 0; i < table.length; i++) if (table[i].path === path) return table[i];
    return null;
  }

  // The page an address shows: its route's entry and its canonical path (the
  // pattern's own spelling, params as given). A track shows its release.
  function pageFor(route) {
    var segments = route === '/' ? [] : route.split('/').slice(1);
    for (var i = 0; i < table.length; i++) {
      var entry = table[i];
      if (entry.path === '*') continue;
      var parts = entry.path === '/' ? [] : entry.path.split('/').slice(1);
      if (parts.length !== segments.length) continue;
      var path = '';
      for (var j = 0; j < parts.length; j++) {
        var part = parts[j];
        if (part.charAt(0) === ':' ? segments[j] === '' : part.toLowerCase() !== segments[j].toLowerCase()) break;
        path += '/' + (part.charAt(0) === ':' ? segments[j] : part);
      }
      if (j < parts.length) continue;
      if (entry.firstView === 'parent') {
        var parentPath = path.replace(/\/[^/]*$/, '');
        return { entry: entryFor(entry.path.replace(/\/[^/]*$/, '')), path: parentPath };
      }
      return { entry: entry, path: path || '/' };
    }
    return { entry: entryFor('*'), path: '*' };
  }

  // --- Page files -----------------------------------------------------------

  var requests = {};
  var arrived = {};

  function fileUrl(path, format) {
    var name = path === '/' ? 'index' : path.slice(1).split('/').map(encodeURIComponent).join('/');
    return 'pages/' + name + '.' + version + '.' + format;
  }

  // --- A newer build on the host ------------------------------------------------

  var appScripts = self.getAttribute('data-scripts') || '';
  var RELOADED = 'kantstott:reloaded-to';

  // Resolves with true when the host's index.html names another build than
  // this page's, and the page is reloading into it: the open route and track
  // are in the address, so the visitor lands where they were going. Once per
  // build: a reload that brings back this build (from a cache) does not go
  // round again. False offline, from disk, or with nothing newer.
  function newerBuild() {
    if (!/^https?:$/.test(window.location.protocol)) return Promise.resolve(false);
    return fetch(window.location.pathname, { cache: 'no-store' })
      .then(function read(response) {
        return response.ok ? response.text() : '';
      })
      .then(function compare(html) {
        var hostVersion = /data-version="([^"]*)"/.exec(html);
        var hostScripts = /data-scripts="([^"]*)"/.exec(html);
        if (!hostVersion || !hostScripts || (hostVersion[1] === version && hostScripts[1] === appScripts)) return false;
        var build = hostVersion[1] + ' ' + hostScripts[1];
        if (window.sessionStorage.getItem(RELOADED) === build) return false;
        window.sessionStorage.setItem(RELOADED, build);
        window.location.reload();
        return true;
      })
      .catch(function unknown() {
        // Offline, or no storage to remember the reload by: stay, rather than risk a loop.
        return false;
      });
  }

  // A visit's page file: where the build's file is gone, a newer build may be why.
  function visit(path) {
    return load(path).then(function checked(file) {
      if (file) return file;
      return newerBuild().then(function reloading(yes) {
        return yes ? new Promise(function never() {}) : null;
      });
    });
  }

  function couldNotLoad(path) {
    var error = new Error('The page at ' + path + ' could not be loaded');
    error.name = 'PageLoadFailed';
    return error;
  }

  function fetchFile(path) {
    return fetch(fileUrl(path, 'json')).then(function answered(response) {
      if (response.status === 404) return null;
      if (!response.ok) throw couldNotLoad(path);
      return response.json();
    });
  }

  // From disk a missing file and a failed one look alike: either is "no such page".
  function runFile(path) {
    return new Promise(function loading(resolve) {
      var script = document.createElement('script');
      script.src = fileUrl(path, 'js');
      script.onload = function ran() {
        // A file that ran but named another page: a case-insensitive disk answered for a path the site does not have.
        resolve(arrived[path] || null);
      };
      script.onerror = function missing() {
        resolve(null);
      };
      document.head.appendChild(script);
    });
  }

  // Resolves with the page file for a canonical path, or with null when the
  // build wrote none (an address the site does not have); rejects when it
  // could not be fetched. Only a failure is forgotten, to be asked again.
  function load(path) {
    if (requests[path]) return requests[path];
    // A param decoded from %2F can hold `/..`: no such path names a page, and
    // none may lead the request out of pages/.
    if (/(^|\/)\.\.?(\/|$)/.test(path)) return Promise.resolve(null);
    var request = /^https?:$/.test(window.location.protocol) ? fetchFile(path) : runFile(path);
    requests[path] = request;
    request.catch(function forget() {
      delete requests[path];
    });
    return request;
  }

  window.kantstott = {
    load: visit,
    newerBuild: newerBuild,
    page: function page(path, file) {
      arrived[path] = file;
    },
    // The app asks ahead for the page file an address will need (src/app/prefetch.ts).
    prefetch: function prefetch(route) {
      var page = pageFor(route);
      if (page.entry && page.entry.file) load(page.path).catch(function later() {});
    },
  };

  // --- The first view ---------------------------------------------------------

  var description = document.querySelector('meta[name="description"]');
  // What #root shows: at first the home page, which has no template of its
  // own. It gets one (its nodes moved, not copied) when another page takes
  // its place, so it can come back.
  var shown = '/';
  var homeCopy = null;
  var wanted = '/';

  function appRunning() {
    return document.documentElement.hasAttribute('data-app');
  }

  function putAside() {
    homeCopy = document.createElement('template');
    homeCopy.setAttribute('data-title', document.title);
    homeCopy.setAttribute('data-description', description ? description.getAttribute('content') : '');
    while (root.firstChild) homeCopy.content.appendChild(root.firstChild);
  }

  function copyFromFile(file) {
    var copy = document.createElement('template');
    copy.innerHTML = file.html;
    copy.setAttribute('data-title', file.title);
    copy.setAttribute('data-description', file.description);
    return copy;
  }

  function show(path, copy) {
    if (appRunning() || path !== wanted) return;
    if (path !== shown) {
      if (shown === '/') putAside();
      root.replaceChildren(copy.content.cloneNode(true));
      shown = path;
      document.title = copy.getAttribute('data-title');
      if (description) description.setAttribute('content', copy.getAttribute('data-description'));
    }
    // The not-found copy is only a placeholder: the app decides what a strange address shows.
    if (path === '*') root.removeAttribute('data-prerendered-for');
    else root.setAttribute('data-prerendered-for', window.location.hash);
  }

  var fileCopies = {};
  var preloaded = {};

  // The pictures the page's first view fetches first, named in the route
  // table by the build (a route of one page, such as media): fetched beside
  // the page file, not after it. Only a type the browser reads is fetched.
  function preloadPictures(entry) {
    if (!entry.pictures || preloaded[entry.path]) return;
    preloaded[entry.path] = true;
    entry.pictures.forEach(function add(picture) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.type = picture.type;
      link.setAttribute('imagesrcset', picture.srcSet);
      link.setAttribute('imagesizes', picture.sizes);
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    });
  }

  function showPage() {
    var page = pageFor(routeOf(window.location.hash));
    var path = page.entry && page.entry.firstView === 'file' ? page.path : page.entry ? page.entry.path : '*';
    wanted = path;
    root.removeAttribute('data-prerendered-for');
    // Home needs no copy while it is still the one in #root (show() leaves it).
    if (path === '/') return show('/', homeCopy);
    if (!page.entry || page.entry.firstView !== 'file') {
      return show(path, document.querySelector('template[data-route="' + path + '"]'));
    }
    if (fileCopies[path]) return show(path, fileCopies[path]);
    // Until the file arrives, nothing of another page shows under this address.
    if (shown === '/') putAside();
    root.replaceChildren();
    shown = '';
    preloadPictures(page.entry);
    visit(path).then(
      function arrivedFile(file) {
        if (file) {
          fileCopies[path] = copyFromFile(file);
          show(path, fileCopies[path]);
        } else if (wanted === path) {
          wanted = '*';
          show('*', document.querySelector('template[data-route="*"]'));
        }
      },
      function failed() {
        // #root stays empty and unmarked, and the app draws the page (and its retry).
      },
    );
  }

  // Never in the way of the app: if the copy cannot be shown, #root keeps what
  // it has, is not marked, and the app draws the page from scratch.
  function showPageSafely() {
    try {
      showPage();
    } catch {
      root.removeAttribute('data-prerendered-for');
    }
  }

  // --- Starting the app -------------------------------------------------------

  var scripts = (self.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function add(src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // run in order: runtime first
      // Gone from the host: a newer build is there (index.html came from a cache).
      script.onerror = newerBuild;
      document.head.appendChild(script);
    });
    // The page's data comes with the scripts rather than after them.
    var page = pageFor(routeOf(window.location.hash));
    if (page.entry && page.entry.file) load(page.path).catch(function later() {});
  }

  // Settles when every picture in view has been decoded, so the next frame shows it.
  function picturesInView() {
    var pending = [];
    for (var i = 0; i < document.images.length; i++) {
      var image = document.images[i];
      var box = image.getBoundingClientRect();
      if (image.decode && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) {
        pending.push(image.decode().catch(function broken() {}));
      }
    }
    return Promise.all(pending);
  }

  // The browser reports its largest paint once that frame is on screen.
  var latestPaint = 0;
  var onPaint = null;
  var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('largest-contentful-paint') !== -1) {
    new PerformanceObserver(function painted(list) {
      var entries = list.getEntries();
      latestPaint = entries[entries.length - 1].startTime;
      if (onPaint) onPaint();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }

  function startAfterFirstView() {
    // A picture that never settles must not hold the app back for long.
    window.setTimeout(start, 3000);
    picturesInView().then(function ready() {
      var readyAt = window.performance.now();
      // Start once a paint made after that is reported: the pictures are on
      // screen. If none comes, nothing larger was drawn: start shortly after.
      onPaint = function shown() {
        if (latestPaint >= readyAt) start();
      };
      onPaint();
      window.setTimeout(start, 250);
    });
  }

  window.addEventListener('hashchange', function navigated() {
    if (appRunning()) return;
    showPageSafely();
    window.scrollTo(0, 0);
  });

  var pressed = null;
  document.addEventListener(
    'click',
    function remember(event) {
      if (appRunning() || !event.target.closest) return;
      pressed = event.target.closest('button') || pressed;
    },
    true,
  );
  new MutationObserver(function whenReady(changes, observer) {
    if (document.documentElement.getAttribute('data-app') !== 'ready') return;
    observer.disconnect();
    // Hydration keeps the nodes it found: a button still in the page is the app's now.
    if (pressed && pressed.isConnected) pressed.click();
    pressed = null;
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-app'] });

  showPageSafely();
  ['pointerdown', 'keydown', 'touchstart'].forEach(function listen(type) {
    window.addEventListener(type, start, { once: true, passive: true });
  });
  if (document.readyState === 'complete') startAfterFirstView();
  else window.addEventListener('load', startAfterFirstView, { once: true });
})();
