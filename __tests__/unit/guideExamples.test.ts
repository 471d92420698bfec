/** @jest-environment node */
// Every code block of the README and the guide is an example a test runs,
// read from the docs themselves: each says what it is in a comment before it
// (support/bandGuide.ts lists the kinds). The examples of content are done to
// a copy of the band's content as the guide says; the build's check must take
// the result, and what each example writes must be in what it loads. The
// commands are checked for what they name: the npm scripts, the variables
// they set, the address the dev server answers at, and that CI runs the
// README's test command. (errorExamples.test.ts runs the content errors.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { CONTENT_DIR, loadContent } from '../../src/content/content';
import { parseTimeMark } from '../../src/content/timedLyrics';
import {
  codeBlocks,
  blocksMarked,
  type ContentExample,
  contentWithGuideExamples,
  DOCS_WITH_EXAMPLES,
  readMarker,
} from '../support/bandGuide';
import { parseTarget } from '../../tools/publish/target';

const ROOT = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

test('every code block of the README and the guide says which kind of example it is', () => {
  const unmarked = DOCS_WITH_EXAMPLES.flatMap((doc) => {
    const { blocks, markersAlone } = codeBlocks(doc);
    return [
      ...blocks
        .filter(({ marker }) => !readMarker(marker ?? '')?.takesBlock)
        .map(({ line, marker }) => `${doc}:${line} ${marker ?? '(no marker)'}`),
      ...markersAlone
        .filter(({ marker }) => readMarker(marker)?.takesBlock !== false)
        .map(({ line, marker }) => `${doc}:${line} ${marker}`),
    ];
  });
  expect(unmarked).toEqual([]);
});

// ---------------------------------------------------------------- content

/** Every value in `value`, as text, with how often it occurs. */
function leaves(value: unknown, counts = new Map<string, number>(), seen = new Set<object>()): Map<string, number> {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
    counts.set(String(value), (counts.get(String(value)) ?? 0) + 1);
  } else if (value && typeof value === 'object' && !seen.has(value) && !ArrayBuffer.isView(value)) {
    seen.add(value);
    for (const item of Object.values(value)) leaves(item, counts, seen);
  }
  return counts;
}

/** The values an example writes: a YAML block's, or a Markdown file's front matter, headings and lines. */
function valuesWritten(example: ContentExample): string[] {
  if (example.how === 'picture' || example.how === 'recording') return [path.basename(example.file)];
  if (example.lang === 'yaml') return [...leaves(parse(example.text)).keys()];
  const [, frontMatter = '', body = example.text] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(example.text) ?? [];
  // A timed line is loaded as its words and, beside them, its time in seconds.
  const lines = body
    .split('\n')
    .map((line) => line.replace(/^#+ /, '').trim())
    .filter(Boolean)
    .flatMap((line) => {
      const mark = parseTimeMark(line);
      return mark && 'time' in mark ? [mark.text, String(mark.time)] : [line];
    });
  return [...leaves(parse(frontMatter)).keys(), ...lines];
}

describe('the guide’s examples of content, done to a copy of the band’s content', () => {
  let result: Awaited<ReturnType<typeof contentWithGuideExamples>>;
  let added: string[];
  let warnings: string[];
  beforeAll(async () => {
    result = await contentWithGuideExamples();
    const before = leaves((await loadContent(CONTENT_DIR)).content);
    const after = await loadContent(result.dir).catch((error: unknown) => {
      throw new Error(result.asTheGuideShows(String(error)));
    });
    added = [...leaves(after.content)].filter(([value, count]) => count > (before.get(value) ?? 0)).map(([value]) => value);
    warnings = after.warnings.map((warning) => result.asTheGuideShows(`${warning.file}: ${warning.message}`));
  });
  afterAll(() => result?.cleanUp());

  test('are there: a gig, a release with its cover and a track', () => {
    const files = result.examples.map((example) => example.file);
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/^content\/gigs\/[a-z0-9-]+\.yaml$/)]));
    expect(files.filter((file) => file.startsWith('content/releases/'))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/release\.yaml$/),
        expect.stringMatching(/\/cover\.\w+$/),
        expect.stringMatching(/\.md$/),
      ]),
    );
  });

  test('pass the build’s check, with no warning about a file they wrote', () => {
    const written = result.examples.map((example) => example.file);
    expect(warnings.filter((warning) => written.some((file) => warning.startsWith(file)))).toEqual([]);
  });

  test('each shows in what the build loads: every value it writes', () => {
    const missing = result.examples.flatMap((example) =>
      valuesWritten(example)
        .filter(
          (value) =>
            !added.some((shown) => shown.includes(value)) &&
            !value.split(/\s+/).every((word) => added.some((shown) => shown.includes(word))),
        )
        .map((value) => `${example.doc}:${example.line} ${example.file}: ${value}`),
    );
    expect(missing).toEqual([]);
  });
});

// ---------------------------------------------------------------- commands

const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

/** A commands block's commands, one a line or joined by &&, without their comments. */
const commandsOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/\s#.*$/, '').trim())
    .filter(Boolean)
    .flatMap((line) => line.split('&&').map((command) => command.trim()));

/** The npm script an npm command runs, if it runs one. */
const scriptRun = (command: string) => /^npm (?:run )?(\S+)/.exec(command)?.[1];

describe.each(
  DOCS_WITH_EXAMPLES.flatMap((doc) => blocksMarked(doc, 'commands')).map((block) => [`${block.doc}:${block.line}`, block] as const),
)('the commands at %s', (_, block) => {
  const commands = commandsOf(block.text);

  test('run npm scripts the project has, and npm’s own install', () => {
    const unknown = commands.filter((command) => {
      if (/^export \w+=\S+$/.test(command) || command === 'npm install' || command === 'npm ci') return false;
      const script = scriptRun(command);
      return !script || !(script in scripts);
    });
    expect(commands.length).toBeGreaterThan(0);
    expect(unknown).toEqual([]);
  });

  test('set only variables the script after them reads, to a value it takes', () => {
    commands.forEach((command, index) => {
      const [, name, value] = /^export (\w+)=(\S+)$/.exec(command) ?? [];
      if (!name || !value) return;
      const script = commands
        .slice(index + 1)
        .map(scriptRun)
        .find(Boolean);
      const entry = /^node (\S+)/.exec(scripts[script ?? ''] ?? '')?.[1];
      expect({ name, readBy: entry && read(entry).includes(`process.env.${name}`) }).toEqual({ name, readBy: true });
      if (name === 'PUBLISH_URL') expect(() => parseTarget(value)).not.toThrow();
    });
  });

  test('name the address the dev server answers at', () => {
    const port = /devServer\([^)]*\) \{\s*return \{\s*port: (\d+)/.exec(read('webpack.config.js'))?.[1];
    for (const [, shown] of block.text.matchAll(/http:\/\/localhost:(\d+)/g)) expect(shown).toBe(port);
  });
});

test('the README starts with the commands to run the site and the tests, and CI runs its test command', () => {
  const [first] = codeBlocks('README.md').blocks;
  expect(first?.marker).toBe('commands');
  const commands = commandsOf(first!.text);
  expect(commands.map(scriptRun)).toEqual(expect.arrayContaining(['start', 'test']));
  const ciLast = read('.ci/run')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .at(-1);
  expect(ciLast).toBe(commands.at(-1));
});
