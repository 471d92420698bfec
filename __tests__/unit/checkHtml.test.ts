// tools/check-html.mjs, run as `npm test` runs it: a child process on a folder.
// (Jest's default jsdom environment, not `@jest-environment node`: the shared
// __tests__/support/setup.ts writes to `window`, which fails under node.)
// Each run that reaches the checker starts a JVM (1–3 s), so one folder holds
// both a valid and an invalid page and the test reads which one is reported.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const script = path.resolve(__dirname, '..', '..', 'tools', 'check-html.mjs');
const run = (dir: string, env: NodeJS.ProcessEnv = process.env) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8', env });

const page = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en">\n<head><meta charset="utf-8"><title>${title}</title></head>\n<body>\n${body}\n</body>\n</html>\n`;

let root: string;
beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'check-html-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('reports the invalid page, in a subfolder, by file and line, and fails; the valid page passes', () => {
  const dir = path.join(root, 'site');
  mkdirSync(path.join(dir, 'media'), { recursive: true });
  // A <template> holds its own fragment (as the prerendered route copies do): the
  // same id inside it and outside is no duplicate.
  writeFileSync(path.join(dir, 'valid.html'), page('Valid', '<p id="a">One</p>\n<template><p id="a">Copy</p></template>'));
  // Line 6: the second element with id="dup".
  writeFileSync(path.join(dir, 'media', 'invalid.html'), page('Invalid', '<p id="dup">One</p>\n<p id="dup">Two</p>'));
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');

  const { status, stdout, stderr } = run(dir);
  const output = stdout + stderr;
  expect(status).not.toBe(0);
  expect(output).toContain(`${path.join(dir, 'media', 'invalid.html')}:6:`);
  expect(output).toMatch(/Duplicate ID/);
  expect(output).not.toContain(`${path.join(dir, 'valid.html')}:`);
  expect(output).toMatch(/1 error\(s\) in 1 of 2 HTML file\(s\)/);
});

test('fails on a folder with no HTML file: a check that checks nothing must not pass', () => {
  const dir = path.join(root, 'empty');
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *\n');

  const { status, stderr } = run(dir);
  expect(status).not.toBe(0);
  expect(stderr).toMatch(/no \.html file/);
});

test('fails, saying how to install Java, when there is no java on PATH', () => {
  const dir = path.join(root, 'no-java');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'index.html'), page('Home', '<p>Home</p>'));

  const { status, stderr } = run(dir, { ...process.env, PATH: path.join(root, 'no-such-bin') });
  expect(status).not.toBe(0);
  expect(stderr).toContain('apt-get install default-jre-headless');
});
