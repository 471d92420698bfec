/** @jest-environment node */
// The band's files are kept in the layout the editor (admin/) writes when it
// saves one (src/content/editor/layout.ts), so a save's diff is the edit and
// nothing more. Every file of the content the tests read is held to it, and
// a file out of it is named with the command that lays it out. That command
// is held to what the editor does with files written by hand: the values
// kept, in the form's order, in the editor's YAML, comments gone.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR } from '../../src/content/content';
import { editorLayout, filesOutOfLayout, layoutReport, TIDY_COMMAND } from '../../src/content/editor/layout';

const ROOT = path.resolve(__dirname, '..', '..');

test(`every file of the content is in the editor's layout (${TIDY_COMMAND} lays one out)`, () => {
  const found = filesOutOfLayout(CONTENT_DIR);
  const named = found.map(
    ({ file, error }) => `  ${path.relative(ROOT, path.join(CONTENT_DIR, file))}${error ? ` (the editor cannot read it: ${error})` : ''}`,
  );
  // A message rather than a diff: the band reads it, and the command is the fix.
  if (found.length > 0)
    throw new Error(
      `Not in the layout the editor writes, so its next save there would change more than its edit:\n${named.join('\n')}\nRun \`${TIDY_COMMAND}\` (it keeps every value), then commit the files.`,
    );
});

/** A gig as people write one by hand: a comment, quotes, a list in brackets, other indentation, the fields in another order. */
const HAND_WRITTEN_GIG = `# The first gig of the tour
date: 2026-05-25
club: "Zum Goldenen Ring"   # the small room
event: ' Punk: live '
town:    Leipzig
country: DE
bands: [Kantstött, "Halkrisk"]
tickets:
time: 20:00
ageLimit: 18
changes: '2'


`;

/** What the editor writes when it saves that gig: each value once, in its form's order, no comments. */
const GIG_AS_SAVED = `date: 2026-05-25
event: 'Punk: live'
club: Zum Goldenen Ring
town: Leipzig
country: DE
bands:
  - Kantstött
  - Halkrisk
time: 20:00
ageLimit: '18'
changes: 2
`;

test('lays a gig written by hand out as the editor saves it, keeping every value', () => {
  const laidOut = editorLayout('gigs/2026-05-25-leipzig.yaml', HAND_WRITTEN_GIG);
  expect(laidOut).toBe(GIG_AS_SAVED);
  // As in the editor: the empty optional field goes, texts are trimmed, numbers in text fields become text, and the count a number.
  const { tickets: _empty, ...values } = parse(HAND_WRITTEN_GIG) as Record<string, unknown>;
  expect(parse(GIG_AS_SAVED)).toEqual({ ...values, event: 'Punk: live', ageLimit: '18', changes: 2 });
});

test("a release's fields follow its form, and the fields of its listen links too", () => {
  const written = `listen:\n    bandcamp: https://kantstott.bandcamp.com/album/kniv\n    spotify: https://open.spotify.com/album/kniv\ncoverAlt: "Cover: a knife"\nyear: '2021'\ntitle: "Kniv"\n`;
  expect(editorLayout('releases/kniv/release.yaml', written)).toBe(
    `title: Kniv\nyear: 2021\ncoverAlt: 'Cover: a knife'\nlisten:\n  spotify: https://open.spotify.com/album/kniv\n  bandcamp: https://kantstott.bandcamp.com/album/kniv\n`,
  );
});

test('a field no form has stays, after those it has, as the editor keeps it', () => {
  expect(editorLayout('site.yaml', 'zebra: 1\nname: Kantstött\nalpha: {b: 2, a: 1}\n')).toBe(
    'name: Kantstött\nalpha:\n  a: 1\n  b: 2\nzebra: 1\n',
  );
});

test("a track's front matter, then its lyrics after one blank line, ending in one line end", () => {
  // Blank lines around the lyrics go (the editor trims the text), the spaces inside them stay.
  const written =
    '\r\n---\r\ntitle: "Kniv"\r\nnumber: 1\r\n---\r\n\r\n\r\n## verse\r\nVi delade allt  \r\n\r\n## chorus\r\nKniv!\r\n\r\n\r\n';
  expect(editorLayout('releases/kniv/01-kniv.md', written)).toBe(
    '---\ntitle: Kniv\nnumber: 1\n---\n\n## verse\nVi delade allt  \n\n## chorus\nKniv!\n',
  );
  // A post's text straight after its front matter gets the blank line the editor puts there.
  expect(editorLayout('news/tack.md', '---\ndate: 2024-06-02\ntitle: Tack!\n---\nTack till alla.\n')).toBe(
    '---\ndate: 2024-06-02\ntitle: Tack!\n---\n\nTack till alla.\n',
  );
  // A text with no front matter (the band's story) is its paragraphs, trimmed.
  expect(editorLayout('band.md', '\n\nKantstött är ett band.\n\nFrån Borås.\n\n\n')).toBe('Kantstött är ett band.\n\nFrån Borås.\n');
});

test('what it lays out, it leaves as it is; files the editor does not edit, it does not touch', () => {
  for (const [file, text] of [
    ['gigs/2026-05-25-leipzig.yaml', HAND_WRITTEN_GIG],
    ['news/tack.md', '---\ndate: 2024-06-02\ntitle: "Tack!"\n---\nTack.'],
  ] as const) {
    const once = editorLayout(file, text)!;
    expect(editorLayout(file, once)).toBe(once);
  }
  expect(editorLayout('README.md', '# Content\n\n\n')).toBeUndefined();
  expect(editorLayout('gigs/notes.txt', 'a:  1')).toBeUndefined();
});

test(`${TIDY_COMMAND} lays out what is not in the layout, names it, and leaves the rest and what it cannot read`, () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'tidy-'));
  try {
    mkdirSync(path.join(dir, 'gigs'));
    writeFileSync(path.join(dir, 'gigs', '2026-05-25-leipzig.yaml'), HAND_WRITTEN_GIG);
    writeFileSync(path.join(dir, 'gigs', '2026-05-26-halle.yaml'), GIG_AS_SAVED);
    writeFileSync(path.join(dir, 'gigs', '2026-05-27-jena.yaml'), 'date: [2026-05-27\n');
    // The build names the file it can read and the command, and goes on; what it cannot read, its content check names.
    expect(layoutReport(dir)).toBe(
      `layout: 1 file is not as the editor writes it (not an error; \`${TIDY_COMMAND}\` lays it out, keeping every value):\n  gigs/2026-05-25-leipzig.yaml`,
    );
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    const [tsx, tool] = scripts[TIDY_COMMAND.replace(/^npm run /, '')]!.split(' ');
    let output = '';
    try {
      execFileSync(process.execPath, [path.join(ROOT, 'node_modules', tsx!, 'dist/cli.mjs'), path.join(ROOT, tool!), dir], {
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      const failed = error as { status: number; stdout: string; stderr: string };
      expect(failed.status).toBe(1);
      output = failed.stdout + failed.stderr;
    }
    expect(output).toMatch(/Laid out 1 file .*\n {2}gigs\/2026-05-25-leipzig\.yaml\n/);
    expect(output).toMatch(/gigs\/2026-05-27-jena\.yaml: left as it is/);
    expect(readFileSync(path.join(dir, 'gigs', '2026-05-25-leipzig.yaml'), 'utf8')).toBe(GIG_AS_SAVED);
    expect(readFileSync(path.join(dir, 'gigs', '2026-05-27-jena.yaml'), 'utf8')).toBe('date: [2026-05-27\n');
    expect(filesOutOfLayout(dir).map(({ file }) => file)).toEqual(['gigs/2026-05-27-jena.yaml']);
    expect(layoutReport(dir)).toBeUndefined();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
