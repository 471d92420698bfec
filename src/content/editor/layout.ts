// The layout the band's editor writes a content file in when it saves it, so
// that a file kept in it changes, at a save, in what was edited and nothing
// else. The editor keeps no text of the file: it reads the values, orders
// them by its form's fields (config.ts, from the schemas), trims each text,
// leaves out an optional field left empty, and writes them with the `yaml` package
// (docs/updating-the-site.md, "After a save"). Comments do not survive that.
// `npm run content:tidy` lays files out by this, and a test holds content/ to it.
// Not modelled: where site.yaml has no `newsletter` or `bookingForm`, the
// editor's save writes one holding only `hidden: {}` (its key-value field),
// which the build refuses; the layout keeps the file as the band meant it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { CONTENT_FOLDER } from './collections';
import { editorCollectionsConfig } from './config';

/** The command that lays the content's files out as the editor writes them. */
export const TIDY_COMMAND = 'npm run content:tidy';

/** The options the editor gives the `yaml` package's stringify (its YAML output options left at their defaults). */
const EDITOR_YAML = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  defaultKeyType: 'PLAIN',
  defaultStringType: 'PLAIN',
  singleQuote: true,
} as const;

/** What of a form field the layout needs. */
interface FormField {
  readonly name: string;
  readonly widget?: string;
  readonly required?: boolean | readonly string[];
  readonly fields?: readonly FormField[];
  readonly field?: FormField;
}

/** A file the editor edits: its form's fields, and whether it is Markdown (front matter, then the body). */
interface EditedFile {
  readonly fields: readonly FormField[];
  readonly markdown: boolean;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each file pattern of the editor's collections (inside the content folder), with its fields. */
function editedFiles(): { readonly pattern: RegExp; readonly file: EditedFile }[] {
  const inContent = (where: string) => where.slice(CONTENT_FOLDER.length + 1);
  return editorCollectionsConfig().flatMap((collection) => {
    if ('files' in collection) {
      return collection.files.map((one) => ({
        pattern: new RegExp(`^${escape(inContent(one.file))}$`),
        file: { fields: one.fields as readonly FormField[], markdown: one.format === 'frontmatter' },
      }));
    }
    // `{{slug}}/release`, or any file up to `nested.depth` folders down.
    const name = collection.path
      ? escape(collection.path).replace(/\\\{\\\{[^}]*\\\}\\\}/g, '[^/]+')
      : `([^/]+/){0,${(collection.nested?.depth ?? 1) - 1}}[^/]+`;
    const pattern = new RegExp(`^${escape(inContent(collection.folder))}/${name}\\.${escape(collection.extension ?? 'md')}$`);
    return [{ pattern, file: { fields: (collection.fields ?? []) as readonly FormField[], markdown: collection.format === 'frontmatter' } }];
  });
}

let patterns: ReturnType<typeof editedFiles> | undefined;

/** The form that edits `file` (a path inside the content folder, with `/`), if any does. */
function editedFile(file: string): EditedFile | undefined {
  patterns ??= editedFiles();
  return patterns.find(({ pattern }) => pattern.test(file))?.file;
}

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isFields(value) && Object.keys(value).length === 0);

/** The editor's fields that hold text: a number or `true` read into one is written back as text. */
const TEXT_WIDGETS = new Set(['string', 'text', 'datetime', 'color', 'markdown', 'richtext', 'uuid', 'map']);

/** Keys no field names, after those it does, as the editor sorts them (by their key paths, numbers by value). */
const byKeyPath = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (!isFields(value)) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort(byKeyPath)
      .map((key) => [key, sortedKeys(value[key])]),
  );
}

/**
 * A field's value as the editor writes it: a text field's number as text, a
 * number field's digits as a number, nested fields in their form's order. A
 * value the form could not hold is kept as it is, for the build to name.
 */
function valueOf(field: FormField, value: unknown): unknown {
  const widget = field.widget ?? 'string';
  if (widget === 'object') return isFields(value) ? fieldsIn(field.fields ?? [], value) : value;
  if (widget === 'list') {
    if (!Array.isArray(value)) return value;
    if (field.fields) return value.map((item) => (isFields(item) ? fieldsIn(field.fields!, item) : item));
    return field.field ? value.map((item) => valueOf(field.field!, item)) : value;
  }
  if (TEXT_WIDGETS.has(widget) && (value === null || typeof value === 'number' || typeof value === 'boolean')) return String(value ?? '');
  if (widget === 'number' && typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  if (widget === 'boolean' && typeof value === 'string' && /^(true|false)$/i.test(value.trim())) return value.trim().toLowerCase() === 'true';
  return value;
}

/**
 * The values of a group of fields, in the form's order, then any the form
 * does not know. An optional field left empty is left out, as the editor
 * does; a field the file does not have is not added (where the editor would
 * write an empty required one, the build names it instead).
 */
function fieldsIn(fields: readonly FormField[], values: Record<string, unknown>): Record<string, unknown> {
  const laidOut: Record<string, unknown> = {};
  for (const field of fields) {
    if (!(field.name in values)) continue;
    const value = valueOf(field, values[field.name]);
    const optional = field.required === false || (field.widget === 'object' && isFields(value));
    if (!(optional && isEmpty(value))) laidOut[field.name] = value;
  }
  const known = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(values).filter((each) => !known.has(each)).sort(byKeyPath)) laidOut[key] = sortedKeys(values[key]);
  return laidOut;
}

/** Every text of a value, trimmed, as the editor trims each as it saves. */
function trimmed(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  return isFields(value) ? Object.fromEntries(Object.entries(value).map(([key, each]) => [key, trimmed(each)])) : value;
}

const yamlOf = (values: Record<string, unknown>) => stringify(values, null, EDITOR_YAML).trim();

/** Front matter between `---` lines at the very start, as the editor finds it; the body after it, less one blank line. */
const FRONT_MATTER = /^---\n([\s\S]*?)\n---(?:\n([\s\S]*))?$/;

function markdownLayout(fields: readonly FormField[], text: string): string {
  const [, head, body] = FRONT_MATTER.exec(text) ?? [];
  const found = head || body ? { head: parse(head ?? '') as unknown, body: (body ?? '').replace(/^\n/, '') } : { head: {}, body: text };
  if (!isFields(found.head) && found.head !== null) throw new Error('its front matter is not a group of fields');
  const { body: laidOutBody, ...values } = fieldsIn(fields, trimmed({ ...found.head, body: found.body }) as Record<string, unknown>);
  const bodyText = typeof laidOutBody === 'string' ? laidOutBody : '';
  if (Object.keys(values).length === 0) return `${bodyText}\n`;
  return `---\n${yamlOf(values)}\n---\n${bodyText ? `\n${bodyText}\n` : ''}`;
}

/**
 * `text`, a file of the content folder at `file` (relative, with `/`), as the
 * editor writes it when it saves it: its values in its form's order, each
 * text trimmed, the editor's YAML, and a Markdown body after a blank line. Undefined for a
 * file no form of the editor edits. Throws on YAML the editor cannot read.
 */
export function editorLayout(file: string, text: string): string | undefined {
  const edited = editedFile(file);
  if (!edited) return undefined;
  // The editor reads a file trimmed, with its line ends made `\n`.
  const read = text.trim().replace(/\r\n?/g, '\n');
  if (edited.markdown) return markdownLayout(edited.fields, read);
  const values = parse(read) as unknown;
  if (!isFields(values)) throw new Error('it is not a group of fields');
  return `${yamlOf(fieldsIn(edited.fields, trimmed(values) as Record<string, unknown>))}\n`;
}

/** A file of a content folder not in the editor's layout: its path in the folder, and its text laid out (or why it cannot be). */
export interface OutOfLayout {
  readonly file: string;
  readonly laidOut?: string;
  readonly error?: string;
}

/** Every file of the content folder `dir` that is not as the editor would write it. */
export function filesOutOfLayout(dir: string): OutOfLayout[] {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ya?ml|md)$/.test(entry.name))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  return files.flatMap((file): OutOfLayout[] => {
    const text = readFileSync(path.join(dir, file), 'utf8');
    try {
      const laidOut = editorLayout(file, text);
      return laidOut === undefined || laidOut === text ? [] : [{ file, laidOut }];
    } catch (error) {
      // The first line: the YAML library's message goes on to draw the place.
      return [{ file, error: (error instanceof Error ? error.message : String(error)).split('\n')[0] }];
    }
  });
}

/** The build's line about the files out of that layout, if any: not an error, the build reads them as they are. */
export function layoutReport(dir: string): string | undefined {
  const files = filesOutOfLayout(dir).flatMap(({ file, laidOut }) => (laidOut === undefined ? [] : [file]));
  if (files.length === 0) return undefined;
  const one = files.length === 1;
  return `layout: ${files.length} file${one ? ' is' : 's are'} not as the editor writes ${one ? 'it' : 'them'} (not an error; \`${TIDY_COMMAND}\` lays ${one ? 'it' : 'them'} out, keeping every value):\n  ${files.join('\n  ')}`;
}
