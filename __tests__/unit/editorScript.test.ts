// The editor's script as admin/ serves it (scripts/admin-plugin.js): Sveltia
// CMS as npm ships it, with a few of its lines changed. One of them takes a
// plain summary line from `plainSummary` at once, where the editor puts every
// line through Markdown, DOMPurify and the decoding of entities (a document
// each: a catalogue's first search made thousands). Checked here against the
// editor's own making of the line, with the same libraries in the versions its
// script carries, on every piece of text in the band's content and on each
// character the rule lets through.
import fs from 'node:fs';
import path from 'node:path';
import { parseInline } from 'marked';
import createDOMPurify from 'dompurify';
import { parseEntities } from 'parse-entities';
import { CONTENT_DIR, loadContent } from '../../src/content/content';
import { plainSummary } from '../../scripts/admin-plugin.js';

const purify = createDOMPurify(window);

/**
 * A summary line as the editor makes it (Sveltia's `sanitizeEntrySummary`, whose
 * order of steps the build's patch matches): Markdown; then, where it asks for
 * HTML, entities decoded before DOMPurify, else after it.
 */
function formatted(text: string, asHtml: boolean) {
  let line = parseInline(text, { async: false });
  if (asHtml) line = parseEntities(line);
  line = purify.sanitize(line, { ALLOWED_TAGS: asHtml ? ['strong', 'em', 'code'] : [] });
  if (!asHtml) line = parseEntities(line);
  return line.trim();
}

/** Every piece of text in `value`, however deep. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

test("the check's libraries are those the editor's script carries", () => {
  // The script's source map names the files it was made of, each under its package's name and version.
  const editorPackage = path.join(path.dirname(require.resolve('@sveltia/cms')), '..');
  const { sources } = JSON.parse(fs.readFileSync(path.join(editorPackage, 'dist', 'sveltia-cms.js.map'), 'utf8')) as { sources: string[] };
  for (const name of ['marked', 'dompurify', 'parse-entities', 'decode-named-character-reference']) {
    const { version } = JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string };
    const carried = new Set(sources.flatMap((source) => new RegExp(`/${name}@([\\d.]+)/`).exec(source)?.[1] ?? []));
    expect({ name, versions: [...carried] }).toEqual({ name, versions: [version] });
  }
});

/** The punctuation the rule lets through, each at the start, inside and at the end of words, and twice. */
const PUNCTUATION = [' ', '·', ',', '.', ';', ':', '(', ')', '–', '—', '?', '!', '#', '+', '-', "'", '"', '’', '/'];
const probes = [
  ...PUNCTUATION.flatMap((mark) => [
    `${mark}Kantstött`,
    `Varm${mark}kall`,
    `Varm ${mark} kall`,
    `Ring${mark}`,
    `${mark}${mark}1${mark}${mark}`,
  ]),
  // `&` before a space or at the end.
  'The Fox & Rail',
  'Varm & kall & ',
  'Rock &',
  '2026-05-25 · Wheel & Tape, Philadelphia (United States of America)',
];

test('each probe is plain by the rule', () => {
  expect(probes.filter((text) => plainSummary(text) === undefined)).toEqual([]);
});

/** Lines the rule must not take, each for what it holds: the editor's making changes most of them. */
const NOT_PLAIN: [string, string][] = [
  ['emphasis', '*Varm* och kall'],
  ['strong', 'Varm __och__ kall'],
  ['code', 'npm `test`'],
  ['strike-through', '~~Varm~~ kall'],
  ['a link', '[Kantstött](https://example.org)'],
  ['an e-mail address', 'band@example.org'],
  ['an ampersand before a letter', 'AT&T'],
  ['a legacy entity without its semicolon', 'Fox &copy Rail'],
  ['an entity', 'Varm &amp; kall'],
  ['a numeric entity', 'Varm &#38; kall'],
  ['a tag', 'Varm <b>och</b> kall'],
  ['an escape', 'Varm \\* kall'],
  ['a line break', 'Varm\nkall'],
  ['a non-breaking space', 'Varm\u00a0kall'],
];

/** The lines to check: the band's content's every text, the probes, those not plain, and an address, a link and a gig's line. */
let lines: string[];
beforeAll(async () => {
  const { content } = await loadContent(CONTENT_DIR);
  lines = [
    ...textsIn(content),
    ...probes,
    ...NOT_PLAIN.map(([, text]) => text),
    'www.kantstott.se',
    'https://kantstott.se/#/gigs',
    '2026-05-25 · 1. Zum Goldenen Ring, Leipzig (Germany)',
  ];
});

test.each([false, true])('a line the rule takes, HTML asked for %s, is the line the editor makes of it', (asHtml) => {
  const taken = lines.filter((text) => plainSummary(text) !== undefined);
  expect(taken.length).toBeGreaterThan(probes.length);
  for (const text of taken) expect({ text, line: plainSummary(text) }).toEqual({ text, line: formatted(text, asHtml) });
});

test.each(NOT_PLAIN)('a line with %s is not plain: the editor makes it as before', (_what, text) => {
  expect(plainSummary(text)).toBeUndefined();
});

test('the making the rule leaves out changes such lines (the check above is not idle)', () => {
  expect(formatted('*Varm* och kall', true)).toBe('<em>Varm</em> och kall');
  expect(formatted('*Varm* och kall', false)).toBe('Varm och kall');
  expect(formatted('Varm &amp; kall', false)).toBe('Varm & kall');
  expect(formatted('Fox &copy; Rail', true)).toBe('Fox © Rail');
});
