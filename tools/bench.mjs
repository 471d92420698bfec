#!/usr/bin/env node
// Lighthouse benchmark: builds the site, serves dist/ the way a plain host does
// (gzip, under /kantstott/ on 127.0.0.1) and runs Lighthouse's default mobile
// config (simulated throttling) a few times on each route and on the "floor",
// the smallest static page a host can serve (tools/floor/index.html). Prints
// the medians as a Markdown table, the targets missed and the failing
// accessibility/best-practices/SEO audits; writes everything, per-run values
// included, to bench-results/latest.json. Missed targets are reported, not
// failed: the exit code is non-zero only when the build or Lighthouse errors.
//
//   node tools/bench.mjs [--no-build] [--runs 3] [--only home,band] [--catalogues band,large] [--page-changes-only]
//   node tools/bench.mjs --editor [--no-build] [--runs 3] [--catalogues band,generated] [--site dist] [--profile]
//
// Then each page change after idle (tools/bench-page-changes.mjs), on a
// desktop CPU and slowed 4×, in each catalogue; and what each build's service
// worker precaches after the first visit (tools/precache.mjs).
//
// Two catalogues, side by side: the band's own content (dist/) and the large
// generated one (dist-large/, npm run build:large), so a page whose cost grows
// with the catalogue shows. The pages measured come from the route table
// (src/util/routes.ts) and each catalogue's content, read through the
// build-time program each build leaves behind: one page per route (the
// newest release for the release route). --only takes route names; the floor
// always runs, since LCP is judged relative to it.
//
// --editor times and checks the band's editor instead (tools/bench-editor.mts,
// its options after --editor): on the band's content and on 2,000 generated
// gigs, 60 releases and 200 posts, opening Gigs, finding a gig by its club,
// opening it, saving a new doors time and saving a copy of it, each against
// the 2 s goal; it fails when a save writes more than the edit.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { measurePageChanges } from './bench-page-changes.mjs';
import { chromiumFlags, chromiumPath } from './chromium.js';
import { precacheOf } from './precache.mjs';
import { serve } from './serve.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const { buildProgramFor } = require('../webpack.config.js');
const BASE = '/kantstott/';
/** @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} Category */
/** @type {Category[]} */
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const KB = 1000; // as in the size budgets (__tests__/browser/budgets.spec.ts)

const CATALOGUES = {
  band: { content: 'content', dist: 'dist', build: ['run', 'build'] },
  large: { content: 'node_modules/.cache/large-catalogue', dist: 'dist-large', build: ['run', 'build:large'] },
};
/** @typedef {keyof typeof CATALOGUES} CatalogueName */
/**
 * LCP targets, as multiples of the floor's: the home page, and every deep link a fan opens from a shared link.
 * @type {Record<string, number>}
 */
const LCP_LIMITS = { home: 1.2, band: 1.6, media: 1.6, release: 1.6, gigs: 1.6 };
/** Lighthouse's performance score, on every route. */
const PERFORMANCE_TARGET = 100;

if (process.argv.includes('--editor')) {
  // TypeScript, for the browser tests' helpers it shares: run by tsx, with the options that follow.
  const args = process.argv.slice(2).filter((arg) => arg !== '--editor');
  const editor = spawnSync('npx', ['tsx', path.join(ROOT, 'tools/bench-editor.mts'), ...args], { cwd: ROOT, stdio: 'inherit' });
  process.exit(editor.status ?? 1);
}

/** @type {(message: string) => never} */
const usageError = (message) => {
  console.error(`${message}\nUsage: node tools/bench.mjs [--no-build] [--runs N] [--only home,band,…] [--catalogues band,large]`);
  process.exit(2);
};
let options;
try {
  ({ values: options } = parseArgs({
    options: {
      'no-build': { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      catalogues: { type: 'string', default: 'band,large' },
      'page-changes-only': { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  usageError(/** @type {Error} */ (error).message);
}
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) usageError(`--runs must be a positive integer, got ${options.runs}`);
// Names checked just below: an unknown one ends the run.
const catalogues = /** @type {CatalogueName[]} */ (options.catalogues.split(',').map((name) => name.trim()));
const unknownCatalogues = catalogues.filter((name) => !CATALOGUES[name]);
if (unknownCatalogues.length) usageError(`Unknown --catalogues: ${unknownCatalogues.join(', ')}`);
const only = options.only?.split(',').map((name) => name.trim());

if (!options['no-build']) {
  for (const name of catalogues) {
    const build = spawnSync('npm', CATALOGUES[name].build, { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

/** What each build's service worker precaches: files, and KB as stored and as sent gzipped. */
const precache = Object.fromEntries(
  catalogues.map((name) => {
    const { files, bytes, sentBytes, left } = precacheOf(path.join(ROOT, CATALOGUES[name].dist));
    const leftKB = left.reduce((sum, file) => sum + file.bytes, 0) / KB;
    return [name, { files: files.length, storedKB: bytes / KB, sentKB: sentBytes / KB, leftFiles: left.length, leftKB }];
  }),
);

/**
 * The band's editor (admin/ of the band's build): what a band member's browser
 * loads to open it, which counts against no fan page. Files and KB as stored and sent gzipped.
 */
const editor = (() => {
  const dir = path.join(ROOT, CATALOGUES.band.dist, 'admin');
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  const bytes = files.map((entry) => readFileSync(path.join(entry.parentPath, entry.name)));
  const sum = (/** @type {number[]} */ sizes) => sizes.reduce((total, size) => total + size, 0) / KB;
  return { files: files.length, storedKB: sum(bytes.map((file) => file.length)), sentKB: sum(bytes.map((file) => gzipSync(file).length)) };
})();

/**
 * A page Lighthouse measures: the floor (its catalogue '') or one route's page in a catalogue.
 * @typedef {{ catalogue: CatalogueName | ''; name: string; route: string; hash: string }} Target
 */

/** @type {Partial<Record<CatalogueName, import('../scripts/site-plugin.js').LoadedContent>>} */
const contents = {};
/**
 * One page per route of the table, as the catalogue's content fills it in.
 * @param {CatalogueName} catalogue
 * @returns {Promise<Target[]>}
 */
async function pagesToMeasure(catalogue) {
  const contentDir = path.join(ROOT, CATALOGUES[catalogue].content);
  /** @type {import('../scripts/site-plugin.js').Program} */
  const program = require(buildProgramFor(contentDir));
  const { content } = await program.loadContent(contentDir);
  contents[catalogue] = content;
  /** @type {Map<string, ReturnType<typeof program.pagesOf>[number]>} */
  const chosen = new Map();
  for (const page of program.pagesOf(content)) if (page.path !== '*' && !chosen.has(page.route)) chosen.set(page.route, page);
  return [...chosen.values()]
    .filter((page) => !only || only.includes(page.route))
    .map((page) => ({ catalogue, name: page.route, route: page.path, hash: page.path === '/' ? '' : `#${page.path}` }));
}

/** @type {Target[]} */
const targets = [{ catalogue: '', name: 'floor', route: 'floor', hash: '' }];
for (const catalogue of catalogues) targets.push(...(await pagesToMeasure(catalogue)));
if (only) {
  const known = new Set(targets.map((target) => target.name));
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length) usageError(`Unknown --only route(s): ${unknown.join(', ')}`);
}

/** @param {number[]} numbers at least one */
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  // numbers is not empty, so the middle ones are there.
  const high = /** @type {number} */ (sorted[middle]);
  const low = /** @type {number} */ (sorted[middle - 1]);
  return sorted.length % 2 ? high : (low + high) / 2;
};

/** @typedef {import('lighthouse').Result['audits'][string]} Audit */
/** @typedef {Omit<Audit, 'details'>} AuditHead an audit, its details left to say */
/** @typedef {'first-contentful-paint' | 'largest-contentful-paint' | 'total-blocking-time' | 'cumulative-layout-shift'} Metric */
/** @typedef {{ url: string; transferSize?: number; resourceType?: string }} NetworkRequest a row of network-requests */
/**
 * A report (lhr) of the four categories, with the audits read here as they
 * come: the metrics with their values (read as always there), the requests,
 * and the LCP element with its phases (when Lighthouse could split the LCP).
 * @typedef {import('lighthouse').Result & {
 *   categories: Record<Category, import('lighthouse').Result.Category>;
 *   audits: Record<Metric, Audit & { numericValue: number }> & {
 *     'network-requests': AuditHead & { details: { items: NetworkRequest[] } };
 *     'largest-contentful-paint-element': AuditHead & {
 *       details?: { items: [{ items: { node: { snippet?: string } }[] }, { items: { phase: string; timing: number }[] }?] };
 *     };
 *   };
 * }} Lhr
 */

/**
 * One Lighthouse run in a fresh Chrome; resolves to the report (lhr) and the Chromium version.
 * @param {string} url
 */
async function lighthouseRun(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [...chromiumFlags, '--headless=new'],
  });
  try {
    // The user agent in the report has its minor version frozen to 0.0.0; DevTools has the full one.
    const { Browser: browser } = /** @type {{ Browser: string }} */ (
      await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
    );
    const version = browser.split('/')[1];
    const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', onlyCategories: CATEGORIES });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = /** @type {import('lighthouse').RunnerResult & { lhr: Lhr }} */ (result);
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message} (${url})`);
    return { lhr, version };
  } finally {
    await chrome.kill();
  }
}

/**
 * A row of an audit's details table: the fields described, when they are strings.
 * @typedef {{
 *   description?: unknown;
 *   url?: unknown;
 *   sourceLocation?: { url?: unknown };
 *   node?: { snippet?: unknown; explanation?: unknown };
 * }} DetailsItem
 */

/**
 * A short line for one row of an audit's details table.
 * @param {DetailsItem} item
 */
function describeItem(item) {
  const where = item.sourceLocation?.url ?? item.url;
  const text = [item.description ?? item.node?.snippet, where, item.node?.explanation]
    .filter((part) => typeof part === 'string')
    .join(' — ');
  return (text || JSON.stringify(item)).replace(/\s+/g, ' ').slice(0, 300);
}

/**
 * Audits of a category that did not pass; audits that errored count too.
 * @param {Lhr} lhr @param {Category} categoryId
 */
function failingAudits(lhr, categoryId) {
  /** @param {Audit} audit @returns {DetailsItem[]} the rows of the audit's details, if it has any */
  const itemsOf = (audit) => {
    const details = /** @type {{ items?: DetailsItem[] } | undefined} */ (audit.details);
    return details?.items ?? [];
  };
  return lhr.categories[categoryId].auditRefs
    .map((ref) => /** @type {Audit} */ (lhr.audits[ref.id])) // every audit a category refers to is in the report
    .filter((audit) => audit.scoreDisplayMode === 'error' || (audit.score !== null && audit.score < 1))
    .map((audit) => ({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      displayValue: audit.displayValue ?? audit.errorMessage,
      items: itemsOf(audit).slice(0, 5).map(describeItem),
    }));
}

/**
 * The figures the table reports, from one run.
 * @param {Lhr} lhr
 */
function figures(lhr) {
  // data: and blob: URLs show up among the requests but never touch the network.
  const requests = lhr.audits['network-requests'].details.items.filter((request) => /^https?:/.test(request.url));
  const bytes = (/** @type {NetworkRequest[]} */ list) => list.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / KB;
  // null when one of the category's audits errored: counted as 0 (null * 100 is 0).
  const score = (/** @type {Category} */ id) => Math.round(/** @type {number} */ (lhr.categories[id].score) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    jsKB: bytes(requests.filter((request) => request.resourceType === 'Script')),
    totalKB: bytes(requests),
    requests: requests.length,
    thirdParty: requests.filter((request) => new URL(request.url).hostname !== '127.0.0.1').length,
  };
}

/** @typedef {Awaited<ReturnType<typeof serve>>} Server */
/** @typedef {ReturnType<typeof figures>} Figures */
/** @typedef {ReturnType<typeof failingAudits>[number]} FailingAudit */
/**
 * One run of a target: its figures, its LCP element and where the LCP time went, and what did not pass.
 * @typedef {Figures & {
 *   lcpElement: string | undefined;
 *   lcpPhases: Record<string, number>;
 *   warnings: string[];
 *   failingAudits: Record<Category, FailingAudit[]>;
 * }} Run
 */
/** @typedef {Figures & { lcpRatio: number }} Medians each figure's median, and the LCP as a multiple of the floor's (added once that is known) */
/** @typedef {Target & { url: string; median: Medians; runs: Run[] }} TargetResult */
/** @typedef {{ route: string; label: string; actual: string | number; pass: boolean }} Check */
/**
 * @typedef {{
 *   timestamp: string;
 *   chromium: string | undefined;
 *   lighthouseVersion: string | undefined;
 *   runs: number;
 *   targets: TargetResult[];
 *   pageChanges: Record<string, Awaited<ReturnType<typeof measurePageChanges>>>;
 *   precache: typeof precache;
 *   editor: typeof editor;
 *   checks?: Check[];
 * }} Report
 */

/** @type {Server[]} */
const servers = [];
/** @type {Report | undefined} */
let report;
try {
  /** @type {Record<string, Server>} */
  const sites = {};
  for (const catalogue of catalogues) {
    sites[catalogue] = await serve({ dir: path.join(ROOT, CATALOGUES[catalogue].dist), port: 0, base: BASE, gzip: true });
    servers.push(sites[catalogue]);
  }
  const floor = await serve({ dir: path.join(ROOT, 'tools/floor'), port: 0, base: BASE, gzip: true });
  servers.push(floor);

  /** @type {TargetResult[]} */
  const results = [];
  /** @type {string | undefined} */
  let chromium;
  /** @type {string | undefined} */
  let lighthouseVersion;
  for (const target of options['page-changes-only'] ? [] : targets) {
    const url = (target.name === 'floor' ? floor.url : /** @type {Server} */ (sites[target.catalogue]).url) + target.hash;
    /** @type {Run[]} */
    const perRun = [];
    for (let run = 1; run <= runs; run++) {
      console.error(`[bench] ${target.catalogue || 'floor'} ${target.route}: run ${run}/${runs}`);
      const { lhr, version } = await lighthouseRun(url);
      chromium ??= version;
      lighthouseVersion ??= lhr.lighthouseVersion;
      const [element, phases] = lhr.audits['largest-contentful-paint-element'].details?.items ?? [];
      perRun.push({
        ...figures(lhr),
        lcpElement: element?.items[0]?.node.snippet,
        // Where the LCP time went (TTFB, load delay, load time, render delay), scaled to the LCP above.
        lcpPhases: Object.fromEntries((phases?.items ?? []).map(({ phase, timing }) => [phase, Math.round(timing)])),
        warnings: lhr.runWarnings,
        failingAudits: /** @type {Record<Category, FailingAudit[]>} */ (
          Object.fromEntries(CATEGORIES.map((id) => [id, failingAudits(lhr, id)]))
        ),
      });
    }
    // runs ≥ 1; the keys are a run's, and those of numbers are the figures'.
    const medians = /** @type {Medians} */ (
      Object.fromEntries(
        /** @type {(keyof Run)[]} */ (Object.keys(/** @type {Run} */ (perRun[0])))
          .filter(/** @returns {key is keyof Figures} */ (key) => typeof (/** @type {Run} */ (perRun[0])[key]) === 'number')
          .map((key) => [key, median(perRun.map((values) => values[key]))]),
      )
    );
    results.push({ ...target, url, median: medians, runs: perRun });
  }
  const floorLcp = results[0]?.median.lcp;
  // The floor runs first, so with any result there is its LCP.
  for (const result of results) result.median.lcpRatio = Math.round((result.median.lcp / /** @type {number} */ (floorLcp)) * 100) / 100;

  /** @type {Report['pageChanges']} */
  const pageChanges = {};
  for (const catalogue of catalogues) {
    console.error(`[bench] ${catalogue}: page changes`);
    pageChanges[catalogue] = await measurePageChanges({
      url: /** @type {Server} */ (sites[catalogue]).url,
      content: /** @type {import('../scripts/site-plugin.js').LoadedContent} */ (contents[catalogue]), // pagesToMeasure loaded it
      runs,
    });
  }
  report = { timestamp: new Date().toISOString(), chromium, lighthouseVersion, runs, targets: results, pageChanges, precache, editor };
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await Promise.all(servers.map((server) => server.close()));
}

if (report) {
  const routes = report.targets.filter((target) => target.name !== 'floor');

  // Targets, judged on the medians; the floor is the yardstick, not a route.
  /** @type {Check[]} */
  const checks = [];
  /** @param {TargetResult} target @param {string} label @param {string | number} actual @param {boolean} pass */
  const check = (target, label, actual, pass) => checks.push({ route: `${target.catalogue} ${target.route}`, label, actual, pass });
  for (const target of routes) {
    const m = target.median;
    const lcpLimit = LCP_LIMITS[target.name];
    if (lcpLimit) check(target, `LCP ≤ ${lcpLimit}× floor`, `${m.lcpRatio.toFixed(2)}×`, m.lcpRatio <= lcpLimit);
    check(target, `performance = ${PERFORMANCE_TARGET}`, m.performance, m.performance >= PERFORMANCE_TARGET);
    check(target, 'accessibility = 100', m.accessibility, m.accessibility === 100);
    check(target, 'best-practices = 100', m.bestPractices, m.bestPractices === 100);
    check(target, 'SEO = 100', m.seo, m.seo === 100);
    check(target, 'CLS ≤ 0.01', m.cls.toFixed(3), m.cls <= 0.01);
    check(target, 'third-party requests = 0', m.thirdParty, m.thirdParty === 0);
  }
  report.checks = checks;

  const outDir = path.join(ROOT, 'bench-results');
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

  const lines = [
    `Lighthouse ${report.lighthouseVersion}, Chromium ${report.chromium}, mobile (simulated throttling), median of ${runs} run(s)`,
    '',
    '| catalogue | route | perf | a11y | bp | seo | FCP ms | LCP ms | LCP×floor | TBT ms | CLS | JS KB | total KB | requests | 3rd-party |',
    '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|',
    ...report.targets.map(({ catalogue, route, median: m }) => {
      const cells = [
        catalogue,
        route,
        m.performance,
        m.accessibility,
        m.bestPractices,
        m.seo,
        Math.round(m.fcp),
        Math.round(m.lcp),
        m.lcpRatio.toFixed(2),
        Math.round(m.tbt),
        m.cls.toFixed(3),
        m.jsKB.toFixed(1),
        m.totalKB.toFixed(1),
        m.requests,
        m.thirdParty,
      ];
      return `| ${cells.join(' | ')} |`;
    }),
    '',
  ];

  lines.push('LCP element (first run):');
  for (const {
    catalogue,
    route,
    runs: [first],
  } of report.targets) {
    lines.push(`- ${catalogue} ${route}: ${/** @type {Run} */ (first).lcpElement ?? 'none'}`); // every target has runs
  }
  lines.push('');

  const missed = checks.filter((c) => !c.pass);
  lines.push(`Targets: ${checks.length - missed.length}/${checks.length} met${missed.length ? '; missed:' : ''}`);
  for (const c of missed) lines.push(`- ${c.route}: ${c.label} — actual ${c.actual}`);
  lines.push('');

  // Every audit that failed in any run, with how many runs it failed in.
  lines.push('Failing accessibility, best-practices and SEO audits:');
  let anyFailing = false;
  for (const target of report.targets) {
    for (const category of CATEGORIES.slice(1)) {
      /** @type {Map<string, { audit: FailingAudit; count: number }>} */
      const byId = new Map();
      for (const run of target.runs) {
        for (const audit of run.failingAudits[category]) {
          const seen = byId.get(audit.id) ?? { audit, count: 0 };
          seen.count++;
          byId.set(audit.id, seen);
        }
      }
      for (const { audit, count } of byId.values()) {
        anyFailing = true;
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.push(`- ${target.catalogue} ${target.route} · ${category} · ${audit.id} — ${audit.title}${value} [${count}/${runs} runs]`);
        for (const item of audit.items) lines.push(`    ${item}`);
      }
    }
  }
  if (!anyFailing) lines.push('- none');

  const warnings = new Set(report.targets.flatMap((target) => target.runs.flatMap((run) => run.warnings)));
  if (warnings.size) lines.push('', 'Lighthouse warnings:', ...[...warnings].map((warning) => `- ${warning}`));

  lines.push(
    '',
    `Page changes after idle, ms to the new heading and title (median of ${runs}); targets ≤ 100 desktop, ≤ 250 at 4× CPU:`,
    '',
  );
  const changeNames = Object.values(report.pageChanges)[0]?.[0]?.changes.map((change) => change.name) ?? [];
  lines.push(
    `| change | ${Object.keys(report.pageChanges)
      .flatMap((c) => [`${c} desktop`, `${c} 4× CPU`])
      .join(' | ')} |`,
  );
  lines.push(
    `|---|${Object.keys(report.pageChanges)
      .flatMap(() => ['--:', '--:'])
      .join('|')}|`,
  );
  changeNames.forEach((name, index) => {
    // Every run times the same changes.
    const cells = Object.values(report.pageChanges).flatMap((byCpu) =>
      byCpu.map((run) => /** @type {import('./bench-page-changes.mjs').ChangeTime} */ (run.changes[index]).ms),
    );
    lines.push(`| ${name} | ${cells.join(' | ')} |`);
  });
  lines.push(
    '',
    'Precache (what the service worker keeps from the first visit; at most 1500 KB stored), and the page files left to the runtime cache (kept once opened):',
    '',
  );
  lines.push('| catalogue | files | KB stored | KB sent (gzip) | page files left | KB left |', '|---|--:|--:|--:|--:|--:|');
  for (const [name, { files, storedKB, sentKB, leftFiles, leftKB }] of Object.entries(report.precache)) {
    lines.push(`| ${name} | ${files} | ${storedKB.toFixed(1)} | ${sentKB.toFixed(1)} | ${leftFiles} | ${leftKB.toFixed(1)} |`);
  }
  const { files, storedKB, sentKB } = report.editor;
  lines.push(
    '',
    `The band's editor (admin/, no fan page loads it): ${files} files, ${storedKB.toFixed(1)} KB stored, ${sentKB.toFixed(1)} KB sent (gzip).`,
  );
  console.log(lines.join('\n'));
  console.error(`[bench] wrote ${path.relative(ROOT, path.join(outDir, 'latest.json'))}`);
}
