/**
 * @jest-environment node
 */
// The tools that make things up from a seed (tools/random.mjs): the art
// (tools/draw-art.mjs) and the large catalogue (tools/make-catalogue.ts, on a
// fixed day: its gigs' dates follow --today). A failure seen with one seed
// must be seen again with it, so the same seed makes the same bytes: each
// tool runs twice here, in this run, and the two outputs are compared. What
// they make is held to what it must be (the content check takes the
// catalogue, its counts are in the generator's ranges, its files are in the
// editor's layout, the art is SVG of its size with nothing the site's policy
// or the rasteriser refuses), never to digests: a JPEG's bytes change with
// sharp's version, and no rule of the site depends on them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../../src/content/content';
import { filesOutOfLayout } from '../../src/content/editor/layout';

const ROOT = path.resolve(__dirname, '..', '..');
const TSX = path.join(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** Every file under `dir`, as paths from it, sorted. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

/** The files that differ between two folders: in one only, or with other bytes. */
function differences(a: string, b: string): string[] {
  const inA = filesUnder(a);
  const inB = new Set(filesUnder(b));
  const only = [...inA.filter((file) => !inB.has(file)), ...[...inB].filter((file) => !inA.includes(file))];
  const changed = inA.filter((file) => inB.has(file) && !readFileSync(path.join(a, file)).equals(readFileSync(path.join(b, file))));
  return [...only.map((file) => `${file}: in one output only`), ...changed.map((file) => `${file}: other bytes`)];
}

const made: string[] = [];
/** A new empty folder, removed after the tests. */
function freshFolder(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seeded-tools-'));
  made.push(dir);
  return dir;
}
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('draw-art', () => {
  const draw = () => {
    const out = freshFolder();
    execFileSync(process.execPath, [path.join(ROOT, 'tools/draw-art.mjs'), '--out', out], { cwd: ROOT, stdio: 'pipe' });
    return out;
  };
  let first: string;
  let svgs: [file: string, text: string][];
  beforeAll(() => {
    first = draw();
    svgs = filesUnder(first).map((file) => [file, readFileSync(path.join(first, file), 'utf8')]);
  });

  test('draws the same art twice', () => {
    expect(svgs.length).toBeGreaterThan(0);
    expect(differences(first, draw())).toEqual([]);
  });

  // What the build rasterises into photos (the band's pictures and covers, the
  // share card) is opaque, as JPEG is; the wordmark and the favicon lie on
  // the page's own colours and may be shaped.
  const RASTERISED = /^content\/|(^|\/)share\.svg$/;

  test('each drawing is an SVG of the size it declares, covers and the favicon square, the photos opaque', async () => {
    const wrong: string[] = [];
    for (const [file, text] of svgs) {
      const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
      const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1] ?? '';
      const [width, height] = [Number(attribute('width')), Number(attribute('height'))];
      const viewBox = attribute('viewBox')
        .split(/[\s,]+/)
        .map(Number);
      const picture = sharp(Buffer.from(text));
      const { format, width: drawnWidth, height: drawnHeight } = await picture.metadata();
      if (format !== 'svg') wrong.push(`${file}: read as ${format}, not SVG`);
      if (!(width > 0 && height > 0) || Math.round(width) !== drawnWidth || Math.round(height) !== drawnHeight)
        wrong.push(`${file}: declares ${width}×${height}, drawn ${drawnWidth}×${drawnHeight}`);
      if (viewBox[2] !== width || viewBox[3] !== height)
        wrong.push(`${file}: its viewBox, ${viewBox.join(' ')}, is not ${width}×${height}`);
      if (/(^|\/)(cover|favicon)\.svg$/.test(file) && drawnWidth !== drawnHeight)
        wrong.push(`${file}: ${drawnWidth}×${drawnHeight}, not square`);
      if (RASTERISED.test(file) && !(await picture.stats()).isOpaque) wrong.push(`${file}: not opaque`);
    }
    expect(wrong).toEqual([]);
  });

  // The rules draw-art.mjs promises: the site's CSP allows no inline style,
  // and the build's rasteriser (librsvg) sets no text and fetches nothing.
  test('no style, no text, no external reference, no embedded raster', () => {
    const FORBIDDEN: [RegExp, string][] = [
      [/\sstyle=|<style\b/, 'a style'],
      [/<text\b/, 'text'],
      [/\shref="(?!#)|\sxlink:href="(?!#)|url\((?!#)/, 'an external reference'],
      [/<image\b|data:image\//, 'an embedded raster'],
    ];
    const found = svgs.flatMap(([file, text]) => FORBIDDEN.filter(([rule]) => rule.test(text)).map(([, what]) => `${file}: ${what}`));
    expect(found).toEqual([]);
  });
});

describe('make-catalogue', () => {
  // From the fixture catalogue, not the band's content: the band edits its files, and no test may stand in its way.
  const FROM = path.join(ROOT, '__tests__/fixtures/content');
  const TODAY = '2026-06-15';
  const make = (seed: string) => {
    const out = freshFolder();
    const args = [TSX, path.join(ROOT, 'tools/make-catalogue.ts'), '--out', out, '--from', FROM, '--seed', seed, '--today', TODAY];
    execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'pipe', env: { ...process.env, CATALOGUE_SEED: '' } });
    return out;
  };
  // Each run costs a few CPU-seconds: a seed's first catalogue serves every test.
  const firstMade = new Map<string, string>();
  const catalogueOf = (seed: string) => {
    const out = firstMade.get(seed) ?? make(seed);
    firstMade.set(seed, out);
    return out;
  };
  const SEEDS = ['1', '48213'];

  test('makes the same catalogue twice from the same seed, and another from another seed', () => {
    const [seed = '', other = ''] = SEEDS;
    expect(differences(catalogueOf(seed), make(seed))).toEqual([]);
    expect(differences(catalogueOf(seed), catalogueOf(other))).not.toEqual([]);
  });

  /** The ranges the generator draws its counts from, read from its modules rather than written here again. */
  let ranges: Record<'releases' | 'gigs' | 'posts', [number, number]>;
  let band: Awaited<ReturnType<typeof loadContent>>['content'];
  beforeAll(async () => {
    const script =
      "import { GENERATED } from './tools/make-catalogue.ts'; import { GENERATED_POSTS } from './tools/make-catalogue/news.ts';" +
      'console.log(JSON.stringify({ ...GENERATED, posts: GENERATED_POSTS }))';
    ranges = JSON.parse(execFileSync(process.execPath, [TSX, '--eval', script], { cwd: ROOT, encoding: 'utf8' }));
    ({ content: band } = await loadContent(FROM));
  });
  const expectWithin = (count: number, [low, high]: [number, number]) => {
    expect(count).toBeGreaterThanOrEqual(low);
    expect(count).toBeLessThanOrEqual(high);
  };

  test.each(SEEDS)('the catalogue of seed %s passes the content check and holds what the generator promises', async (seed) => {
    const { content, warnings } = await loadContent(catalogueOf(seed));

    const bandSlugs = new Set(band.releases.map((release) => release.slug));
    const added = content.releases.filter((release) => !bandSlugs.has(release.slug));
    expect(band.releases.every((release) => content.releases.some((kept) => kept.slug === release.slug))).toBe(true);
    expectWithin(added.length, ranges.releases);
    expectWithin(content.gigs.length - band.gigs.length, ranges.gigs);
    if (content.news.length > 0) expectWithin(content.news.length, ranges.posts);

    // One release of one track, one of twenty, the others 2 to 12.
    const tracks = added.map((release) => release.tracks.length).sort((a, b) => a - b);
    expect([tracks[0], tracks.at(-1)]).toEqual([1, 20]);
    tracks.slice(1, -1).forEach((count) => expectWithin(count, [2, 12]));

    // Every cover a photo, all square but one, which the check warns will be cropped.
    expect(added.every((release) => release.cover.file.endsWith('.jpg'))).toBe(true);
    const notSquare = added.filter((release) => release.cover.width !== release.cover.height);
    expect(notSquare).toHaveLength(1);
    expect(notSquare[0]?.cover.crop).not.toBeNull();
    expect(warnings.map((warning) => warning.file)).toContain(notSquare[0]?.cover.file);

    // Written as the band's editor writes its files, as the band's own are kept.
    expect(filesOutOfLayout(catalogueOf(seed)).map(({ file }) => file)).toEqual([]);
  });
});
