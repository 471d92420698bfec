// The pictures' renditions, told apart by their file names as
// scripts/pictures.js writes them: `assets/<picture>-<width>.<hash>.<format>`
// (`assets/cover-kniv-800.ae4371ab46.avif`). The offline copy keeps the
// smallest rendition of a picture (src/lib/offlineCopy.build.ts), and the service
// worker shows it, offline, in place of one it never saw (smallestRenditions):
// read here, once, by both.

const RENDITION = /(?:^|\/)([^/]+)-(\d+)\.[0-9a-f]{8,}\.(avif|webp|jpg|png)$/;

/**
 * The one format kept of each picture: the first one the pages offer
 * (src/components/Picture.tsx), so the one every browser that reads it
 * asks for. The other formats are cached as they are seen.
 */
const KEPT_FORMAT = 'avif';

interface Rendition {
  /** The picture and the format, what two widths of the same picture share: `cover-kniv.avif`. */
  key: string;
  width: number;
}

function renditionOf(url: string): Rendition | null {
  const match = RENDITION.exec(url);
  if (!match) return null;
  const [, picture, width, format] = match;
  return { key: `${picture}.${format}`, width: Number(width) };
}

/** The key of the rendition a URL names (`cover-kniv.avif`), or null if it names none. */
export const pictureKeyOf = (url: string): string | null => renditionOf(url)?.key ?? null;

/** Of these URLs, the narrowest rendition of each picture in the kept format, by key. */
export function smallestRenditions(urls: readonly string[]): Map<string, string> {
  const smallest = new Map<string, { url: string; width: number }>();
  for (const url of urls) {
    const rendition = renditionOf(url);
    if (!rendition || !rendition.key.endsWith(`.${KEPT_FORMAT}`)) continue;
    const known = smallest.get(rendition.key);
    if (!known || rendition.width < known.width) smallest.set(rendition.key, { url, width: rendition.width });
  }
  return new Map([...smallest].map(([key, { url }]) => [key, url]));
}

/** Whether a URL names a picture's rendition. */
export const isRendition = (url: string): boolean => RENDITION.test(url);
