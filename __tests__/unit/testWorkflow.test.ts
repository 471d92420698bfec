/**
 * @jest-environment node
 */
// The test workflow (.github/workflows/test.yml) runs the parts of `npm test`
// as jobs side by side and splits the browser suite across runners. What goes
// wrong there shows only on GitHub, after a push, or not at all: a shard left
// out of the matrix, shards testing different catalogues, a part of the suite
// no job runs, a report that merges nothing. So it is read here, against
// tools/test.mjs for the parts and against Playwright's --shard for the split,
// and actionlint checks every workflow.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, unknown>;
  env?: Record<string, unknown>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  env?: Record<string, unknown>;
  strategy?: { 'fail-fast'?: boolean; matrix?: Record<string, unknown> };
  steps: Step[];
}
interface Workflow {
  env?: Record<string, unknown>;
  jobs: Record<string, Job>;
}
interface Action {
  inputs?: Record<string, unknown>;
  runs: { using: string; steps?: Step[] };
}

const WORKFLOW = '.github/workflows/test.yml';
const workflow = parse(read(WORKFLOW)) as Workflow;
const jobs = Object.entries(workflow.jobs);

/** One of the repository's own actions (`uses:` its folder from the top, .github/actions/setup), read from its action.yml. */
const localAction = (uses: string) => parse(read(path.posix.join(uses, 'action.yml'))) as Action;
const isLocal = (step: Step) => step.uses?.startsWith('./') ?? false;

/** A job's steps in the order they run, each local composite action's own steps in its place. */
const stepsOf = (steps: Step[]): Step[] =>
  steps.flatMap((step) => {
    const own = isLocal(step) ? localAction(step.uses!).runs.steps : undefined;
    return own ? stepsOf(own) : [step];
  });

/** The npm scripts a job runs, in order. */
const scriptsRunBy = (job: Job) =>
  stepsOf(job.steps).flatMap((step) => [...(step.run ?? '').matchAll(/\bnpm run (?:--silent )?([\w:-]+)/g)].map((match) => match[1]!));

/**
 * The parts of `npm test`, as tools/test.mjs chains them: every npm script it
 * runs, the builds, and the scripts that wait for the builds (those chained in
 * `chain(builds).then(…)`). Read from its source, which runs the suite when
 * loaded.
 */
function suiteParts() {
  const file = 'tools/test.mjs';
  const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const isChain = (node: ts.Node): node is ts.CallExpression =>
    ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'chain';
  const scriptsOf = (call: ts.CallExpression) => {
    const [list] = call.arguments;
    return list && ts.isArrayLiteralExpression(list) ? list.elements.filter(ts.isStringLiteral).map((element) => element.text) : [];
  };
  const chainsUnder = (node: ts.Node): ts.CallExpression[] => {
    const found: ts.CallExpression[] = [];
    const visit = (each: ts.Node) => {
      if (isChain(each)) found.push(each);
      ts.forEachChild(each, visit);
    };
    visit(node);
    return found;
  };
  let builds: string[] = [];
  let afterBuilds: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.name.text === 'then' &&
      isChain(node.expression.expression)
    ) {
      builds = scriptsOf(node.expression.expression);
      afterBuilds = node.arguments.flatMap(chainsUnder).flatMap(scriptsOf);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { scripts: chainsUnder(source).flatMap(scriptsOf), builds, afterBuilds };
}
const parts = suiteParts();

test("tools/test.mjs's parts are found: the builds, and the browser suite after them", () => {
  expect(parts.builds).toEqual(expect.arrayContaining(['build']));
  expect(parts.afterBuilds).toEqual(expect.arrayContaining(['test:browser']));
});

test('actionlint finds nothing wrong in any workflow', () => {
  const lint = spawnSync('npm', ['run', '--silent', 'lint:workflows'], { cwd: ROOT, encoding: 'utf8' });
  expect(`${lint.stdout}${lint.stderr}`).toContain('passed');
  expect(lint.status).toBe(0);
});

// actionlint, as WebAssembly, cannot read the repository's own actions.
test('each local action is given only the inputs it declares', () => {
  const astray = jobs.flatMap(([id, job]) =>
    job.steps.filter(isLocal).flatMap((step) => {
      const declared = Object.keys(localAction(step.uses!).inputs ?? {});
      return Object.keys(step.with ?? {})
        .filter((input) => !declared.includes(input))
        .map((input) => `${id}: ${step.uses} has no input ${input}`);
    }),
  );
  expect(astray).toEqual([]);
});

test('the jobs run every part of npm test, each part that tests a build after both builds in its own job', () => {
  const run = new Set(jobs.flatMap(([, job]) => scriptsRunBy(job)));
  expect(parts.scripts.filter((script) => !run.has(script))).toEqual([]);
  const unbuilt = jobs.flatMap(([id, job]) => {
    const scripts = scriptsRunBy(job);
    return parts.afterBuilds
      .filter((script) => scripts.includes(script))
      .flatMap((script) =>
        parts.builds
          .filter((build) => !scripts.slice(0, scripts.indexOf(script)).includes(build))
          .map((build) => `${id} runs ${script} without ${build} before it`),
      );
  });
  expect(unbuilt).toEqual([]);
});

// A seed another job cannot see (github.run_attempt changes when failed
// shards are run again) would have shards test different catalogues.
test('every job builds the large catalogue from one seed, set once for the whole run', () => {
  expect(workflow.env?.CATALOGUE_SEED).toMatch(/^\$\{\{\s*github\.(run_number|run_id)\s*\}\}$/);
  const overrides = jobs.flatMap(([id, job]) =>
    [job, ...job.steps, ...stepsOf(job.steps)].filter((each) => each.env && 'CATALOGUE_SEED' in each.env).map(() => id),
  );
  expect(overrides).toEqual([]);
});

// ------------------------------------------------------------ the browser suite's shards

const browserJobs = jobs.filter(([, job]) => scriptsRunBy(job).includes('test:browser'));
const [browserId, browserJob] = browserJobs[0] ?? ['', { steps: [] }];
const command = stepsOf(browserJob.steps).find((step) => step.run?.includes('npm run test:browser'))?.run ?? '';
/** What the workflow gives Playwright after `npm run test:browser --`, each `${{ expression }}` written without its spaces. */
const browserArgs =
  command
    .replace(/\$\{\{\s*(.*?)\s*\}\}/g, '${{$1}}')
    .split(/\s--\s/)[1]
    ?.trim()
    .split(/\s+/) ?? [];
const shardArg = browserArgs.find((arg) => arg.startsWith('--shard='));
const [, shardIndex, shardTotal] = /^--shard=\$\{\{matrix\.([\w-]+)\}\}\/(.+)$/.exec(shardArg ?? '') ?? [];
const matrix = browserJob.strategy?.matrix ?? {};
const shards = (matrix[shardIndex ?? ''] ?? []) as unknown[];
/** N: written out, or the matrix's size (`strategy.job-total`, its only dimension being the shard). */
const shardCount = /^\$\{\{strategy\.job-total\}\}$/.test(shardTotal ?? '') ? shards.length : Number(shardTotal);
const reporters =
  browserArgs
    .find((arg) => arg.startsWith('--reporter='))
    ?.slice('--reporter='.length)
    .split(',') ?? [];
/** Where the blob reporter writes: Playwright's default, unless the job names another. */
const blobDir = String(
  browserJob.env?.PLAYWRIGHT_BLOB_OUTPUT_DIR ??
    stepsOf(browserJob.steps).find((step) => step.run === command)?.env?.PLAYWRIGHT_BLOB_OUTPUT_DIR ??
    'blob-report',
);
const runsToTheEnd = (condition: string | undefined) => /!\s*cancelled\(\)|always\(\)/.test(condition ?? '');

test('one job runs the browser suite, with --shard=${{ matrix.<shard> }}/N', () => {
  expect(browserJobs.map(([id]) => id)).toHaveLength(1);
  expect(shardArg).toBeDefined();
  expect(shardIndex).toBeDefined();
});

test('the matrix has shards 1 to N, the N that --shard names, and no other dimension', () => {
  expect(Object.keys(matrix)).toEqual([shardIndex]);
  expect(shardCount).toBeGreaterThan(1);
  expect(shards.map(Number).sort((a, b) => a - b)).toEqual(Array.from({ length: shardCount }, (_, index) => index + 1));
  // One shard failing does not cancel the others: the merged report has every failure.
  expect(browserJob.strategy?.['fail-fast']).toBe(false);
});

test('each shard runs the whole suite but for --shard: every project, every file, no filter', () => {
  expect(browserArgs.filter((arg) => arg !== shardArg && !arg.startsWith('--reporter='))).toEqual([]);
});

test('each shard writes a blob report and uploads it under a name of its own, even when its tests fail', () => {
  expect(reporters).toEqual(expect.arrayContaining(['blob']));
  const upload = stepsOf(browserJob.steps).find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  expect(upload?.with?.path).toBe(blobDir);
  expect(String(upload?.with?.name)).toMatch(new RegExp(`\\$\\{\\{\\s*matrix\\.${shardIndex}\\s*\\}\\}`));
  expect(runsToTheEnd(upload?.if)).toBe(true);
});

test('one job, after every shard, downloads all their blob reports and merges them', () => {
  const mergers = jobs.filter(([, job]) => stepsOf(job.steps).some((step) => /\bplaywright merge-reports\b/.test(step.run ?? '')));
  expect(mergers).toHaveLength(1);
  const [, merger] = mergers[0]!;
  expect([merger.needs ?? []].flat()).toContain(browserId);
  // It merges what the failed shards left, the report most needed.
  expect(runsToTheEnd(merger.if)).toBe(true);

  const steps = stepsOf(merger.steps);
  const download = steps.find((step) => step.uses?.startsWith('actions/download-artifact@'));
  const upload = stepsOf(browserJob.steps).find((step) => step.uses?.startsWith('actions/upload-artifact@'));
  const pattern = new RegExp(
    `^${String(download?.with?.pattern)
      .replace(/[.+^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/\?/g, '.')}$`,
  );
  const names = shards.map((shard) => String(upload?.with?.name).replace(/\$\{\{\s*matrix\.[\w-]+\s*\}\}/, String(shard)));
  expect(names.filter((name) => !pattern.test(name))).toEqual([]);
  // Every shard's zip into one folder, the folder merge-reports reads.
  expect(download?.with?.['merge-multiple']).toBe(true);
  const merge = steps.find((step) => /\bplaywright merge-reports\b/.test(step.run ?? ''))!.run!;
  expect(merge.trim().split(/\s+/).at(-1)).toBe(download?.with?.path);
});

// ------------------------------------------------------------ Playwright's split
