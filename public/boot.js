// Starts the app. The home page arrives prerendered in index.html, so it is
// shown like a plain HTML page first: the app's scripts are fetched only once
// the page has loaded and its main picture is on screen, so they never compete
// with it (or at the visitor's first touch or key press, if that comes
// sooner). A deep link (#/band) needs the app to draw its page, so there the
// scripts load at once. The script URLs come from the build, in data-scripts.
// A file, not inline code, so the Content-Security-Policy can forbid inline scripts.
(function boot() {
  var self = document.currentScript;
  if (!self) return;
  var scripts = (self.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var route = window.location.hash.replace(/^#/, '').split('?')[0];
  var isHome = route === '' || route === '/';
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

  function startAfterNextFrame() {
    window.requestAnimationFrame(function afterFrame() {
      window.setTimeout(start, 0);
    });
  }

  // Waits for the browser to report the largest picture painted; without that
  // API (or without such a picture, after a second) it starts after a frame.
  function startAfterMainPicture() {
    var types = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!types || types.indexOf('largest-contentful-paint') === -1) {
      startAfterNextFrame();
      return;
    }
    window.setTimeout(start, 1000);
    new PerformanceObserver(function onPaint(list) {
      var entries = list.getEntries();
      var last = entries[entries.length - 1];
      if (last && last.element && last.element.tagName === 'IMG') startAfterNextFrame();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }

  if (!isHome) {
    start();
    return;
  }
  // A visitor who touches the page before then gets the app at once.
  ['pointerdown', 'keydown', 'touchstart'].forEach(function listen(type) {
    window.addEventListener(type, start, { once: true, passive: true });
  });
  if (document.readyState === 'complete') startAfterMainPicture();
  else window.addEventListener('load', startAfterMainPicture, { once: true });
})();
