// What the band's editor (Sveltia CMS, admin/) hands a preview template, and
// the bridge from its React to the site's. The editor draws a template with
// the React it bundles (window.h, window.createClass); the site's components
// use hooks of the site's React, which only the site's react-dom may call.
// So the template the editor sees is a class of its own React that holds an
// empty element, and the site's react-dom draws the preview inside it.
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { KeyValueTables } from '../content/editor/config';

/** An Immutable.js value, as the editor passes entries: read with get() and toJS(). */
interface ImmutableValue {
  get(key: string): unknown;
  toJS(): unknown;
}

/** An Immutable.js Map, as a save hook changes it. */
interface ImmutableMap extends ImmutableValue {
  getIn(keys: readonly string[]): unknown;
  hasIn(keys: readonly string[]): boolean;
  setIn(keys: readonly string[], value: unknown): ImmutableMap;
  set(key: string, value: unknown): ImmutableMap;
  clear(): ImmutableMap;
}

/** A picture the editor has at hand (uploaded, or in the repository), by the path a field names. */
interface EditorAsset {
  /** A blob: URL once the editor has read the file; until then, empty or the picture's path on the site. */
  readonly url: string;
  toBase64(): Promise<string>;
}

/** The props the editor gives a preview template (its documentation: "Preview templates"). */
export interface TemplateProps {
  readonly entry: ImmutableValue;
  readonly getAsset: (path: string) => EditorAsset | undefined;
  readonly getCollection: (collection: string, slug?: string) => Promise<ImmutableValue[] | ImmutableValue | undefined>;
}

/** An entry of the editor's as plain data: its file's path in the repository, and its fields as the form holds them. */
export interface EditorEntry {
  readonly path: string;
  readonly data: Readonly<Record<string, unknown>>;
}

export const entryOf = (entry: ImmutableValue | undefined): EditorEntry => ({
  path: String(entry?.get('path') ?? ''),
  data: ((entry?.get('data') as ImmutableValue | undefined)?.toJS() ?? {}) as Record<string, unknown>,
});

/**
 * A picture a field names, as the editor has it; undefined where it has none.
 * The files name a picture from their own folder (a cover) or from the
 * content folder (`pictures/group.svg`): the editor finds it by its path in
 * the repository, from one of the entry's folders.
 */
function findAsset(getAsset: TemplateProps['getAsset'], entryPath: string, named: string): EditorAsset | undefined {
  const folders = entryPath.split('/').slice(0, -1);
  const candidates = [named, ...folders.map((_, index) => `/${folders.slice(0, folders.length - index).join('/')}/${named}`)];
  return candidates.map((candidate) => getAsset(candidate)).find(Boolean);
}

/** How a picture's file says what it is, for a data: URL. */
const PICTURE_TYPES: Readonly<Record<string, string>> = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * A picture's URL the preview frame can load: the editor's blob: URL once it
 * has read the file; until then its URL is the picture's path on the site,
 * which the frame (a page at the site's root) cannot reach, so the picture's
 * bytes are the URL.
 */
async function loadedUrl(asset: EditorAsset, name: string): Promise<string> {
  const base64 = await asset.toBase64().catch(() => '');
  if (asset.url.startsWith('blob:')) return asset.url;
  if (!base64 || base64.startsWith('data:')) return base64;
  const type = PICTURE_TYPES[name.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
  return `data:${type};base64,${base64}`;
}

/** The URLs of the pictures the fields name, once the editor has read them (none for a picture it does not have). */
export function usePictures(props: TemplateProps, entryPath: string, named: readonly unknown[]): ReadonlyMap<string, string> {
  const names = named.filter((name): name is string => typeof name === 'string' && name !== '');
  const key = names.join('\n');
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  const find = useEffectEvent((name: string) => findAsset(props.getAsset, entryPath, name));
  useEffect(() => {
    let current = true;
    const read = async (name: string) => {
      const asset = find(name);
      return [name, asset ? await loadedUrl(asset, name) : ''] as const;
    };
    void Promise.all((key ? key.split('\n') : []).map(read)).then((found) => {
      if (current) setUrls(new Map(found.filter(([, url]) => url)));
    });
    return () => {
      current = false;
    };
  }, [key]);
  return urls;
}

/** The editor's globals (scripts/admin-plugin.js loads the editor first). */
interface Editor {
  readonly CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
    registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: ImmutableMap }) => ImmutableMap }): void;
  };
  readonly createClass: (spec: object) => unknown;
  readonly h: (type: string, props: object) => unknown;
}

const editor = () => window as unknown as Editor;

/** The instance of the editor's template class: the element it holds, and the site's root inside it. */
interface Bridge {
  readonly props: TemplateProps;
  container: HTMLElement | null;
  root: Root | null;
}

/** Registers `draw` as the preview of the editor's collection or file `name`. */
export function registerPreview(name: string, draw: (props: TemplateProps) => ReactNode) {
  const { CMS, createClass, h } = editor();
  const template = createClass({
    componentDidMount(this: Bridge) {
      if (!this.container) return;
      this.root = createRoot(this.container);
      this.root.render(draw(this.props));
    },
    componentDidUpdate(this: Bridge) {
      this.root?.render(draw(this.props));
    },
    componentWillUnmount(this: Bridge) {
      this.root?.unmount();
      this.root = null;
    },
    render(this: Bridge) {
      return h('div', { ref: (element: HTMLElement | null) => (this.container = element) });
    },
  });
  CMS.registerPreviewTemplate(name, template);
}

/** The stylesheet the previews are drawn with: the editor links it in its preview frame. */
export function registerPreviewStyle(url: string) {
  editor().CMS.registerPreviewStyle(url);
}

/**
 * Before each save, every key-value table of the entry's form that its file
 * does not have (config.ts, keyValueTables) is handed over empty: the editor
 * then leaves it out, as any empty optional field, where it would otherwise
 * write it as `{}`, with the object around it, and the build would refuse
 * the file (a site.yaml without a newsletter would get `newsletter: { hidden: {} }`).
 */
export function keepEmptyTablesOut(tables: KeyValueTables) {
  editor().CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const paths = tables.files[String(entry.get('path'))] ?? tables.folders[String(entry.get('collection'))] ?? [];
      let data = entry.get('data') as ImmutableMap;
      for (const keys of paths.map((path) => path.split('.'))) {
        if (data.hasIn(keys)) continue;
        // An object the form left empty is null here: an empty one holds the table.
        for (let depth = 1; depth < keys.length; depth += 1) {
          const parent = keys.slice(0, depth);
          if (data.getIn(parent) == null) data = data.setIn(parent, data.clear());
        }
        data = data.setIn(keys, data.clear());
      }
      return entry.set('data', data);
    },
  });
}
