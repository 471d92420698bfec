/** @jest-environment node */
// The band's editor's configuration (admin/config.yml), made from the
// content's schemas: it is a configuration the editor takes (its own
// published JSON schema says so), every schema field has a form field and
// every form field a schema field, and an entry filled in through the form
// passes the schema, but for the rules the collections name as unchecked.
import fs from 'node:fs';
import path from 'node:path';
import type { CmsConfig, Field } from '@sveltia/cms';
import Ajv from 'ajv';
import fc from 'fast-check';
import { parse } from 'yaml';
import { z } from 'zod';
import {
  type EditorCollection,
  editorCollections,
  isFolderCollection,
  PICTURES_FOLDER,
  type Unchecked,
} from '../../src/content/editor/collections';
import { editorConfig } from '../../src/content/editor/config';

const settings = { repository: 'kantstott/kantstott', siteUrl: 'https://kantstott.github.io/kantstott/' };
const config = editorConfig(settings);

describe("the editor's configuration", () => {
  // The package exports only its module (npm/index.js); its schema sits beside that folder.
  const schemaFile = path.join(path.dirname(require.resolve('@sveltia/cms')), '..', 'schema', 'sveltia-cms.json');
  const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
  // The schema's own notes (markdownDescription …) are not keywords: not strict. Its formats: a regular expression, an address.
  const ajv = new Ajv({ allErrors: true, strict: false })
    .addFormat('regex', (source: string) => {
      try {
        return new RegExp(source) instanceof RegExp;
      } catch {
        return false;
      }
    })
    .addFormat('uri', (text: string) => URL.canParse(text));
  const validate = ajv.compile(schema);

  it("is one the editor's own JSON schema accepts", () => {
    const valid = validate(config);
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('would be refused by that schema with a field the editor does not know', () => {
    const broken = { ...config, collections: [{ name: 'x', folder: 'content/x', fields: [{ name: 'y', widget: 'select' }] }] };
    expect(validate(broken)).toBe(false);
  });
});

/** A schema and the form fields made for it, one per file the editor edits. */
interface Form {
  readonly title: string;
  readonly schema: z.ZodType;
  readonly fields: readonly Field[];
  readonly unchecked: Unchecked;
  /** The folder an uploaded picture's name starts with, as the file names it (empty: the entry's own folder). */
  readonly pictures: string;
}

const collectionNamed = (name: string) => {
  const collection = config.collections?.find((entry) => 'name' in entry && entry.name === name);
  if (!collection) throw new Error(`no collection ${name} in the configuration`);
  return collection;
};

const fieldsOfCollection = (name: string, file?: string): Field[] => {
  const collection = collectionNamed(name);
  if ('folder' in collection) return (collection.fields ?? []).filter((field) => field.name !== 'body');
  if (!('files' in collection)) throw new Error(`collection ${name} has neither files nor a folder`);
  return collection.files.find((entry) => entry.name === file)?.fields ?? [];
};

function formsOf(collection: EditorCollection): Form[] {
  if (isFolderCollection(collection)) {
    const { name, schema, unchecked = {} } = collection;
    const { public_folder: pictures = PICTURES_FOLDER } = collectionNamed(name) as { public_folder?: string };
    return [{ title: `${name}`, schema, fields: fieldsOfCollection(name), unchecked, pictures }];
  }
  return collection.files.flatMap(({ name, file, schema, unchecked = {} }) =>
    schema
      ? [
          {
            title: `${collection.name}: ${file}`,
            schema,
            fields: fieldsOfCollection(collection.name, name),
            unchecked,
            pictures: PICTURES_FOLDER,
          },
        ]
      : [],
  );
}

const forms = editorCollections.flatMap(formsOf);

// ---------------------------------------------------------------- field for field

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}

/** The object a JSON schema holds, through a nullable's anyOf and a list's items. */
function objectOf(schema: JsonSchema): JsonSchema | undefined {
  if (schema.properties) return schema;
  if (schema.items) return objectOf(schema.items);
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])]) {
    const object = objectOf(part);
    if (object) return object;
  }
  return undefined;
}

/** Each key of a schema and of its nested objects, `rider.stage.width`, with whether it is required. */
function schemaKeys(schema: JsonSchema, prefix = ''): Map<string, boolean> {
  const keys = new Map<string, boolean>();
  for (const [key, value] of Object.entries(schema.properties ?? {})) {
    keys.set(`${prefix}${key}`, schema.required?.includes(key) ?? false);
    const nested = objectOf(value);
    if (nested) for (const [inner, required] of schemaKeys(nested, `${prefix}${key}.`)) keys.set(inner, required);
  }
  return keys;
}

const subFieldsOf = (field: Field): readonly Field[] => ('fields' in field && Array.isArray(field.fields) ? field.fields : []);
const isRequired = (field: Field) => !('required' in field) || field.required !== false;

/** Each form field and its nested fields, named as schemaKeys names them. */
function formKeys(fields: readonly Field[], prefix = ''): Map<string, boolean> {
  const keys = new Map<string, boolean>();
  for (const field of fields) {
    keys.set(`${prefix}${field.name}`, isRequired(field));
    for (const [inner, required] of formKeys(subFieldsOf(field), `${prefix}${field.name}.`)) keys.set(inner, required);
  }
  return keys;
}

describe.each(forms.map((form) => [form.title, form] as const))('the form for %s', (_title, form) => {
  // zod's own account of what the file holds, as the band writes it.
  const written = z.toJSONSchema(form.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const object = objectOf(written);

  it('has a field for every field of the schema, and no other, each required where the schema requires it', () => {
    expect(object).toBeDefined();
    expect(Object.fromEntries(formKeys(form.fields))).toEqual(Object.fromEntries(schemaKeys(object!)));
  });

  it('fills in entries the schema accepts, but for the rules it names as unchecked', () => {
    const unchecked = Object.keys(form.unchecked);
    fc.assert(
      fc.property(entryOf(form.fields, form.pictures), (entry) => {
        const result = form.schema.safeParse(entry);
        const stopped = (result.error?.issues ?? []).map((issue) => issue.path.filter((key) => typeof key === 'string').join('.'));
        const unexpected = stopped.filter((path) => !unchecked.some((key) => path === key || path.startsWith(`${key}.`)));
        expect(unexpected).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

// ---------------------------------------------------------------- entries as the form makes them

const text = fc.string({ minLength: 1, maxLength: 30 }).filter((value) => value.trim().length > 0);
const twoDigits = (max: number) => fc.integer({ min: 0, max }).map((value) => String(value).padStart(2, '0'));
const day = fc
  .date({ min: new Date('1990-01-01'), max: new Date('2099-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

/** What a field's input can give, as the editor writes it into the file. */
function valueOf(field: Field, pictures: string): fc.Arbitrary<unknown> {
  const widget = 'widget' in field ? field.widget : 'string';
  const has = <K extends string>(key: K) => key in field;
  const option = (key: string) => (field as Record<string, unknown>)[key];
  switch (widget) {
    case 'select': {
      const options = fc.constantFrom(...((option('options') as string[]) ?? []));
      if (!option('multiple')) return options;
      return fc.uniqueArray(options, { minLength: (option('min') as number) ?? 0, maxLength: 4 });
    }
    case 'number': {
      const limits = { min: (option('min') as number) ?? -1e6, max: (option('max') as number) ?? 1e6 };
      return option('value_type') === 'int' ? fc.integer(limits) : fc.double({ ...limits, noNaN: true, noDefaultInfinity: true });
    }
    case 'datetime':
      return option('type') === 'time' ? fc.tuple(twoDigits(23), twoDigits(59)).map(([hours, minutes]) => `${hours}:${minutes}`) : day;
    case 'image': {
      const types = String(option('accept'))
        .split(',')
        .map((type) => ({ 'image/svg+xml': 'svg', 'image/jpeg': 'jpg', 'image/png': 'png' })[type]!);
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.constantFrom(...types))
        .map(([name, type]) => `${pictures ? `${pictures}/` : ''}${name}.${type}`);
    }
    case 'file': {
      // A recording: the accepted endings (`.flac`, `.mp3` …) beside the types.
      const endings = String(option('accept'))
        .split(',')
        .filter((type) => type.startsWith('.'));
      return fc
        .tuple(fc.stringMatching(/^[a-z0-9-]{1,12}$/), fc.constantFrom(...endings))
        .map(([name, ending]) => `${pictures ? `${pictures}/` : ''}${name}${ending}`);
    }
    case 'list': {
      const min = { minLength: (option('min') as number) ?? 0, maxLength: 3 };
      if (has('field')) return fc.array(valueOf(option('field') as Field, pictures), min);
      return fc.array(entryOf(subFieldsOf(field), pictures), min);
    }
    case 'object':
      return entryOf(subFieldsOf(field), pictures);
    case 'keyvalue':
      return fc.dictionary(fc.stringMatching(/^[a-z][a-z0-9_-]{0,11}$/), text, { maxKeys: 3 });
    default: {
      const pattern = option('pattern') as [string, string] | undefined;
      return pattern ? fc.stringMatching(new RegExp(pattern[0])) : text;
    }
  }
}

/** An entry as the form saves it: every required field filled in, optional ones filled in or left out. */
function entryOf(fields: readonly Field[], pictures: string): fc.Arbitrary<Record<string, unknown>> {
  const model = Object.fromEntries(
    fields.map((field) => [
      field.name,
      isRequired(field) ? valueOf(field, pictures) : fc.option(valueOf(field, pictures), { nil: undefined }),
    ]),
  );
  return fc.record(model).map((entry) => Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined)));
}

describe('the collections', () => {
  it('name only fields of their forms as unchecked', () => {
    for (const form of forms) {
      const keys = [...formKeys(form.fields).keys()];
      expect(Object.keys(form.unchecked).filter((key) => !keys.includes(key))).toEqual([]);
    }
  });

  it('each give the editor a collection, by name', () => {
    const names = (config as CmsConfig).collections?.map((collection) => ('name' in collection ? collection.name : ''));
    expect(names).toEqual(editorCollections.map((collection) => collection.name));
  });
});

describe('the lists of entries', () => {
  const folderCollections = (config.collections ?? []).filter((collection) => 'folder' in collection);

  it('sort, group, filter and sum up entries by fields of their forms', () => {
    for (const collection of folderCollections) {
      // And by the entry's slug, its file's path in the collection, which the editor reads from the entry itself.
      const keys = [...formKeys(fieldsOfCollection(collection.name)).keys(), 'slug'];
      const { sortable_fields: sortable, view_groups: groups, view_filters: filters } = collection;
      const named = [
        ...(sortable && !Array.isArray(sortable) ? [...sortable.fields, sortable.default?.field ?? ''] : (sortable ?? [])),
        ...(groups && !Array.isArray(groups) ? groups.groups : (groups ?? [])).map((group) => group.field),
        ...(filters && !Array.isArray(filters) ? filters.filters : (filters ?? [])).map((filter) => filter.field),
        ...[...(collection.summary ?? '').matchAll(/\{\{fields\.([\w.]+)\}\}/g)].map(([, field]) => field!),
      ];
      expect({ collection: collection.name, unknown: named.filter((field) => !keys.includes(field)) }).toEqual({
        collection: collection.name,
        unknown: [],
      });
    }
  });

  it('name a new gig’s file from its day and town, fields the form requires, so every new gig gets its name', () => {
    const gigs = collectionNamed('gigs');
    const required = [...formKeys(fieldsOfCollection('gigs'))].filter(([, isNeeded]) => isNeeded).map(([key]) => key);
    const slug = 'slug' in gigs && typeof gigs.slug === 'string' ? gigs.slug : '';
    const fields = [...slug.matchAll(/\{\{fields\.([\w.]+)\}\}/g)].map(([, field]) => field!);
    expect(fields).toEqual(['date', 'town']);
    expect(fields.filter((field) => !required.includes(field))).toEqual([]);
  });

  it('ask for a new track’s number, and name its file from fields the form requires, so every new track gets its name', () => {
    const tracks = collectionNamed('tracks');
    const required = [...formKeys(fieldsOfCollection('tracks'))].filter(([, isNeeded]) => isNeeded).map(([key]) => key);
    expect(required).toContain('number');
    const slug = 'slug' in tracks && typeof tracks.slug === 'string' ? tracks.slug : '';
    const fields = [...slug.matchAll(/\{\{(?:fields\.)?([\w.]+)\}\}/g)].map(([, field]) => field!);
    expect(fields).toEqual(['number', 'title']);
    expect(fields.filter((field) => !required.includes(field))).toEqual([]);
  });

  it('list each release’s tracks together, in the order the site numbers them, each translation after its track', () => {
    const tracks = collectionNamed('tracks');
    if (!('folder' in tracks)) throw new Error('the tracks are a folder of files');
    const groups = tracks.view_groups && !Array.isArray(tracks.view_groups) ? tracks.view_groups : undefined;
    const byRelease = groups?.groups.find((group) => group.name === groups.default);
    const sort = tracks.sortable_fields && !Array.isArray(tracks.sortable_fields) ? tracks.sortable_fields.default : undefined;
    expect(byRelease?.field).toBe('slug');
    expect(sort).toEqual({ field: 'slug', direction: 'ascending' });
    // How the editor compares what it sorts (Sveltia's own: digits as numbers, case aside).
    const compare = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }).compare;
    // Each track's slug, as the editor reads it: its file's path in the collection, without `.md`.
    const folder = path.resolve(tracks.folder);
    const files = fs.readdirSync(folder).flatMap((release) =>
      fs
        .readdirSync(path.join(folder, release))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${release}/${name.replace(/\.md$/, '')}`),
    );
    // The files a track editor names (`3-sista-bussen`) sort among the band's (`02-mareld`) by their number too.
    const made = ['nattbuss/2-b', 'nattbuss/10-c', 'nattbuss/01-a', 'nattbuss/01-a.en', 'nattbuss/9-d'];
    const numberOf = (slug: string) => Number(/\/(\d+)-/.exec(slug)![1]);
    const releaseOf = (slug: string) => slug.split('/')[0]!;
    const siteOrder = (a: string, b: string) => numberOf(a) - numberOf(b) || Number(a.endsWith('.en')) - Number(b.endsWith('.en'));
    for (const slugs of [files, made]) {
      const listed = slugs.toSorted(compare);
      // Which release comes first is the editor's to choose (it groups them by folder); within one, the site's order.
      const releases = [...new Set(listed.map(releaseOf))];
      expect(listed).toEqual(releases.flatMap((release) => slugs.filter((slug) => releaseOf(slug) === release).toSorted(siteOrder)));
      for (const slug of slugs) expect(new RegExp(String(byRelease?.pattern)).exec(slug)?.[0]).toBe(slug.split('/')[0]);
    }
    // The band's files, each front matter's number agreeing with its name: the order above is the site's.
    for (const slug of files) {
      const { number } = parse(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join(folder, `${slug}.md`), 'utf8'))![1]!) as {
        number: number;
      };
      expect({ slug, number }).toEqual({ slug, number: numberOf(slug) });
    }
  });

  it('group the band’s gigs by the year of each, and show the ones to come and the past ones apart', () => {
    const gigs = collectionNamed('gigs');
    if (!('folder' in gigs)) throw new Error('the gigs are a folder of files');
    const groups = gigs.view_groups && !Array.isArray(gigs.view_groups) ? gigs.view_groups.groups : [];
    const byYear = groups.find((group) => group.field === 'date' && group.pattern);
    const filters = gigs.view_filters && !Array.isArray(gigs.view_filters) ? gigs.view_filters.filters : [];
    const today = new Date().toISOString().slice(0, 10);
    const resolved = (value: unknown) => String(value).replace('{{today}}', today);
    const toCome = filters.find((filter) => filter.field === 'date' && filter.gte !== undefined);
    const past = filters.find((filter) => filter.field === 'date' && filter.lt !== undefined);
    for (const name of fs.readdirSync(path.resolve(gigs.folder))) {
      const { date } = parse(fs.readFileSync(path.resolve(gigs.folder, name), 'utf8')) as { date: string };
      expect(new RegExp(String(byYear?.pattern)).exec(date)?.[0]).toBe(String(new Date(`${date}T12:00:00Z`).getUTCFullYear()));
      // One of the two, never both.
      expect([date >= resolved(toCome?.gte), date < resolved(past?.lt)].filter(Boolean)).toHaveLength(1);
    }
    expect(filters.find((filter) => filter.field === 'status')?.eq).toBe('cancelled');
  });
});
