// The page component of each route, as the module src/app/pages.ts: the
// browser's route table (src/util/routes.ts) names each route's page by its
// file, and this writes the imports. So a route is one line of the table,
// and the table itself imports no page: it sits at the bottom of the import
// graph, where every link and the start-up script read it. The same module
// two ways: a webpack loader for the build, a Jest transformer for the tests.
'use strict';

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const vm = require('node:vm');
const ts = require('typescript');

const root = path.join(__dirname, '..');
const tableFile = path.join(root, 'src', 'util', 'routes.ts');
/** The table as messages name it. */
const TABLE = path.relative(root, tableFile);
const pagesDir = path.join(root, 'src', 'pages');

/** @typedef {Record<string, { path: string, page: string }>} RouteTable */

/**
 * The browser's route table, read from its source. It imports nothing (its
 * place in the import graph), so it runs on its own.
 * @returns {RouteTable}
 */
function readRouteTable() {
  const { outputText } = ts.transpileModule(fs.readFileSync(tableFile, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: /** @type {{ routes?: RouteTable }} */ ({}) };
  const require = (/** @type {string} */ name) => {
    throw new Error(`${TABLE} imports ${name}: the route table must import nothing`);
  };
  vm.runInNewContext(outputText, { module, exports: module.exports, require }, { filename: tableFile });
  if (!module.exports.routes) throw new Error(`${TABLE} exports no \`routes\``);
  return module.exports.routes;
}

/**
 * Where a route's page is, in src/pages: `<folder>/<Name>Page`, the one file
 * of that name in a folder of its own (the route's).
 * @param {string} id the route
 * @param {unknown} page its page's name in the table
 */
function pageFile(id, page) {
  if (typeof page !== 'string' || !/^[A-Z][A-Za-z]*Page$/.test(page)) {
    throw new Error(`${TABLE}: ${id}'s page is ${JSON.stringify(page)}, not a page's name (\`<Name>Page\`, a file in src/pages/<folder>/)`);
  }
  const folders = fs.readdirSync(pagesDir).filter((folder) => fs.existsSync(path.join(pagesDir, folder, `${page}.tsx`)));
  if (folders.length !== 1) {
    throw new Error(
      `${TABLE}: ${id}'s page ${page} is ${folders.length === 0 ? 'in no' : 'in more than one'} folder of src/pages (${page}.tsx)`,
    );
  }
  return `${folders[0]}/${page}`;
}

/**
 * The code of src/app/pages.ts. Each page file is imported once (a track
 * shows its release's page, which stays mounted between the two), in a file
 * named after its folder: the pages of one folder share it (`page-news`,
 * the news list and a post: a reader of one is likely to open the other).
 * Each loads with its route or ahead of it (lazyPage). The page of every
 * other address (`*`) is in the first script: it shows whatever fails to load.
 * @param {RouteTable} routes
 * @param {'esm' | 'commonjs'} format webpack's modules, or Jest's
 */
function pagesModule(routes, format) {
  const esm = format === 'esm';
  const lines = [esm ? "import { lazyPage } from './lazyPage';" : "const { lazyPage } = require('./lazyPage');"];
  /** @type {Map<string, string>} page file → its variable */
  const variables = new Map();
  const entries = Object.entries(routes).map(([id, { path: pattern, page }]) => {
    const file = pageFile(id, page);
    let variable = variables.get(page);
    if (!variable) {
      variable = `page${variables.size}`;
      variables.set(page, variable);
      const [folder, name] = file.split('/');
      const from = `../pages/${file}`;
      if (pattern === '*')
        lines.push(esm ? `import { ${name} as ${variable} } from '${from}';` : `const ${variable} = require('${from}').${name};`);
      else if (esm) lines.push(`const ${variable} = lazyPage(() => import(/* webpackChunkName: "page-${folder}" */ '${from}'));`);
      else lines.push(`const ${variable} = lazyPage(() => Promise.resolve().then(() => require('${from}')));`);
    }
    return `${JSON.stringify(id)}: ${variable}`;
  });
  lines.push(`${esm ? 'export const pages =' : 'exports.pages ='} { ${entries.join(', ')} };`);
  return `${lines.join('\n')}\n`;
}

/**
 * webpack loader for src/app/pages.ts, before ts-loader.
 * @this {import('webpack').LoaderContext<unknown>}
 */
function routePagesLoader() {
  this.addDependency(tableFile);
  // A page file added or moved changes where the table's names lead.
  this.addContextDependency(pagesDir);
  return pagesModule(readRouteTable(), 'esm');
}

/** Jest's transformer for src/app/pages.ts. */
const jestTransformer = {
  process: () => ({ code: pagesModule(readRouteTable(), 'commonjs') }),
  /** Jest keeps a transformed file until this key changes: with the table, not with pages.ts. */
  getCacheKey: () => crypto.createHash('sha256').update(fs.readFileSync(tableFile)).update(fs.readFileSync(__filename)).digest('hex'),
};

/** Every route's page file, from the project's folder (`src/pages/home/HomePage.tsx`): what knip follows, as the build does. */
function pageFiles() {
  return [...new Set(Object.entries(readRouteTable()).map(([id, { page }]) => `src/pages/${pageFile(id, page)}.tsx`))];
}

module.exports = Object.assign(routePagesLoader, jestTransformer, { readRouteTable, pagesModule, pageFiles });
