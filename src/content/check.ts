// The content's checker, whatever the file: problems gathered with their file,
// line and field, and told as the band reads them (ContentError, and GitHub's
// annotations); text files read as the band saved them; YAML parsed with the
// line of every field; zod's issues turned into messages with the right form
// beside them. Each collection's loader (site.ts, band.ts, gigs.ts, releases.ts)
// is built on it.
//
// Node only; the browser never runs this.
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Document, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { z } from 'zod';
import { editDistance } from '../util/editDistance.build';

export interface ContentProblem {
  /** Relative to where the build runs, e.g. content/gigs/2024-05-25-ostrava.yaml. */
  readonly file: string;
  readonly line?: number;
  readonly field?: string;
  readonly message: string;
  /** The right form, as it would be written in the file. */
  readonly example?: string;
}

/** Something the build can live with but the band should know about. */
export interface ContentWarning {
  readonly file: string;
  readonly message: string;
}

export class ContentError extends Error {
  readonly problems: readonly ContentProblem[];

  constructor(problems: readonly ContentProblem[]) {
    super(formatProblems(problems));
    this.name = 'ContentError';
    this.problems = problems;
  }
}

// ---------------------------------------------------------------- messages

const RIGHT_FORM = '  Right form:   ';

function formatProblem({ file, line, message, example }: ContentProblem): string {
  const where = line === undefined ? file : `${file}:${line}`;
  // Further lines of a multi-line example line up under its first line.
  const indented = example?.replaceAll('\n', `\n${' '.repeat(RIGHT_FORM.length)}`);
  return `${where} — ${message}${indented === undefined ? '' : `\n${RIGHT_FORM}${indented}`}`;
}

/** A workflow command's text, escaped as GitHub reads it (`%`, line breaks; in properties also `:` and `,`). */
const escapedForGitHub = (text: string, property = false) => {
  const escaped = text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
  return property ? escaped.replaceAll(':', '%3A').replaceAll(',', '%2C') : escaped;
};

/**
 * Problems and warnings as GitHub Actions annotations (`::error file=…,line=…,title=…::…`):
 * in a workflow's log each shows beside its file and line, where the band
 * edited it (in GitHub's web editor, say).
 */
export function githubAnnotations(problems: readonly ContentProblem[], warnings: readonly ContentWarning[] = []): string[] {
  const annotation = (level: string, file: string, line: number | undefined, title: string, text: string) =>
    `::${level} ${[`file=${escapedForGitHub(file, true)}`, ...(line === undefined ? [] : [`line=${line}`]), `title=${escapedForGitHub(title, true)}`].join(',')}::${escapedForGitHub(text)}`;
  return [
    ...problems.map((problem) => {
      const { message, example } = problem;
      const title = `Content problem${problem.field ? ` in ${problem.field}` : ''}`;
      return annotation('error', problem.file, problem.line, title, example === undefined ? message : `${message}\nRight form:\n${example}`);
    }),
    ...warnings.map((warning) => annotation('warning', warning.file, undefined, 'Content warning', warning.message)),
  ];
}

function formatProblems(problems: readonly ContentProblem[]): string {
  return `Content problems (${problems.length}):\n\n${problems.map(formatProblem).join('\n\n')}`;
}

/** A value as a band member wrote it, for "not `…`" in a message. */
function shown(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value !== null && typeof value === 'object') return 'a group of fields';
  return `\`${String(value)}\``;
}

/** The choice closest to a misspelt name, if it is close enough to be what was meant. */
export function nearest(name: string, choices: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const choice of choices) {
    const distance = editDistance(name.toLowerCase(), choice.toLowerCase());
    if (distance < bestDistance) {
      best = choice;
      bestDistance = distance;
    }
  }
  return bestDistance <= Math.max(2, name.length / 3) ? best : undefined;
}

// ---------------------------------------------------------------- reading files

/** What one loadContent call collects as it goes. */
export interface Loading {
  readonly dir: string;
  readonly problems: ContentProblem[];
  readonly warnings: ContentWarning[];
  readonly files: string[];
}

/** A path as messages show it: relative to where the build runs, with / on every system. */
export function shownPath(absolute: string): string {
  return path.relative(process.cwd(), absolute).split(path.sep).join('/');
}

export async function exists(absolute: string): Promise<boolean> {
  return stat(absolute).then(
    () => true,
    () => false,
  );
}

/** A text file as the band saved it, or undefined when it is not there. */
export async function readText(loading: Loading, absolute: string): Promise<string | undefined> {
  if (!(await exists(absolute))) return undefined;
  loading.files.push(absolute);
  const text = await readFile(absolute, 'utf8');
  // Editors on Windows save \r\n and some add a byte-order mark; neither is content.
  return text.replace(/^\uFEFF/, '').replaceAll('\r\n', '\n');
}

/**
 * A folder of entries, a file each with `extension` (news/, merch/): each
 * loaded by `load`, in the order of their names; none when there is no such
 * folder. Anything else in it is a problem, named with `example`, a right
 * name. Undefined when any entry could not be loaded (the problems say why).
 */
export async function loadEntryFiles<T>(
  loading: Loading,
  folderName: string,
  { extension, what, example }: { extension: string; what: string; example: string },
  load: (absolute: string) => Promise<T | undefined>,
): Promise<T[] | undefined> {
  const folder = path.join(loading.dir, folderName);
  const entries = (await readdir(folder, { withFileTypes: true }).catch(() => [])).filter((entry) => !entry.name.startsWith('.'));
  const loaded: T[] = [];
  let ok = true;
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (!entry.isFile() || !entry.name.endsWith(extension)) {
      loading.problems.push({
        file: shownPath(path.join(folder, entry.name)),
        field: 'file name',
        message: `\`${entry.name}\`: ${shownPath(folder)} holds one ${extension} file per ${what}, nothing else. Pictures go in pictures/.`,
        example: `${shownPath(folder)}/${example}`,
      });
      ok = false;
      continue;
    }
    const item = await load(path.join(folder, entry.name));
    if (item) loaded.push(item);
    else ok = false;
  }
  return ok ? loaded : undefined;
}

// ---------------------------------------------------------------- YAML

export interface YamlFile {
  readonly file: string;
  readonly doc: Document;
  readonly lineCounter: LineCounter;
  /** The file's line of the YAML's first line (a track's front matter starts on line 2). */
  readonly firstLine: number;
  readonly data: unknown;
}

/** Parses YAML, reporting syntax errors with their line; undefined when there were any. */
export function parseYaml(loading: Loading, file: string, source: string, firstLine = 1): YamlFile | undefined {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter });
  for (const error of doc.errors) {
    const lineInSource = error.linePos?.[0].line ?? 1;
    // yaml's message ends in the position and a picture of the line; the problem shows the line itself.
    const reason = error.message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    // The commonest slip is text with ": " in it, which YAML reads as a new field: show it quoted.
    const key = /^\s*(?:-\s+)?([\w-]+):\s*(.*)$/.exec(source.split('\n')[lineInSource - 1] ?? '');
    loading.problems.push({
      file,
      line: lineInSource + firstLine - 1,
      field: key?.[1],
      message: `this line is not valid YAML (${reason}). Text that contains ": " or starts with a sign like [ { & * # ' " must be in double quotes.`,
      example: key ? `${key[1]}: "${key[2]!.replaceAll('"', '')}"` : 'title: "Kniv: live"',
    });
  }
  if (doc.errors.length > 0) return undefined;
  return { file, doc, lineCounter, firstLine, data: doc.toJS() };
}

/**
 * The file's line of the field at `path`. A missing field has no line of its
 * own: it is reported on the line of the entry it is missing from.
 */
export function lineOf(yaml: YamlFile, fieldPath: readonly PropertyKey[]): number {
  let node: unknown = yaml.doc.contents;
  let offset = isNode(node) ? (node.range?.[0] ?? 0) : 0;
  for (const key of fieldPath) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
      if (!pair || !isScalar(pair.key)) break;
      offset = pair.key.range?.[0] ?? offset;
      node = pair.value;
    } else if (isSeq(node) && typeof key === 'number' && isNode(node.items[key])) {
      node = node.items[key];
      offset = isNode(node) ? (node.range?.[0] ?? offset) : offset;
    } else {
      break;
    }
  }
  return Math.max(1, yaml.lineCounter.linePos(offset).line) + yaml.firstLine - 1;
}

export function valueAt(data: unknown, fieldPath: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of fieldPath) value = (value as Record<PropertyKey, unknown> | null | undefined)?.[key];
  return value;
}

// ---------------------------------------------------------------- schema errors → problems

/** Steps through the wrappers zod puts around a field: optional, default, readonly, a transform. */
function unwrapped(schema: z.ZodType): z.ZodType | undefined {
  if (schema instanceof z.ZodPipe) return schema.in as z.ZodType;
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault ||
    schema instanceof z.ZodReadonly
  ) {
    return schema.unwrap() as z.ZodType;
  }
  return undefined;
}

/** Every schema met going down `fieldPath`, outermost first; stops early where the path leaves the schema. */
function schemasAlong(root: z.ZodType, fieldPath: readonly PropertyKey[]): z.ZodType[] {
  const met: z.ZodType[] = [];
  let schema: z.ZodType | undefined = root;
  for (let depth = 0; schema; depth++) {
    let layer: z.ZodType | undefined = schema;
    for (; layer; layer = unwrapped(layer)) {
      met.push(layer);
      schema = layer;
    }
    if (depth === fieldPath.length) break;
    const key = fieldPath[depth]!;
    if (schema instanceof z.ZodObject) schema = (schema.shape as Record<PropertyKey, z.ZodType>)[key];
    else if (schema instanceof z.ZodArray) schema = schema.element as z.ZodType;
    else schema = undefined;
  }
  return met;
}

/** The right form of the field at `fieldPath`: its own example, else the nearest enclosing one. */
export function exampleAt(root: z.ZodType, fieldPath: readonly PropertyKey[]): string | undefined {
  for (const schema of schemasAlong(root, fieldPath).reverse()) {
    const example = schema.meta()?.example;
    if (typeof example === 'string') return example;
  }
  return undefined;
}

/** The field names of the group of fields at `fieldPath`. */
function fieldsAt(root: z.ZodType, fieldPath: readonly PropertyKey[]): string[] {
  const innermost = schemasAlong(root, fieldPath).at(-1);
  return innermost instanceof z.ZodObject ? Object.keys(innermost.shape) : [];
}

/** Which entry of a list a path is in, as the band would name it (`gig on 2024-05-25`). */
export interface Entry {
  readonly context: string;
  /** 'a gig': what a field of this entry belongs to. */
  readonly noun: string;
  /** How many path steps lead to the entry: 1 for gigs ([3]), 2 for members (['members', 1]). */
  readonly depth: number;
}

export interface Place {
  readonly noun: string;
  readonly entry?: (fieldPath: readonly PropertyKey[], data: unknown) => Entry | undefined;
}

/** "gig on 2024-05-25, field `club`", or as much of it as applies. */
export function subjectOf(context: string | undefined, field: string | undefined): string {
  return [context, field && `field \`${field}\``].filter(Boolean).join(', ') || 'the file';
}

const EXPECTED: Record<string, string> = {
  string: 'text',
  number: 'a whole number, like 2022',
  int: 'a whole number, like 2022',
  array: 'a list, like [A, B]',
  object: 'a group of fields, each on its own indented line below it',
};

function problemsFromIssue(yaml: YamlFile, schema: z.ZodType, place: Place, issue: z.core.$ZodIssue): ContentProblem[] {
  const entry = place.entry?.(issue.path, yaml.data);
  const depth = entry?.depth ?? 0;
  // Field names as the band writes them, without list positions: `social.facebook`, not `social.0`.
  const fieldName = (fieldPath: readonly PropertyKey[]) =>
    fieldPath
      .slice(depth)
      .filter((key) => typeof key === 'string')
      .join('.') || undefined;

  if (issue.code === 'unrecognized_keys') {
    const allowed = fieldsAt(schema, issue.path);
    const owner = issue.path.length > depth ? `\`${fieldName(issue.path)}\`` : (entry?.noun ?? place.noun);
    return issue.keys.map((key) => {
      const keyPath = [...issue.path, key];
      const suggestion = nearest(key, allowed);
      const hint = suggestion ? `Did you mean \`${suggestion}\`?` : `Its fields are: ${allowed.join(', ')}.`;
      return {
        file: yaml.file,
        line: lineOf(yaml, keyPath),
        field: fieldName(keyPath),
        message: `${subjectOf(entry?.context, fieldName(keyPath))}: \`${key}\` is not a field of ${owner}. ${hint}`,
        example: exampleAt(schema, suggestion ? [...issue.path, suggestion] : issue.path),
      };
    });
  }

  const field = fieldName(issue.path);
  const subject = subjectOf(entry?.context, field);
  const value = valueAt(yaml.data, issue.path);
  let message: string;
  if (issue.code === 'invalid_type' && (value === undefined || value === null)) {
    message = field ? `${subject} is ${value === null ? 'empty' : 'missing'}.` : `${subject} is empty.`;
  } else if (issue.code === 'invalid_type') {
    const quoteIt = typeof value === 'number' || typeof value === 'boolean' ? ` Put it in quotes: "${value}".` : '';
    message = `${subject}: must be ${EXPECTED[issue.expected] ?? issue.expected}, not ${shown(value)}.${quoteIt}`;
  } else if (issue.code === 'invalid_value') {
    message = `${subject}: ${shown(value)} is not one of: ${issue.values.join(', ')}.`;
  } else {
    // The schema's own words (fields.build.ts and each collection's module), written to follow "field `x`: ".
    message = `${subject}: ${issue.message}`;
  }
  return [{ file: yaml.file, line: lineOf(yaml, issue.path), field, message, example: exampleAt(schema, issue.path) }];
}

/** The file's data as the schema gives it, or undefined after reporting why not. */
export function validate<S extends z.ZodType>(
  loading: Loading,
  yaml: YamlFile,
  schema: S,
  place: Place,
): z.output<S> | undefined {
  const result = schema.safeParse(yaml.data);
  if (result.success) return result.data;
  const { issues } = result.error;
  // A misspelt field is also a missing one: report it once, as the misspelling, which names the right field.
  const misspelt = new Set(
    issues.flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => JSON.stringify([...issue.path, nearest(key, fieldsAt(schema, issue.path))]))
        : [],
    ),
  );
  for (const issue of issues) {
    if (issue.code === 'invalid_type' && misspelt.has(JSON.stringify(issue.path))) continue;
    loading.problems.push(...problemsFromIssue(yaml, schema, place, issue));
  }
  return undefined;
}

/** Reads, parses and checks one YAML file; undefined when it is missing or wrong (the problems say why). */
export async function loadYaml<S extends z.ZodType>(
  loading: Loading,
  absolute: string,
  schema: S,
  place: Place,
): Promise<{ yaml: YamlFile; data: z.output<S> } | undefined> {
  const file = shownPath(absolute);
  const source = await readText(loading, absolute);
  if (source === undefined) {
    loading.problems.push({
      file,
      message: `${path.basename(absolute)} is missing.`,
      example: exampleAt(schema, []),
    });
    return undefined;
  }
  const yaml = parseYaml(loading, file, source);
  const data = yaml && validate(loading, yaml, schema, place);
  return yaml && data !== undefined ? { yaml, data } : undefined;
}
