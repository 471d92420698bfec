// The band's editor's configuration (admin/config.yml), made at build time
// from the collections (collections.ts) and their schemas (fields.ts). It is
// never written by hand: a field added to a schema is in the form at the next build.
import type { CmsConfig, Collection, CollectionFile, Field } from '@sveltia/cms';
import { stringify } from 'yaml';
import {
  CONTENT_FOLDER,
  type EditorCollection,
  type EditorFile,
  editorCollections,
  type FolderCollection,
  isFolderCollection,
  PICTURES_FOLDER,
  type TextBody,
} from './collections';
import { fieldsOf } from './fields';

/** What the build knows of where the band's repository is. */
export interface EditorSettings {
  /** `owner/name` on GitHub. */
  readonly repository: string;
  /** Where the site is published: the editor links to it. */
  readonly siteUrl: string;
  /** An OAuth helper the band hosts elsewhere, for "Sign In with GitHub"; without one, a token is the way in. */
  readonly oauthHelper?: string | undefined;
}

const bodyField = (body: TextBody): Field => ({ name: 'body', label: body.label, widget: 'text', hint: body.hint });

function fileOf(file: EditorFile): CollectionFile {
  const path = `${CONTENT_FOLDER}/${file.file}`;
  if (file.text) return { name: file.name, label: file.label, file: path, format: 'frontmatter', fields: [bodyField(file.text)] };
  if (!file.schema) throw new Error(`The editor's file ${file.file} has neither a schema nor a text`);
  const fields = fieldsOf(file.schema);
  // Pictures go into content/pictures/, and the file names them from its own folder, as band.yaml and press.yaml do.
  const pictures = { media_folder: PICTURES_FOLDER, public_folder: PICTURES_FOLDER };
  return { name: file.name, label: file.label, file: path, format: 'yaml', ...pictures, fields };
}

function folderOf(collection: FolderCollection): Collection {
  const { name, label, description, icon, folder, path, extension, schema, body, create, slug, picturesBeside, namedInSwedish, summary, view } =
    collection;
  const fields = fieldsOf(schema);
  return {
    name,
    label,
    description,
    icon,
    folder: `${CONTENT_FOLDER}/${folder}`,
    // Nested: entries are files in the folders (not each an index file of its own folder).
    // A new nested entry goes into the folder the band picks in the form (meta.path): a release's.
    ...(typeof path === 'string' ? { path } : { nested: { depth: path.depth, subfolders: false }, meta: { path: {} } }),
    extension,
    format: extension === 'yaml' ? 'yaml' : 'frontmatter',
    create,
    ...(slug ? { slug } : {}),
    ...(namedInSwedish ? { i18n: true } : {}),
    // Empty folders are the entry's own: an upload lands beside release.yaml, which names it by its file name.
    ...(picturesBeside ? { media_folder: '', public_folder: '' } : {}),
    summary,
    ...view,
    fields: body ? [...fields, bodyField(body)] : fields,
  };
}

const collectionOf = (collection: EditorCollection): Collection =>
  isFolderCollection(collection)
    ? folderOf(collection)
    : { name: collection.name, label: collection.label, description: collection.description, icon: collection.icon, files: collection.files.map(fileOf) };

/** The collections as the editor reads them: which files, and their fields. layout.ts lays files out by them too. */
export const editorCollectionsConfig = (): Collection[] => editorCollections.map(collectionOf);

/**
 * Where the forms have a key-value table (a form service's hidden fields), by
 * file (`content/site.yaml`) or folder collection: the editor's save writes
 * one it was never given as `{}` (`newsletter: { hidden: {} }`, in a
 * site.yaml without a newsletter), which the build refuses. The editor's
 * script (src/admin/sveltia.ts, keepEmptyTablesOut) hands such a table to the
 * save as empty, and the editor then leaves it out, as any empty optional field.
 */
export interface KeyValueTables {
  readonly files: Readonly<Record<string, readonly string[]>>;
  readonly folders: Readonly<Record<string, readonly string[]>>;
}

/** Each key-value field's path in an entry (`newsletter.hidden`), through its objects. */
const keyValuePaths = (fields: readonly Field[], prefix = ''): string[] =>
  fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    if (field.widget === 'keyvalue') return [path];
    return field.widget === 'object' && 'fields' in field && field.fields ? keyValuePaths(field.fields, `${path}.`) : [];
  });

export function keyValueTables(): KeyValueTables {
  const files: Record<string, string[]> = {};
  const folders: Record<string, string[]> = {};
  for (const collection of editorCollectionsConfig()) {
    if ('files' in collection && collection.files) {
      for (const file of collection.files) if ('fields' in file && file.fields) files[file.file] = keyValuePaths(file.fields);
    } else if ('fields' in collection && collection.fields) folders[collection.name] = keyValuePaths(collection.fields);
  }
  const some = (table: Record<string, string[]>) => Object.fromEntries(Object.entries(table).filter(([, paths]) => paths.length > 0));
  return { files: some(files), folders: some(folders) };
}

export function editorConfig({ repository, siteUrl, oauthHelper }: EditorSettings): CmsConfig {
  // Without an OAuth helper, "Sign In with GitHub" would go to Netlify's: a token is the way in.
  const signIn = oauthHelper ? { auth_methods: ['oauth' as const, 'token' as const], base_url: oauthHelper } : { auth_methods: ['token' as const] };
  return {
    backend: { name: 'github', repo: repository, branch: 'main', ...signIn },
    site_url: siteUrl,
    media_folder: `${CONTENT_FOLDER}/${PICTURES_FOLDER}`,
    // band.yaml and press.yaml name pictures from the content folder: `pictures/live.jpg`.
    public_folder: PICTURES_FOLDER,
    // The band's pictures are its own: no stock photo services (they are elsewhere, and the policy stops them).
    media_libraries: { stock_assets: { providers: [] } },
    // A new entry's file is named after its title in plain letters, as the content's addresses are: å, ä and ö become a and o.
    slug: { encoding: 'ascii', clean_accents: true },
    // Without a language the editor spells ä and ö the German way (ae, oe). Swedish as the one language of
    // the collections that ask for it (`i18n: true`) makes it spell them as src/util/slug.build.ts does, a and o;
    // with one language, and its name left out of file names, the files are as they were.
    i18n: { structure: 'multiple_files', locales: ['sv'], default_locale: 'sv', omit_default_locale_from_file_path: true },
    // An optional field left empty is left out of the file, as the band would by hand.
    output: { omit_empty_optional_fields: true },
    collections: editorCollectionsConfig(),
  };
}

/** config.yml as the editor reads it. */
export const editorConfigYaml = (settings: EditorSettings) =>
  `# Made by the build from the content's schemas (src/content/editor): edit those, not this.\n${stringify(editorConfig(settings), { lineWidth: 0 })}`;
