// What a share page is made of, and what every share page's body uses
// (src/pages/<route>/share.build.tsx): apart from sharePages.build.tsx, which imports
// those bodies, so that they need not import it back. Build time only.
import type { ReactNode } from 'react';
import type { HeadMeta } from '../components/PageHead.build';
import type { Content } from '../content/content';
import type { Artwork } from '../content/pictures';

/** What a share page says about itself in its head (components/PageHead.build.tsx), and its structured data. */
export interface ShareHead extends HeadMeta {
  structuredData: unknown;
}

/** What the share pages are made from: the content as the pages got it, and what each page says of itself. */
export interface ShareSource {
  content: Content;
  /** The instant of the build (ms since 1970): which gigs are upcoming. */
  now: number;
  /**
   * Title and description of the site's pages, by path, as they rendered
   * them, and the structured data in their page data: a share page carries
   * the same as the page it stands for.
   */
  meta: ReadonlyMap<string, { title: string; description: string; structuredData?: unknown; data?: unknown }>;
}

/** A share page before it is rendered. */
export interface SharePage {
  /** The route's path: `/media/varm&kall/mareld`. */
  path: string;
  head: ShareHead;
  body: ReactNode;
}

/** `../../` from a share page back to the folder of index.html. */
export const toRoot = (path: string) => '../'.repeat(path.split('/').length - 1);

/** A page's title, description and structured data: its page data's, or as given. */
export function metaOf(
  source: ShareSource,
  path: string,
  given?: unknown,
): { title: string; description: string; structuredData: unknown } {
  const meta = source.meta.get(path);
  if (!meta) throw new Error(`No page at ${path} to share`);
  const structuredData = given ?? meta.structuredData;
  if (structuredData === undefined) throw new Error(`The page at ${path} has no structured data to share`);
  return { ...meta, structuredData };
}

/**
 * A picture as the app's components draw it, its files named from a share
 * page's folder (`root`, toRoot) rather than from index.html's.
 */
export function pictureFrom<Picture extends Artwork>(root: string, picture: Picture): Picture {
  const { image } = picture;
  const sources = image.sources.map((source) => ({
    ...source,
    srcSet: source.srcSet
      .split(', ')
      .map((candidate) => `${root}${candidate}`)
      .join(', '),
  }));
  return { ...picture, image: { ...image, src: `${root}${image.src}`, sources } };
}
