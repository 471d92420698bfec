/** @jest-environment node */
// The one-time move of gigs.yaml to a file a gig (tools/split-gigs.ts, `npm
// run content:split-gigs`), on a temporary folder: a list written the way
// people write YAML by hand comes out a file a gig, each holding every field
// and value of its gig, named by its day and town.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { GIGS_FOLDER, GIGS_LIST, SPLIT_GIGS_COMMAND } from '../../src/content/gigs';
import { slugify } from '../../src/util/slug.build';
import { splitGigs } from '../../tools/split-gigs/split';

const ROOT = path.resolve(__dirname, '..', '..');

/** Two gigs one night in one town, accents, quotes, a comment, lists both ways, and every kind of value. */
const HAND_WRITTEN = `# Our gigs
- date: 2026-05-25          # the first of the tour
  event: "Punk: live"
  club: Zum Goldenen Ring
  town: Leipzig
  country: DE
  bands: [Kantstött, 'Halkrisk']
  time: 20:00
  price: 12,50 EUR
  ageLimit: 18

- date: 2026-05-25
  club: Conne Island
  town: Leipzig
  country: Germany
  bands:
    - Kantstött
  status: sold out

- date: 2024-03-31
  club: Frostkällaren
  town: Umeå
  country: Sweden
  bands: [Kantstött]
  changes: 2
  announced: 2024-01-10
- {date: 2023-03-18, club: Sklep U Kolečka, town: Göteborg, country: SE, bands: [Kantstött]}
`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-split-'));
  writeFileSync(path.join(dir, GIGS_LIST), HAND_WRITTEN);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const gigsIn = (folder: string) =>
  readdirSync(folder)
    .sort()
    .map((name) => ({ name, gig: parse(readFileSync(path.join(folder, name), 'utf8')) as Record<string, unknown> }));

test('each gig becomes a file of its own, with every field and value, named by its day and town; gigs.yaml goes', async () => {
  const list = parse(HAND_WRITTEN) as Record<string, unknown>[];
  const { files } = await splitGigs(dir);
  expect(existsSync(path.join(dir, GIGS_LIST))).toBe(false);
  expect(files).toHaveLength(list.length);
  const written = gigsIn(path.join(dir, GIGS_FOLDER));
  // Every gig of the list, as it was, in a file of its own: none lost, none changed.
  expect(written.map(({ gig }) => gig)).toEqual(expect.arrayContaining(list));
  expect(written).toHaveLength(list.length);
  for (const { name, gig } of written)
    expect(name).toMatch(new RegExp(`^${String(gig.date)}-${slugify(String(gig.town))}(-\\d+)?\\.yaml$`));
  // Two gigs one night in one town: two names.
  expect(new Set(written.map(({ name }) => name)).size).toBe(list.length);
});

test('a comment on a gig’s line stays with it, and a value keeps the form it was written in', async () => {
  await splitGigs(dir);
  const texts = readdirSync(path.join(dir, GIGS_FOLDER)).map((name) => readFileSync(path.join(dir, GIGS_FOLDER, name), 'utf8'));
  expect(texts.find((text) => text.includes('Zum Goldenen Ring'))).toMatch(/date: 2026-05-25 +# the first of the tour/);
  expect(texts.join('\n')).toContain('time: 20:00');
});

test('a name taken in the folder is not overwritten: the gig gets the next number', async () => {
  mkdirSync(path.join(dir, GIGS_FOLDER));
  const taken = path.join(dir, GIGS_FOLDER, '2024-03-31-umea.yaml');
  writeFileSync(taken, 'date: 2024-03-31\n');
  await splitGigs(dir);
  expect(readFileSync(taken, 'utf8')).toBe('date: 2024-03-31\n');
  expect(existsSync(path.join(dir, GIGS_FOLDER, '2024-03-31-umea-2.yaml'))).toBe(true);
});

test('a file that is not a list of gigs is left as it is, and nothing is written', async () => {
  writeFileSync(path.join(dir, GIGS_LIST), 'date: 2026-05-25\nclub: Conne Island\n');
  await expect(splitGigs(dir)).rejects.toThrow(/not a list of gigs/);
  expect(existsSync(path.join(dir, GIGS_LIST))).toBe(true);
  expect(existsSync(path.join(dir, GIGS_FOLDER))).toBe(false);
});

test('the command the build names runs the split', () => {
  const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const script = scripts[SPLIT_GIGS_COMMAND.replace(/^npm run /, '')];
  const [runner, file] = script?.split(' ') ?? [];
  expect(runner).toBe('tsx');
  const run = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, file!), '--content', dir], { encoding: 'utf8' });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(existsSync(path.join(dir, GIGS_LIST))).toBe(false);
  expect(readdirSync(path.join(dir, GIGS_FOLDER))).toHaveLength((parse(HAND_WRITTEN) as unknown[]).length);
});
