// The editor's script as admin/ serves it (scripts/admin-plugin.js): Sveltia
// CMS as npm ships it, with a few of its lines changed. One of them lists a
// plain summary line as it is, where the editor puts every line through
// Markdown and DOMPurify (a document each: a catalogue's first search made
// thousands). Plain means that both leave it as it is: checked here with the
// same libraries, in the versions the editor's script carries, on every
// piece of text in the band's content and on each character the rule lets through.
import fs from 'node:fs';
import path from 'node:path';
import { parseInline } from 'marked';
import createDOMPurify from 'dompurify';
import { CONTENT_DIR, loadContent } from '../../src/content/content';
import { PLAIN_SUMMARY } from '../../scripts/admin-plugin.js';

const purify = createDOMPurify(window);

/** What the editor makes of a summary line, as its script does it: Markdown, then DOMPurify (entities aside: see below). */
const steps = (text: string, allowMarkdown: boolean) => {
  const html = parseInline(text, { async: false });
  return { markdown: html, sanitized: purify.sanitize(html, { ALLOWED_TAGS: allowMarkdown ? ['strong', 'em', 'code'] : [] }) };
};

/** Every piece of text in `value`, however deep. */
function textsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsIn);
  return [];
}

test("the check's Markdown and DOMPurify are those the editor's script carries", () => {
  // The script's source map names the files it was made of, each under its package's name and version.
  const editorPackage = path.join(path.dirname(require.resolve('@sveltia/cms')), '..');
  const { sources } = JSON.parse(fs.readFileSync(path.join(editorPackage, 'dist', 'sveltia-cms.js.map'), 'utf8')) as { sources: string[] };
  for (const name of ['marked', 'dompurify']) {
    const { version } = JSON.parse(fs.readFileSync(path.join('node_modules', name, 'package.json'), 'utf8')) as { version: string };
    const carried = new Set(sources.flatMap((source) => new RegExp(`/${name}@([\\d.]+)/`).exec(source)?.[1] ?? []));
    expect({ name, versions: [...carried] }).toEqual({ name, versions: [version] });
  }
});

/** The punctuation the rule lets through, each at the start, inside and at the end of words, and twice. */
const PUNCTUATION = [' ', '·', ',', '.', ';', '(', ')', '–', '—', '?', '#', '+', '-'];
const probes = PUNCTUATION.flatMap((mark) => [
  `${mark}Kantstött`,
  `Varm${mark}kall`,
  `Varm ${mark} kall`,
  `Ring${mark}`,
  `${mark}${mark}1${mark}${mark}`,
]);

test('each probe of the punctuation is plain by the rule', () => {
  expect(probes.filter((text) => !PLAIN_SUMMARY.test(text))).toEqual([]);
});

/** The plain lines to check: the band's content's texts the rule takes, the probes, and an address and a gig's line. */
let plain: string[];
beforeAll(async () => {
  const { content } = await loadContent(CONTENT_DIR);
  plain = [...textsIn(content), ...probes, 'www.kantstott.se', '2026-05-25 · 1. Zum Goldenen Ring, Leipzig (Germany)'].filter((text) =>
    PLAIN_SUMMARY.test(text),
  );
});

test.each([false, true])('a plain line, Markdown allowed %s, comes out of Markdown and DOMPurify as it went in', (allowMarkdown) => {
  expect(plain.length).toBeGreaterThan(probes.length);
  for (const text of plain) {
    const { markdown, sanitized } = steps(text, allowMarkdown);
    // Markdown may link an address (www.…), which DOMPurify takes away again. Neither writes an
    // entity (&…;), so the editor's decoding of them, after either, changes nothing either.
    expect({ text, entityAfterMarkdown: markdown.includes('&'), sanitized }).toEqual({ text, entityAfterMarkdown: false, sanitized: text });
  }
});

test.each([
  ['emphasis', '*Varm* och kall'],
  ['strong', 'Varm __och__ kall'],
  ['code', 'npm `test`'],
  ['a link', '[Kantstött](https://example.org)'],
  ['an address', 'https://example.org'],
  ['an e-mail address', 'band@example.org'],
  ['an ampersand', 'Varm & kall'],
  ['a tag', 'Varm <b>och</b> kall'],
  ['an entity', 'Varm &amp; kall'],
  ['a quote', 'Rock’n’roll "live"'],
  ['a line break', 'Varm\nkall'],
  ['a non-breaking space', 'Varm\u00a0kall'],
])('a line with %s is not plain: the editor formats it as before', (_what, text) => {
  expect(PLAIN_SUMMARY.test(text)).toBe(false);
});

test('the formatting the rule leaves out changes such lines (the check above is not idle)', () => {
  expect(steps('*Varm* och kall', true).sanitized).toBe('<em>Varm</em> och kall');
  expect(steps('Varm & kall', false).sanitized).toBe('Varm &amp; kall');
});
