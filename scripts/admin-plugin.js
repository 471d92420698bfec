// webpack plugin (the client compiler): the band's editor, admin/. Sveltia
// CMS as npm ships it for the browser, copied (never compiled; a few of its
// lines changed, readEditorFiles), with its fonts served beside it;
// config.yml made by the build-time program from the content's schemas
// (src/content/editor); the previews the site draws itself
// (src/editorPreview.tsx, built by the editor-preview compiler); and a page
// with its own Content-Security-Policy. Nothing of it is linked from, or
// loaded by, the fan pages.
//
//   EDITOR_REPOSITORY  owner/name the editor saves to (default: GitHub Actions' GITHUB_REPOSITORY,
//                      or the one a github.io address names)
//   EDITOR_OAUTH_URL   an OAuth helper's address, for "Sign In with GitHub" (docs/updating-the-site.md)
'use strict';

const fs = require('node:fs');
const { createRequire } = require('node:module');
const path = require('node:path');

// The package exports only its module (npm/index.js); its other files sit beside that folder.
const EDITOR_PACKAGE = path.join(path.dirname(require.resolve('@sveltia/cms')), '..');

/**
 * Where the editor still goes besides the site, and why (docs/updating-the-site.md lists them too).
 * GitHub's API (signing in with a token, reading and saving the files), its
 * status page (the editor says when GitHub has trouble), and GitHub's avatars
 * (the signed-in account's picture).
 */
const EDITOR_ORIGINS = {
  connect: ['https://api.github.com', 'https://www.githubstatus.com'],
  img: ['https://avatars.githubusercontent.com'],
};

/** How many of a search's results the editor draws at a time (twice that at first): a club's every gig, for most clubs. */
const SEARCH_RESULTS_AT_ONCE = 100;

/** The editor page's policy: its own scripts and fonts, the pictures it previews (blob:), and GitHub. */
function editorPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // The editor's components carry their styles inline.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${EDITOR_ORIGINS.img.join(' ')}`,
    // The previews' stylesheet carries the site's display face as a data: URL, as the fan pages' does.
    "font-src 'self' data:",
    // The editor reads its own pictures (data:, blob:) with fetch.
    `connect-src 'self' data: blob: ${EDITOR_ORIGINS.connect.join(' ')}`,
    "media-src 'self' blob:",
    // The preview frame: a page the editor makes of a blob.
    'frame-src blob:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
  ].join('; ');
}

/** @param {string} text */
const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/**
 * admin/index.html: the editor, then the previews, which register with it.
 * The previews read the site's details (site.yaml, checked), their stylesheet's name and where the forms
 * have key-value tables (src/content/editor/config.ts, keyValueTables) from their script element.
 * @param {string} bandName @param {{ script: string; style: string }} preview @param {object} site @param {object} keyValues
 */
const editorPage = (bandName, preview, site, keyValues) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${editorPolicy()}">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(bandName)} · editor</title>
<link rel="cms-config-url" href="config.yml" type="application/yaml">
</head>
<body>
<script src="sveltia-cms.js"></script>
<script src="${preview.script}" data-style="${preview.style}" data-site="${escapeHtml(JSON.stringify(site))}" data-key-values="${escapeHtml(JSON.stringify(keyValues))}"></script>
</body>
</html>
`;

/**
 * A summary line as the editor makes it, where that is quick to tell: a line
 * of words, numbers, spaces, this punctuation, and `&` before a space or at the
 * end (a name like "The Fox & Rail", never a character reference) comes out of
 * Markdown, DOMPurify and the decoding of entities as it went in. Any other
 * line gives `undefined`, and the editor makes it as ever
 * (__tests__/unit/editorScript.test.ts holds the two to the same answer). The
 * build writes this function into the editor's script: it names nothing outside itself.
 * @param {string} text
 * @returns {string | undefined}
 */
function plainSummary(text) {
  return /^(?:[\p{L}\p{M}\p{N} ·,.;:()–—?!#+\-'"’/]|&(?= |$))*$/u.test(text) ? text.trim() : undefined;
}

/**
 * Replaces `pattern` in the editor's script, and fails the build if it is not
 * there: a new version of the editor that does these otherwise is seen at once.
 * @param {string} code @param {RegExp} pattern @param {(match: string, ...groups: string[]) => string} replace @param {string} what
 */
function patch(code, pattern, replace, what) {
  if (!pattern.test(code)) throw new Error(`admin/: @sveltia/cms no longer ${what}: see scripts/admin-plugin.js`);
  return code.replace(pattern, replace);
}

/**
 * The editor's script with the steps a large catalogue made slow made quick
 * (docs/performance.md, "The editor at any size"): its summary lines, its
 * search's results, its page changes.
 * @param {string} code
 */
function madeQuick(code) {
  // Quick at any size (docs/performance.md, "The editor's search, and its page changes"): the first search
  // formats every entry's summary line, each through Markdown and DOMPurify (a document each); a plain one
  // comes out as it went in, so the editor takes it from plainSummary at once.
  code = patch(
    code,
    /(\w+)=\((\w+),\{allowMarkdown:(\w+)=!1\}=\{\}\)=>\((?=\2=\w+\(\2\),\3&&\(\2=\w+\(\2\)\),\2=\w+\(\2,\{ALLOWED_TAGS:)/,
    // On one line, as the script's lines were: its source map still names the lines after it.
    (_match, name, text, markdown) =>
      `${name}=(${text},{allowMarkdown:${markdown}=!1}={})=>(${String(plainSummary).replace(/\n\s*/g, ' ')})(${text})??(`,
    'formats a summary line through Markdown and DOMPurify in one function',
  );
  // A search's results drawn SEARCH_RESULTS_AT_ONCE at a time, not 25: every gig at a club the band plays often
  // is there at once, where the band waited for 25 more each time the list was scrolled to its end
  // (docs/performance.md, "A club the band plays often").
  code = patch(
    code,
    /(get"aria-rowcount"\(\)\{return (\w+)\.current\.length\},children:[^{}]*\{[^{}]*\{\w+\(\w+,\{get items\(\)\{return \2\.current\},itemKey:`id`,)/,
    (_match, call) => `${call}itemChunkSize:${SEARCH_RESULTS_AT_ONCE},`,
    'draws the search results 25 at a time, through its InfiniteScroll',
  );
  // Each page change animated as a view transition: without a GPU the browser draws its frames in software,
  // slowly, and the next page waits for them (docs/performance.md, "The editor's search, and its page changes").
  code = patch(
    code,
    /if\(!document\.startViewTransition\|\|\w+\)\{(\w+)\(\);return\}/,
    (_match, update) => `{${update}();return}`,
    'animates its page changes in one function',
  );
  return code;
}

/**
 * The editor's files, read once: its script, with its fonts read from
 * admin/fonts/ (npm ships them beside it) rather than from a CDN, its
 * update check asking this copy's own version rather than the CDN's, and the
 * steps a large catalogue made slow made quick (madeQuick); and those fonts.
 * @returns {Map<string, Buffer>}
 */
function readEditorFiles() {
  const version = JSON.parse(fs.readFileSync(path.join(EDITOR_PACKAGE, 'package.json'), 'utf8')).version;
  const assets = path.join(EDITOR_PACKAGE, 'npm', 'assets');
  const fonts = fs.readdirSync(assets).filter((name) => name.endsWith('.woff2'));
  let code = fs.readFileSync(path.join(EDITOR_PACKAGE, 'dist', 'sveltia-cms.js'), 'utf8');
  // The React DOM a preview template renders with, which the editor imports from beside its script.
  const reactDom = path.join('chunks', 'react-dom.js');
  code = patch(
    code,
    /https:\/\/cdn\.jsdelivr\.net\/fontsource\/fonts\/([a-z0-9-]+)(?::vf)?@[\d.]+\/([a-z0-9-]+)\.woff2/g,
    (_url, family, face) => {
      const file = fonts.find((name) => name.startsWith(`${family}-${face}-`));
      if (!file) throw new Error(`admin/: @sveltia/cms ships no font file for ${family} ${face}`);
      return `fonts/${file}`;
    },
    'loads its fonts from jsDelivr',
  );
  code = patch(code, /`\$\{\w+\}\/package\.json`/, () => '`sveltia-cms.version.json`', 'checks for updates at unpkg');
  // A preview template's entries come as Immutable.js maps: its module is served beside the script (a relative import
  // resolves against the script's address), not fetched from unpkg.
  code = patch(code, /\w+\(`immutable`,`dist\/immutable\.es\.js`\)/, () => 'import(`./immutable.es.js`)', 'loads Immutable.js from unpkg');
  code = madeQuick(code);
  code = code.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n');
  const files = new Map([
    ['sveltia-cms.js', Buffer.from(code)],
    ['sveltia-cms.version.json', Buffer.from(JSON.stringify({ version }))],
  ]);
  for (const font of fonts) files.set(`fonts/${font}`, fs.readFileSync(path.join(assets, font)));
  // The editor's own dependency, found from its package as the editor's installation has it.
  const immutable = path.join(
    path.dirname(createRequire(path.join(EDITOR_PACKAGE, 'package.json')).resolve('immutable')),
    'immutable.es.js',
  );
  files.set('immutable.es.js', fs.readFileSync(immutable));
  const chunk = fs.readFileSync(path.join(EDITOR_PACKAGE, 'dist', reactDom), 'utf8');
  files.set(reactDom, Buffer.from(chunk.replace(/\n\/\/# sourceMappingURL=.*\s*$/, '\n')));
  return files;
}

/** @type {Map<string, Buffer> | null} */
let editorFiles = null;

/**
 * The repository the editor saves to: EDITOR_REPOSITORY, or GitHub Actions'
 * GITHUB_REPOSITORY, or the one a GitHub Pages address names.
 * @param {string} siteUrl
 */
function repositoryOf(siteUrl) {
  const named = process.env.EDITOR_REPOSITORY || process.env.GITHUB_REPOSITORY;
  if (named) return named;
  const { hostname, pathname } = new URL(siteUrl);
  const owner = /^([\w-]+)\.github\.io$/.exec(hostname)?.[1];
  const name = pathname.split('/').filter(Boolean)[0] ?? `${owner}.github.io`;
  return owner ? `${owner}/${name}` : 'owner/repository';
}

class AdminPlugin {
  /**
   * @param {object} options
   * @param {() => import('./site-plugin').Program} options.program the build-time program this build loaded
   * @param {() => import('../src/content/site').ScriptSite | null} options.site site.yaml, checked (null after a content error)
   * @param {string} options.previewDir where the editor-preview compiler wrote the previews (webpack.config.js)
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AdminPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'AdminPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const site = this.options.site();
        if (!site) return; // the content's problems are the build's errors
        editorFiles ??= readEditorFiles();
        // As npm ships it: already minified, so the build's minifier leaves it alone.
        for (const [name, bytes] of editorFiles) compilation.emitAsset(`admin/${name}`, new sources.RawSource(bytes), { minimized: true });
        const settings = { repository: repositoryOf(site.url), siteUrl: site.url, oauthHelper: process.env.EDITOR_OAUTH_URL };
        compilation.emitAsset('admin/config.yml', new sources.RawSource(this.options.program().editorConfigYaml(settings)));
        const preview = emitPreviewFiles(compilation, sources, this.options.previewDir);
        compilation.emitAsset(
          'admin/index.html',
          new sources.RawSource(editorPage(site.name, preview, site, this.options.program().keyValueTables())),
        );
      });
    });
  }
}

/**
 * The previews' files, as their compiler wrote them (already minified in a
 * production build), into admin/; returns the names of the script and the stylesheet.
 * @param {import('webpack').Compilation} compilation @param {typeof import('webpack').sources} sources @param {string} folder
 */
function emitPreviewFiles(compilation, sources, folder) {
  const files = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const preview = { script: '', style: '' };
  for (const file of files) {
    const name = path.relative(folder, path.join(file.parentPath, file.name)).split(path.sep).join('/');
    if (/^preview\.[^/]+\.js$/.test(name)) preview.script = name;
    if (/^preview\.[^/]+\.css$/.test(name)) preview.style = name;
    compilation.emitAsset(`admin/${name}`, new sources.RawSource(fs.readFileSync(path.join(folder, name))), { minimized: true });
  }
  if (!preview.script || !preview.style) throw new Error(`admin/: the editor's previews were not built into ${folder}`);
  return preview;
}

module.exports = { AdminPlugin, EDITOR_ORIGINS, plainSummary, SEARCH_RESULTS_AT_ONCE };
