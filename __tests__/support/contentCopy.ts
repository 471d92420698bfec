// The fixture catalogue (__tests__/fixtures/content), copied fresh for each
// test to break, and the helpers the loader's tests read and edit it with.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentProblem } from '../../src/content/check';
import { contentError } from './contentError';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'content');

/** This test's copy of the fixture (copyFixtureForEachTest). */
export let dir: string;

/** Gives each test of the file calling it a fresh copy of the fixture, in `dir`. */
export function copyFixtureForEachTest() {
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
    fs.cpSync(FIXTURE, dir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** A file of the copy as problems name it: relative to where the tests run. */
export const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join('/');

export const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** The first gig's file (`gigs/….yaml`, by name, oldest first) that holds `text`. */
export function gigWith(text: string): string {
  const file = fs
    .readdirSync(path.join(dir, 'gigs'))
    .sort()
    .find((name) => read(`gigs/${name}`).includes(text));
  expect({ text, found: file !== undefined }).toEqual({ text, found: true });
  return `gigs/${file}`;
}

export function edit(file: string, from: string, to: string) {
  const text = read(file);
  expect(text).toContain(from);
  fs.writeFileSync(path.join(dir, file), text.replace(from, to));
}

/** The 1-based line of `file` on which `text` first appears. */
export function lineOf(file: string, text: string): number {
  const line =
    read(file)
      .split('\n')
      .findIndex((candidate) => candidate.includes(text)) + 1;
  expect(line).toBeGreaterThan(0);
  return line;
}

/** The one problem the mistake causes, also checked to appear in the error's message. */
export async function onlyProblem(): Promise<ContentProblem> {
  const error = await contentError(dir);
  expect(error.problems).toHaveLength(1);
  const [problem] = error.problems as [ContentProblem];
  expect(error.message).toContain(`${problem.file}${problem.line === undefined ? '' : `:${problem.line}`} — ${problem.message}`);
  if (problem.example) expect(error.message).toContain(`Right form:   ${problem.example.split('\n')[0]}`);
  return problem;
}

/** A raster cover of the given size, in place of the fixture's SVG cover. */
export async function replaceCover(release: string, width: number, height: number) {
  fs.rmSync(path.join(dir, 'releases', release, 'cover.svg'));
  await sharp({ create: { width, height, channels: 3, background: '#ff4d1a' } })
    .jpeg()
    .toFile(path.join(dir, 'releases', release, 'cover.jpg'));
}
