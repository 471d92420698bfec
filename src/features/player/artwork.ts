import type { Artwork } from '../../content/pictures';

/**
 * A cover as the lock screen takes it (Media Session): each rendition, with
 * its size and type, at an absolute address. Covers are square, so a
 * rendition's width is its height too.
 */
export function artworkOf(cover: Artwork, base: string): MediaImage[] {
  const { image } = cover;
  const renditions = image.sources.flatMap((source) =>
    source.srcSet.split(',').flatMap((candidate) => {
      const [url, width] = candidate.trim().split(/\s+/);
      const pixels = Number.parseInt(width ?? '', 10);
      return url && pixels ? [{ src: new URL(url, base).href, sizes: `${pixels}x${pixels}`, type: source.type }] : [];
    }),
  );
  const fallback = { src: new URL(image.src, base).href, sizes: `${image.width}x${image.height}` };
  return [...renditions, fallback];
}
