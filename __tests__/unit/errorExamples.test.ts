/** @jest-environment node */
// The content errors the README and the guide show (their blocks marked
// `content errors`) are the build's own words for the mistake, at the line
// they name: each block's mistakes are made together, at those lines, in a
// copy of the band's content with the guide's examples done to it (the gig
// and the release the guide adds), and the build's message must say what the
// block says, word for word. A problem no test here knows how to make fails.
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ContentError } from '../../src/content/check';
import { loadContent } from '../../src/content/content';
import { blocksMarked, type CodeBlock, contentWithGuideExamples, DOCS_WITH_EXAMPLES } from '../support/bandGuide';

/** One problem a block shows: its text (the line and, indented under it, the right form), where, and what it says. */
interface Problem {
  text: string;
  file: string;
  line: number | undefined;
  says: string;
}

function problemsIn(block: CodeBlock): Problem[] {
  return [...block.text.matchAll(/^(content\/\S+?)(?::(\d+))? — (.*)(?:\n {2}.*)*$/gm)].map(([text, file = '', line, says = '']) => ({
    text,
    file,
    line: line === undefined ? undefined : Number(line),
    says,
  }));
}

/** The lines of a file, changed as a band member would get it wrong. */
type Mistake = (lines: string[], at: number, file: string) => string[] | undefined;

/** Line `at` must match `holds`; then it becomes `to`. */
const rewrite = (lines: string[], at: number, holds: RegExp, to: (line: string) => string) => {
  const line = lines[at - 1] ?? '';
  expect({ line: at, holds: line }).toEqual({ line: at, holds: expect.stringMatching(holds) });
  return lines.map((text, index) => (index === at - 1 ? to(text) : text));
};

/** A gig's problem must be in the file of the gig on its day. */
const inGigOn = (lines: string[], at: number, date: string) => {
  expect({ line: at, gig: lines.find((line) => line.startsWith('date: ')) }).toEqual({
    line: at,
    gig: expect.stringMatching(new RegExp(`^date: ${date}(\\s|$)`)),
  });
};

/** How to make the mistake a problem's words describe, for each kind of problem a doc shows. */
function mistakeFor({ says }: Problem): Mistake | undefined {
  const misspelt = /^gig on (\S+), field `\w+`: `(\w+)` is not a field of a gig\. Did you mean `(\w+)`\?$/.exec(says);
  if (misspelt) {
    const [, date = '', wrong = '', right = ''] = misspelt;
    return (lines, at) => (
      inGigOn(lines, at, date),
      rewrite(lines, at, new RegExp(`^${right}:`), (line) => line.replace(`${right}:`, `${wrong}:`))
    );
  }
  const impossible = /^gig on (\S+), field `date`: \1 is not a day in the calendar\.$/.exec(says);
  if (impossible) return (lines, at) => rewrite(lines, at, /^date: /, () => `date: ${impossible[1]}`);
  const price = /^gig on (\S+), field `price`: `(.+?)` is not a price:/.exec(says);
  if (price) {
    const [, date = '', wrong = ''] = price;
    // A price the band changes, or adds to a gig that had none.
    return (lines, at) => {
      const changed = /^price: /.test(lines[at - 1] ?? '')
        ? rewrite(lines, at, /^price: /, (line) => line.replace(/price: .*?(?=\s+#|$)/, `price: ${wrong}`))
        : [...lines.slice(0, at - 1), `price: ${wrong}`, ...lines.slice(at - 1)];
      inGigOn(changed, at, date);
      return changed;
    };
  }
  if (/^field `cover`: the release has no cover\./.test(says)) {
    return (_lines, _at, folder) => {
      for (const file of readdirSync(folder).filter((name) => /^cover\./.test(name))) rmSync(path.join(folder, file));
      return undefined;
    };
  }
  const year = /^field `year`: must be a whole number, like \d+, not `(.+)`\.$/.exec(says);
  if (year) return (lines, at) => rewrite(lines, at, /^year: /, () => `year: ${year[1]}`);
  const listen = /^field `listen\.(\w+)`: this is not an? .+ address: it should be on \S+\.$/.exec(says);
  if (listen) {
    // A link pasted under the wrong name: another service's, from the same file.
    return (lines, at) => {
      const other = lines
        .find((line, index) => index !== at - 1 && /^ +\w+: https:\/\//.test(line))
        ?.trim()
        .split(': ')[1];
      return rewrite(lines, at, new RegExp(`^ +${listen[1]}: https://`), (line) => line.replace(/https:\/\/\S+/, other ?? ''));
    };
  }
  // A track's number left out: the line below its title goes.
  if (/^field `number` is missing: the file's name makes this track \d+\. Write it below the title\.$/.test(says)) {
    return (lines, at) => {
      rewrite(lines, at, /^title: /, (line) => line);
      return rewrite(lines, at + 1, /^number: /, (line) => line).filter((_, index) => index !== at);
    };
  }
  // A track renumbered in its front matter but not in its file's name.
  const renumbered = /^field `number`: the front matter says track (\d+), the file's name \(\S+\) track \d+\./.exec(says);
  if (renumbered) return (lines, at) => rewrite(lines, at, /^number: /, () => `number: ${renumbered[1]}`);
  const section = /^section `(.+?)`: not a section label\./.exec(says);
  if (section) return (lines, at) => rewrite(lines, at, /^## /, () => `## ${section[1]}`);
  // A lyric line's time, mistyped or past the recording's end: the line's mark becomes the one shown.
  const time = /^`(\[[^`]*)` (?:is not a time|is past the end of the recording)/.exec(says);
  if (time) return (lines, at) => rewrite(lines, at, /^\[\d/, (line) => line.replace(/^\[[^\]]*\]/, time[1]!));
  return undefined;
}

const blocks = DOCS_WITH_EXAMPLES.flatMap((doc) => blocksMarked(doc, 'content errors'));

test('the README and the guide show content errors, and the tests find them', () => {
  expect(blocks.map((block) => block.doc)).toEqual(expect.arrayContaining([...DOCS_WITH_EXAMPLES]));
  for (const block of blocks) expect(problemsIn(block)).not.toHaveLength(0);
});

describe.each(blocks.map((block) => [`${block.doc}:${block.line}`, block] as const))('the content errors at %s', (_, block) => {
  test('are the build’s messages for the mistakes, made at the lines they name', async () => {
    const problems = problemsIn(block);
    expect(problems.filter((problem) => !mistakeFor(problem)).map((problem) => problem.text)).toEqual([]);
    const { dir, cleanUp, fileOf, asTheGuideShows } = await contentWithGuideExamples();
    try {
      // Top down, so that each line named is the line in the file as the mistakes leave it.
      for (const problem of problems.toSorted((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
        const file = fileOf(problem.file);
        const lines = problem.line === undefined ? [] : readFileSync(file, 'utf8').replace(/\n+$/, '').split('\n');
        const changed = mistakeFor(problem)!(lines, problem.line ?? 0, file);
        if (changed) writeFileSync(file, `${changed.join('\n')}\n`);
      }
      const error: unknown = await loadContent(dir).then(
        () => undefined,
        (thrown: unknown) => thrown,
      );
      expect(error).toBeInstanceOf(ContentError);
      const message = asTheGuideShows((error as ContentError).message);
      // A block that shows the whole message ("Content problems (2):" …) is the whole message.
      if (block.text.startsWith('Content problems')) expect(message).toBe(block.text);
      else for (const problem of problems) expect(message).toContain(problem.text);
    } finally {
      cleanUp();
    }
  });
});
