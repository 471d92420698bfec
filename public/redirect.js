// Loaded by 404.html. Hosts that answer unknown paths with 404.html (GitHub
// Pages does) send `/kantstott/media/kniv` here; the site's routes live in
// the hash, so go to `/kantstott/#/media/kniv` instead. The site's base path
// is where this script itself is served from. A file, not an inline script,
// so a strict Content-Security-Policy can forbid inline code.
(function redirectToHashRoute() {
  var script = document.currentScript;
  if (!script) return;
  var base = new URL('.', script.src).pathname;
  var path = window.location.pathname;
  if (path.indexOf(base) !== 0) return;
  var route = path.slice(base.length).replace(/\/+$/, '');
  if (route === '404.html') route = '';
  window.location.replace(base + '#/' + route + window.location.search);
})();
