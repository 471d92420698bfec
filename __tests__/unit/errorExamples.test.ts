// The content errors the README and the guide show as examples are the
// build's own words for the mistake, at the line they name in the band's own
// files: each mistake is made here, in a copy of content/, at that line, and
// the build's message for it must be the example's, word for word.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ContentError } from '../../src/content/check';
import { CONTENT_DIR, loadContent } from '../../src/content/content';

const ROOT = path.resolve(__dirname, '..', '..');
const DOCS = ['README.md', 'docs/updating-the-site.md'];

/** An example's problem: its text (the line and, indented under it, the right form) and what it says. */
interface Example {
  doc: string;
  text: string;
  file: string;
  line: number;
  date: string;
  field: string;
  mistake: { misspelt: string; field: string } | { impossibleDay: string } | { badPrice: string };
  /** The gig the doc shows how to add, for a mistake in a gig the band's file does not hold yet. */
  newGig: string | null;
}

/** The text of each fenced block with the given language ('' for none: output, not code), its indent removed. */
function fencedBlocks(text: string, language: string): string[] {
  const blocks: string[] = [];
  let open: { indent: string; lang: string; lines: string[] } | null = null;
  for (const line of text.split('\n')) {
    const fence = /^( *)```(\S*)\s*$/.exec(line);
    if (fence && !open) open = { indent: fence[1] ?? '', lang: fence[2] ?? '', lines: [] };
    else if (fence && open) {
      if (open.lang === language) blocks.push(open.lines.join('\n'));
      open = null;
    } else if (open) open.lines.push(line.startsWith(open.indent) ? line.slice(open.indent.length) : line);
  }
  return blocks;
}

/**
 * Every problem of gigs.yaml an example block of `doc` shows, of the kinds made here: a misspelt field, an
 * impossible day, a price without its currency.
 */
function examplesIn(doc: string): Example[] {
  const text = readFileSync(path.join(ROOT, doc), 'utf8');
  const blocks = fencedBlocks(text, '');
  const gigsShown = fencedBlocks(text, 'yaml').filter((block) => block.startsWith('- date: '));
  return blocks.flatMap((block) =>
    [...block.matchAll(/^(content\/gigs\.yaml):(\d+) — gig on (\S+), field `(\w+)`: (.*)\n {2}Right form: {3}.*$/gm)].flatMap(
      ([problem, file = '', line = '', date = '', field = '', says = '']): Example[] => {
        const misspelt = /^`(\w+)` is not a field of a gig\. Did you mean `(\w+)`\?$/.exec(says);
        const impossible = field === 'date' && /^(\S+) is not a day in the calendar\.$/.exec(says);
        const price = field === 'price' && /^`(.+?)` is not a price:/.exec(says);
        const mistake = misspelt
          ? { misspelt: misspelt[1] ?? '', field: misspelt[2] ?? '' }
          : impossible
            ? { impossibleDay: date }
            : price
              ? { badPrice: price[1] ?? '' }
              : null;
        const newGig = gigsShown.find((block) => block.startsWith(`- date: ${date} `) || block.startsWith(`- date: ${date}\n`)) ?? null;
        return mistake ? [{ doc, text: problem, file, line: Number(line), date, field, mistake, newGig }] : [];
      },
    ),
  );
}

const examples = DOCS.flatMap(examplesIn);

test('the README shows an error example of the band’s gigs.yaml, and the tests find it', () => {
  expect(examples.filter(({ doc }) => doc === 'README.md')).not.toHaveLength(0);
});

describe.each(examples.map((example) => [`${example.doc}: ${example.file}:${example.line}`, example] as const))('%s', (_, example) => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'error-example-'));
    cpSync(CONTENT_DIR, dir, { recursive: true });
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  test('is the build’s message for the mistake, made at the line it names in the band’s file', async () => {
    const file = path.join(dir, path.relative('content', example.file));
    let lines = readFileSync(file, 'utf8').replace(/\n+$/, '').split('\n');
    // A mistake in a gig the file does not hold yet: the gig the doc shows how to add, added at the end.
    if (example.line > lines.length && example.newGig) lines = [...lines, ...example.newGig.split('\n')];
    const at = lines[example.line - 1] ?? '';
    if ('misspelt' in example.mistake) {
      const { misspelt, field } = example.mistake;
      // The line named is the field's, in the gig on the example's day.
      const gigStart = lines.slice(0, example.line).findLastIndex((line) => line.startsWith('- '));
      expect({ line: example.line, gig: lines[gigStart], holds: at }).toEqual({
        line: example.line,
        gig: `- date: ${example.date}`,
        holds: expect.stringMatching(new RegExp(`^ +${field}:`)),
      });
      lines[example.line - 1] = at.replace(`${field}:`, `${misspelt}:`);
    } else if ('badPrice' in example.mistake) {
      expect({ line: example.line, holds: at }).toEqual({ line: example.line, holds: expect.stringMatching(/^ +price: /) });
      lines[example.line - 1] = at.replace(/price: .*?(?=\s+#|$)/, `price: ${example.mistake.badPrice}`);
    } else {
      expect({ line: example.line, holds: at }).toEqual({ line: example.line, holds: expect.stringMatching(/^- date: /) });
      lines[example.line - 1] = `- date: ${example.mistake.impossibleDay}`;
    }
    writeFileSync(file, `${lines.join('\n')}\n`);

    const error: unknown = await loadContent(dir).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ContentError);
    const shown = path.relative(process.cwd(), file).split(path.sep).join('/');
    expect((error as ContentError).message.replaceAll(shown, example.file)).toContain(example.text);
  });
});
