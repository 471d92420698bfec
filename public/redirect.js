// Sends a visitor at a path-style address on to its hash route, where the
// site's routes live: `/kantstott/media/kniv` to `/kantstott/#/media/kniv`.
// Loaded by 404.html (hosts that answer unknown paths with it, as GitHub Pages
// does) and by every share page (`media/kniv/index.html`, written by the build
// for link previews). The site's base path is where this script itself is
// served from, so it works at any depth and under any sub-path. A file, not
// an inline script, so a strict Content-Security-Policy can forbid inline code.
(function redirectToHashRoute() {
  var script = /** @type {HTMLScriptElement | null} */ (document.currentScript);
  if (!script) return;
  var base = new URL('.', script.src).pathname;
  var path = window.location.pathname;
  if (path.indexOf(base) !== 0) return;
  // `media/kniv/`, `media/kniv/index.html` and `404.html` name a page by its folder.
  var route = path
    .slice(base.length)
    .replace(/(^|\/)(index|404)\.html$/, '')
    .replace(/\/+$/, '');
  // From disk a folder is not its index.html.
  var home = window.location.protocol === 'file:' ? base + 'index.html' : base;
  window.location.replace(home + '#/' + route + window.location.search);
})();
