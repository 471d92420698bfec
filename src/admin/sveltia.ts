// What the band's editor (Sveltia CMS, admin/) hands a preview template, and
// the bridge from its React to the site's. The editor draws a template with
// the React it bundles (window.h, window.createClass); the site's components
// use hooks of the site's React, which only the site's react-dom may call.
// So the template the editor sees is a class of its own React that holds an
// empty element, and the site's react-dom draws the preview inside it.
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/** An Immutable.js value, as the editor passes entries: read with get() and toJS(). */
interface ImmutableValue {
  get(key: string): unknown;
  toJS(): unknown;
}

/** A picture the editor has at hand (uploaded, or in the repository), by the path a field names. */
interface EditorAsset {
  readonly url: string;
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
 * The URL of a picture a field names, as the editor has it; undefined where it
 * has none. The files name a picture from their own folder (a cover) or from
 * the content folder (`pictures/group.svg`): the editor finds it by its path
 * in the repository, from one of the entry's folders.
 */
export function assetUrl(props: TemplateProps, entryPath: string, named: unknown): string | undefined {
  if (typeof named !== 'string' || !named) return undefined;
  const folders = entryPath.split('/').slice(0, -1);
  const candidates = [named, ...folders.map((_, index) => `/${folders.slice(0, folders.length - index).join('/')}/${named}`)];
  for (const candidate of candidates) {
    const url = props.getAsset(candidate)?.url;
    if (url) return url;
  }
  return undefined;
}

/** The editor's globals (scripts/admin-plugin.js loads the editor first). */
interface Editor {
  readonly CMS: {
    registerPreviewTemplate(name: string, component: unknown): void;
    registerPreviewStyle(url: string): void;
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
