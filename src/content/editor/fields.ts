// The editor's form fields, made from the zod schemas that check the band's
// files: a walk over a schema's shape that turns each key into a Sveltia CMS
// field (a widget, whether it is required, a hint, its choices). Nothing here
// knows a collection: collections.ts says which file each schema checks.
//
// What a key is, the schema says: its zod type (text, number, a choice, a
// list, a nested object), whether it may be left out, its right form
// (`example` meta) and, where plain text would not say it, its `input` meta
// (a date, a time of day, a country, a time zone), set by the field builders
// in src/util/fields.build.ts and src/gigs/gig.build.ts.
import type { Field } from '@sveltia/cms';
import { z } from 'zod';
import { type FieldInput, fieldInputOf } from '../../util/fields.build';
import { countryNames } from '../../gigs/countries.build';

type Schema = z.core.$ZodType;

/** What a schema key is, once the wrappers that do not change the form are taken off. */
interface Unwrapped {
  readonly schema: Schema;
  /** False where the key may be left out (optional, nullish, or with a default). */
  readonly required: boolean;
  /** The metadata of every layer, the outermost winning. */
  readonly meta: Readonly<Record<string, unknown>>;
}

const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/**
 * Takes off what does not change the form: optional, nullable, default,
 * readonly, and the pipes of preprocess (the form gives the text the schema
 * reads) and transform (the form writes what the file holds, before it is read).
 */
function unwrap(schema: Schema): Unwrapped {
  let current = schema;
  let required = true;
  const layers: Record<string, unknown>[] = [];
  for (;;) {
    layers.push({ ...(z.globalRegistry.get(current) ?? {}) });
    const def = defOf(current);
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default' || def.type === 'prefault') {
      required = false;
      current = def.innerType as Schema;
    } else if (def.type === 'readonly') {
      current = def.innerType as Schema;
    } else if (def.type === 'pipe') {
      const input = def.in as Schema;
      current = defOf(input).type === 'transform' ? (def.out as Schema) : input;
    } else {
      break;
    }
  }
  return { schema: current, required, meta: Object.assign({}, ...layers.reverse()) as Record<string, unknown> };
}

/** The keys of an object schema, in their order. */
function shapeOf(schema: Schema): Readonly<Record<string, Schema>> {
  const { schema: object } = unwrap(schema);
  const def = defOf(object);
  if (def.type !== 'object') throw new Error(`The editor needs an object schema here, not ${def.type}`);
  return def.shape as Record<string, Schema>;
}

/** `timeZone` → `Time zone`, `bioEn` → `Bio in English`: a label from a key, where the schema gives none. */
const labelOf = (key: string) => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/ en$/, ' in English');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The right form the band is shown (`date: 2024-05-25`), as a hint: only the value, after the key. */
function hintOf(key: string, meta: Readonly<Record<string, unknown>>): string | undefined {
  const parts: string[] = [];
  if (typeof meta.description === 'string') parts.push(meta.description);
  if (typeof meta.example === 'string' && !meta.example.includes('\n')) {
    const value = meta.example.startsWith(`${key}:`) ? meta.example.slice(key.length + 1).trim() : meta.example.replace(/^- /, '');
    // `x: 1.5   # metres from the left edge` → `1.5 (metres from the left edge)`
    parts.push(`For example: ${value.replace(/\s+#\s*(.*)$/, ' ($1)')}`);
  }
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The least and most a number (or the fewest entries a list) may be, from the schema's checks. */
function limitsOf(schema: Schema): { minimum?: number; maximum?: number } {
  const limits: { minimum?: number; maximum?: number } = {};
  for (const check of (defOf(schema).checks ?? []) as z.core.$ZodCheck[]) {
    const def = check._zod.def as { check: string; value?: unknown; minimum?: number };
    if (def.check === 'greater_than' && typeof def.value === 'number') limits.minimum = def.value;
    if (def.check === 'less_than' && typeof def.value === 'number') limits.maximum = def.value;
    if (def.check === 'min_length') limits.minimum = def.minimum;
  }
  return limits;
}

/**
 * A host's name, as a web address the site links to has one: `www.example.com`. No two dashes in a row: those
 * mark a label in punycode (`xn--…`), which the schema takes only when it decodes, and a form cannot tell.
 */
const HOST_LABEL = '[A-Za-z0-9]+(-[A-Za-z0-9]+)*';
// The last label starts with a letter: one of digits would make the whole an IP address, and a bad one.
const HOST_NAME = `(${HOST_LABEL}\\.)*[A-Za-z][A-Za-z0-9]*(-[A-Za-z0-9]+)*`;

/**
 * The form a text must have, where the schema gives one, so the form says so
 * before a save: a web address (https only), an e-mail address, or the
 * schema's own pattern.
 */
function patternOf(schema: Schema): string | undefined {
  const def = defOf(schema) as { format?: string; pattern?: RegExp; checks?: z.core.$ZodCheck[] };
  if (def.format === 'url') return `^https://${HOST_NAME}(/\\S*)?$`;
  const patterns = [def, ...(def.checks ?? []).map((check) => check._zod.def as { format?: string; pattern?: RegExp })]
    .filter((part) => part.format === 'regex' || part.format === 'email')
    .map((part) => part.pattern?.source);
  return patterns.find((source) => source !== undefined);
}

/** The picture types the content's picture fields take (src/content: `.svg`, `.jpg`, `.jpeg`, `.png`). */
const PICTURE_TYPES = 'image/svg+xml,image/jpeg,image/png';

/** The recordings the content's recording fields take (src/content/recordings.ts: `.flac`, `.wav`, `.mp3`, `.m4a`), by type and by ending. */
const RECORDING_TYPES = 'audio/flac,audio/x-flac,audio/wav,audio/x-wav,audio/mpeg,audio/mp4,audio/x-m4a,.flac,.wav,.mp3,.m4a';

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

/** A field for what the `input` meta says a text is. */
function inputField(input: FieldInput, base: { name: string; label: string }): Field {
  switch (input) {
    case 'date':
      return { ...base, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD' };
    case 'time':
      return { ...base, widget: 'datetime', type: 'time', format: 'HH:mm' };
    case 'country':
      return { ...base, widget: 'select', options: countryNames() };
    case 'timeZone':
      return { ...base, widget: 'select', options: TIME_ZONES };
    case 'picture':
      // A file of the content folder (config.ts says where uploads go), never a link elsewhere.
      return { ...base, widget: 'image', accept: PICTURE_TYPES, choose_url: false };
    case 'recording':
      // Uploaded into the track's release folder (the collection's media folder), as a cover is.
      return { ...base, widget: 'file', accept: RECORDING_TYPES, choose_url: false };
    case 'longText':
      return { ...base, widget: 'text' };
  }
}

/** The form field of one key of a schema. */
function fieldOf(key: string, schema: Schema): Field {
  const { schema: inner, required, meta } = unwrap(schema);
  const def = defOf(inner);
  const hint = hintOf(key, meta);
  const base = {
    name: key,
    label: typeof meta.title === 'string' ? meta.title : labelOf(key),
    ...(required ? {} : { required: false }),
    ...(hint ? { hint } : {}),
  };
  const input = fieldInputOf(meta);
  if (input) return { ...inputField(input, base), ...base };
  const { minimum, maximum } = limitsOf(inner);
  switch (def.type) {
    case 'enum':
      return { ...base, widget: 'select', options: Object.values(def.entries as Record<string, string>) };
    case 'boolean':
      return { ...base, widget: 'boolean' };
    case 'number': {
      const whole = def.format === 'safeint' || def.format === 'int32';
      const limits = { ...(minimum === undefined ? {} : { min: minimum }), ...(maximum === undefined ? {} : { max: maximum }) };
      return { ...base, widget: 'number', value_type: whole ? 'int' : 'float', ...limits };
    }
    case 'object':
      return { ...base, widget: 'object', fields: fieldsOf(inner) };
    case 'array':
      return listField(base, def.element as Schema, minimum);
    case 'record':
      // Names and their texts (a form's hidden fields): Sveltia's key-value table.
      return { ...base, widget: 'keyvalue' };
    case 'string': {
      if (def.format === 'date') return { ...inputField('date', base), ...base };
      const pattern = patternOf(inner);
      return { ...base, widget: 'string', ...(pattern ? { pattern: [pattern, `Write it like the example${hint?.includes('For example') ? ' below' : ''}.`] } : {}) };
    }
    default:
      throw new Error(`The editor has no form field for ${key}, a ${def.type}: add one to src/content/editor/fields.ts`);
  }
}

/** A list: of choices (several may be picked), of texts, or of entries with fields of their own. */
function listField(base: { name: string; label: string }, element: Schema, minimum: number | undefined): Field {
  const min = minimum !== undefined && minimum > 0 ? { min: minimum } : {};
  // `Add Photo`, not `Add Photos`.
  const singular = { label_singular: base.label.replace(/([^s])s$/, '$1') };
  const { schema: item } = unwrap(element);
  const itemDef = defOf(item);
  if (itemDef.type === 'enum') {
    return { ...base, widget: 'select', multiple: true, options: Object.values(itemDef.entries as Record<string, string>), ...min };
  }
  if (itemDef.type === 'object') return { ...base, ...singular, widget: 'list', fields: fieldsOf(item), ...min };
  // A list of single values: each is one field, named after the list's item.
  const single = fieldOf(base.name, element);
  return { ...base, ...singular, widget: 'list', field: { ...single, label: singular.label_singular }, ...min };
}

/** Every key of an object schema as a form field, in the schema's order. */
export function fieldsOf(schema: Schema): Field[] {
  return Object.entries(shapeOf(schema)).map(([key, value]) => fieldOf(key, value));
}
