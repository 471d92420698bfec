/**
 * @jest-environment node
 */
// The tools that make things up from a seed (tools/random.mjs) make the same
// thing from the same seed, byte for byte, whatever shape their code takes:
// the art (tools/draw-art.mjs) and the large catalogue for a few seeds
// (tools/make-catalogue.ts, on a fixed day: its gigs' dates follow --today).
// The digests were taken from the tools as they were before they were split
// into modules. A change that is meant to change what they make updates them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every file under `dir`, as `./a/b` paths in byte order. */
function filesUnder(dir: string, at = '.'): string[] {
  return readdirSync(path.join(dir, at), { withFileTypes: true })
    .flatMap((entry) => {
      const rel = `${at}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(dir, rel) : [rel];
    })
    .sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1));
}

/** One digest of the files `which` picks under `dir`: each file's digest and path, a line each. */
const digestOf = (dir: string, which: (file: string) => boolean) =>
  sha256(
    filesUnder(dir)
      .filter(which)
      .map((file) => `${sha256(readFileSync(path.join(dir, file)))} ${file}\n`)
      .join(''),
  );

let out: string;
beforeEach(() => {
  out = mkdtempSync(path.join(os.tmpdir(), 'seeded-tools-'));
});
afterEach(() => rmSync(out, { recursive: true, force: true }));

test('draw-art draws the same art', () => {
  execFileSync(process.execPath, [path.join(ROOT, 'tools/draw-art.mjs'), '--out', out], { cwd: ROOT, stdio: 'pipe' });
  const drawn = Object.fromEntries(filesUnder(out).map((file) => [file, sha256(readFileSync(path.join(out, file)))]));
  expect(drawn).toEqual({
    './content/pictures/group.svg': '5ff944bd3c7d5ccf24fda3ac47a364cd45d086cd63153c8d10bc22a9c17a4089',
    './content/pictures/hero.svg': '955c080db5f844d0089d365c72f6c26c53493ce6bc981a15c6d4f31e0facc45c',
    './content/pictures/member-guitar-drums.svg': '864d3f2fa58849929da20c98e8a140f45a15d6e4eff8b554901c19f6c59c73be',
    './content/pictures/member-vocals-bass.svg': '7673fe93cbc6a4087d66c2cafc17c3e03896223b9d8c7ac83ea074b8dbe9781b',
    './content/releases/birds/cover.svg': '7c12e8a7588312192795e2af0db3c1cf9cba81214b229a1818a325bcde65dc37',
    './content/releases/kniv/cover.svg': '745a7c9ca4c922a208c2bc23db9f0c5ed81defe428717d8c96c044ccedf9646b',
    './content/releases/spring/cover.svg': '25c6c86053cbcc6bc3e56f93b841973711ee01b16d373578072c23546adb68b0',
    './content/releases/varm&kall/cover.svg': '88d288aecf366bb3056e7e39243b6ab177f64386d21f70f0ce95a0b77c1ac365',
    './public/favicon.svg': '0d3e46c5542ca631f11c09cc4c21ab58d46ccd8b59733d2d9156bea6f32b33a7',
    './src/assets/images/share.svg': 'cd11cc00c0e32ae67ef5bad9470bc8c9cc6c122b9ef37c98465b8f48529614c0',
    './src/assets/logo.svg': '5b192bb466b34d0d53f4a85beb4e5527f227d5aeb8a303277446e886b7dbebe9',
  });
});

// The covers are JPEGs that sharp encodes: their digest holds for one version
// of sharp (and its libvips), the text files' for any. The posts (news/) and
// the merch (merch/ and its pictures) have a digest each of their own: they
// draw from streams of their own, and the other files are the same with or
// without them (`text` is as it was before either, but for site.yaml's
// booking form service, on the seeds that give one).
const NO_POSTS = sha256('');
const NO_MERCH = NO_POSTS;
const isMerch = (file: string) => file.startsWith('./merch/') || file.startsWith('./pictures/merch-');
const CATALOGUES: Record<string, { text: string; covers: string; news: string; merch: string }> = {
  1: {
    text: '7f7b126235eb3191e84d4cc7ab8888c87a43902fe51c7e9825857fb42a9197e9',
    covers: '8a5a5153c9ce9a426fcb8c6742a25220e9e05dbe0e7f6b6e2ccbd875ab68013d',
    news: '890658d0f72e16b670dca6ecb503c6b40f15e8739290fc44f842f626f588e4ca',
    merch: 'ca3989570f3c7dfe39016d2cd62b5bfb09d1fe1ec45d96f880f71327bdffb296',
  },
  4242: {
    text: 'eefd6c0d9c641f27e9c70ed2cf0beb16bc0c3a6c2782fedb061efeaee991bc07',
    covers: 'c8acb3c6b054b4239747907a6ca28975e1430f672fbcceebfceb53bf28f0a799',
    news: NO_POSTS,
    merch: '6974fd150cdeb06be76d37a8e3f9ab57a1f9ccafe8463b314b643c6919791142',
  },
  48213: {
    text: '08ef3717656b8d5344dff46926cce23714a15eb6ff52e66dbfe4f4c14e5e1894',
    covers: '2654759adc98dcedfbd7366cfc3523c9d46149742be7affcd28732b1583b351f',
    news: NO_POSTS,
    merch: NO_MERCH,
  },
};

test.each(Object.entries(CATALOGUES))('make-catalogue makes the same catalogue of seed %s', (seed, expected) => {
  const tsx = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');
  // From the fixture catalogue, not the band's content: the band edits its files, and no test may stand in its way.
  const from = path.join(ROOT, '__tests__/fixtures/content');
  const args = [tsx, path.join(ROOT, 'tools/make-catalogue.ts'), '--out', out, '--from', from, '--seed', seed, '--today', '2026-06-15'];
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe', env: { ...process.env, CATALOGUE_SEED: '' } });
  expect({
    text: digestOf(out, (file) => !file.endsWith('.jpg') && !file.startsWith('./news/') && !isMerch(file)),
    covers: digestOf(out, (file) => file.endsWith('.jpg')),
    news: digestOf(out, (file) => file.startsWith('./news/')),
    merch: digestOf(out, isMerch),
  }).toEqual(expected);
});
