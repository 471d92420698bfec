/** @jest-environment node */
// A content mistake in a GitHub Actions run: the build fails, and each
// problem is an annotation on its file and line, which GitHub shows beside the
// line the band edited. The real build (webpack) runs on broken content with
// GITHUB_ACTIONS=true, as the deploy workflow runs it.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../../src/content/check';
import { loadContent } from '../../src/content/content';
import { FIXTURE_CONTENT } from '../support/fixtureSite';

const ROOT = path.resolve(__dirname, '..', '..');
// A fixed folder: the build caches its program per content folder, so a second run is quick.
const BROKEN = path.join(ROOT, 'node_modules', '.cache', 'annotations-content');

/** Reads `::error file=…,line=…,title=…::message` back as GitHub does. */
function parseAnnotation(line: string): Record<string, string> {
  const match = /^::(error|warning) ([^:]*)::(.*)$/.exec(line);
  if (!match) throw new Error(`not an annotation: ${line}`);
  const unescape = (text: string) =>
    text.replaceAll('%0A', '\n').replaceAll('%0D', '\r').replaceAll('%3A', ':').replaceAll('%2C', ',').replaceAll('%25', '%');
  const properties = Object.fromEntries(
    match[2]!.split(',').map((pair) => {
      const [key, value = ''] = pair.split('=');
      return [key!, unescape(value)];
    }),
  );
  return { level: match[1]!, ...properties, message: unescape(match[3]!) };
}

test('each content problem is an annotation on its file and line, and the build fails', async () => {
  rmSync(BROKEN, { recursive: true, force: true });
  cpSync(FIXTURE_CONTENT, BROKEN, { recursive: true });
  // Two mistakes a band member makes in GitHub's web editor, in two gigs' files: a misspelt country, a day that does not exist.
  const folder = path.join(BROKEN, 'gigs');
  const gigWith = (text: string) =>
    path.join(
      folder,
      readdirSync(folder).find((name) => readFileSync(path.join(folder, name), 'utf8').includes(text))!,
    );
  const broken = [
    ['country: Sweden', 'country: Swedn'],
    ['date: 2023-06-03', 'date: 2023-06-31'],
  ].map(([from, to]) => {
    const file = gigWith(from!);
    writeFileSync(file, readFileSync(file, 'utf8').replace(from!, to!));
    return path.relative(ROOT, file).split(path.sep).join('/');
  });
  const expected = await loadContent(BROKEN).then(
    () => [],
    (error: unknown) => (error as ContentError).problems,
  );
  expect(expected).toHaveLength(2);

  const output = mkdtempSync(path.join(os.tmpdir(), 'kantstott-broken-build-'));
  try {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules', 'webpack', 'bin', 'webpack.js'), '--mode', 'production'], {
      cwd: ROOT,
      env: { ...process.env, GITHUB_ACTIONS: 'true', CONTENT_DIR: BROKEN, OUTPUT_DIR: output },
      encoding: 'utf8',
    });
    expect(build.status).not.toBe(0);
    expect(existsSync(path.join(output, 'index.html'))).toBe(false);
    const annotations = build.stdout
      .split('\n')
      .filter((line) => line.startsWith('::'))
      .map(parseAnnotation);
    expect(annotations).toEqual(
      expected.map((problem) => ({
        level: 'error',
        file: problem.file,
        line: String(problem.line),
        title: `Content problem in ${problem.field}`,
        message: `${problem.message}\nRight form:\n${problem.example}`,
      })),
    );
    expect(annotations.map((annotation) => annotation.file).sort()).toEqual(broken.sort());
  } finally {
    rmSync(output, { recursive: true, force: true });
  }
});
