// The start-up script, inline in index.html straight after #root (the build
// minifies it there; the Content-Security-Policy allows it by its hash). The
// page copies come before #root, so nothing is parsed between the home page
// and this script: it runs before the first paint and has three jobs:
//
// 1. Show the page the address asks for. index.html holds the home page in
//    #root and a static copy of every other page in a <template> (rendered at
//    build time by src/prerender.tsx). A deep link such as #/band gets its
//    copy put in place here, so it shows at once, like a plain HTML page, and
//    #root notes which address it shows; src/index.tsx hydrates it.
// 2. Start the app without competing with that first view: its scripts load
//    once the page has loaded and the pictures in view are on screen, or at
//    the visitor's first touch or key press if that comes sooner. The script
//    URLs come from the build, in data-scripts.
// 3. Until the app runs (it marks <html data-app>), keep the copy on screen a
//    working page: a link shows the copy of its page, and a button pressed
//    (a track, past gigs, the menu) is pressed again once the app is ready.
(function boot() {
  var self = document.currentScript;
  var root = document.getElementById('root');
  if (!self || !root) return;

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

  // The page's own copy; a release's copy also stands for its tracks
  // (data-covers-children); anything else gets the not-found copy.
  function copyFor(route) {
    var copies = document.querySelectorAll('template[data-route]');
    var parent = route.replace(/\/[^/]*$/, '');
    var i;
    for (i = 0; i < copies.length; i++) {
      if (copies[i].getAttribute('data-route') === route) return copies[i];
    }
    for (i = 0; i < copies.length; i++) {
      var copy = copies[i];
      if (copy.getAttribute('data-route') === parent && copy.hasAttribute('data-covers-children')) return copy;
    }
    return document.querySelector('template[data-route="*"]');
  }

  var description = document.querySelector('meta[name="description"]');
  // What #root shows: at first the home page, which has no template of its
  // own. It gets one (its nodes moved, not copied) when another page takes
  // its place, so it can come back.
  var shown = '/';
  var homeCopy = null;

  function putAside(home) {
    homeCopy = document.createElement('template');
    homeCopy.setAttribute('data-title', document.title);
    homeCopy.setAttribute('data-description', description ? description.getAttribute('content') : '');
    while (home.firstChild) homeCopy.content.appendChild(home.firstChild);
  }

  // Never in the way of the app: if the copy cannot be shown, #root keeps what
  // it has, is not marked, and the app draws the page from scratch.
  function showPage() {
    try {
      showCopy();
    } catch {
      root.removeAttribute('data-prerendered-for');
    }
  }

  function showCopy() {
    var route = routeOf(window.location.hash);
    var copy = route === '/' ? homeCopy : copyFor(route);
    var page = route === '/' ? '/' : copy && copy.getAttribute('data-route');
    if (page !== shown) {
      if (!copy) return;
      if (shown === '/') putAside(root);
      root.replaceChildren(copy.content.cloneNode(true));
      shown = page;
      document.title = copy.getAttribute('data-title');
      if (description) description.setAttribute('content', copy.getAttribute('data-description'));
    }
    // The not-found copy is only a placeholder: the app decides what a strange address shows.
    if (page === '*') root.removeAttribute('data-prerendered-for');
    else root.setAttribute('data-prerendered-for', window.location.hash);
  }

  var scripts = (self.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var started = false;

  function start() {
    if (started) return;
    started = true;
    scripts.forEach(function add(src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // run in order: runtime first
      document.head.appendChild(script);
    });
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

  function appRunning() {
    return document.documentElement.hasAttribute('data-app');
  }

  window.addEventListener('hashchange', function navigated() {
    if (appRunning()) return;
    showPage();
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

  showPage();
  ['pointerdown', 'keydown', 'touchstart'].forEach(function listen(type) {
    window.addEventListener(type, start, { once: true, passive: true });
  });
  if (document.readyState === 'complete') startAfterFirstView();
  else window.addEventListener('load', startAfterFirstView, { once: true });
})();
