import type { Artwork } from '../content/pictures';
import * as styles from './Picture.module.css';

/**
 * For `sizes`: a picture as wide as the page's column, which on a phone is the
 * viewport less main's padding (--space-3 each side, app/Layout.module.css).
 * Saying 100vw there makes phones pick the next wider file.
 */
export const COLUMN_WIDTH = 'calc(100vw - 2rem)';

interface PictureProps {
  artwork: Artwork;
  /** The `sizes` attribute: how wide the picture is drawn at each viewport width. */
  sizes: string;
  /** The largest picture above the fold: fetched first, never lazily. */
  priority?: boolean;
  /**
   * Above the fold, but not what the page is read for first (Band's group
   * picture over its text): fetched at once, never lazily, at the browser's
   * own priority (it raises a picture on screen), so it never goes before what
   * the text needs.
   */
  eager?: boolean;
  /** Inside a control that already says what it does: no alt text of its own. */
  decorative?: boolean;
  className?: string;
}

/**
 * One picture in AVIF and WebP at several widths, JPEG/PNG as a last resort. Width and height
 * reserve its box before it loads; if it never loads, the box stays and the
 * alt text shows in it.
 */
export function Picture({ artwork, sizes, priority = false, eager = false, decorative = false, className }: PictureProps) {
  const { image, alt } = artwork;
  return (
    <picture className={className}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />
      ))}
      <img
        className={styles.image}
        src={image.src}
        width={image.width}
        height={image.height}
        alt={decorative ? '' : alt}
        loading={priority || eager ? 'eager' : 'lazy'}
        decoding={priority ? 'auto' : 'async'}
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
