// Starts the app. The home page arrives prerendered in index.html, so it is
// shown like a plain HTML page first and the app's scripts load after it has
// finished loading; a deep link (#/band) needs the app to draw its page, so
// its scripts load at once. The script URLs come from the build, in
// data-scripts. A file, not inline code, so the Content-Security-Policy can
// forbid inline scripts.
(function boot() {
  var self = document.currentScript;
  if (!self) return;
  var scripts = (self.getAttribute('data-scripts') || '').split(' ').filter(Boolean);
  var route = window.location.hash.replace(/^#/, '').split('?')[0];
  var isHome = route === '' || route === '/';

  function start() {
    scripts.forEach(function add(src) {
      var script = document.createElement('script');
      script.src = src;
      script.async = false; // run in order: runtime first
      document.head.appendChild(script);
    });
  }

  if (!isHome || document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
})();
