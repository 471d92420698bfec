import { useState } from 'react';
import type { Artwork } from '../content/pictures';
import { Picture } from './Picture';
import * as styles from './Picture.module.css';

const ART_ID = 'hero-art';

// The picture found in the page at the first hydration, kept for later visits
// to the home page within the same visit.
let srcFromPage: string | undefined;

/** The data: URL the prerendered page carries, if this visit began with it. */
function findSrcInPage(): string | null {
  if (typeof document === 'undefined') return null;
  srcFromPage ??= document.getElementById(ART_ID)?.getAttribute('src') ?? undefined;
  return srcFromPage ?? null;
}

interface HeroArtProps {
  artwork: Artwork;
  /** How wide it is drawn, for the <Picture> it falls back to. */
  sizes: string;
  className?: string;
}

/**
 * The home page's big picture. SVG art is written into the prerendered page
 * as a data: URL, so it arrives with the HTML and needs no request before the
 * first paint. The browser's scripts do not carry it: they reuse the copy the
 * page already has. Without one (the visit began on another page) and for a
 * photo, it is a <Picture> like any other.
 */
export function HeroArt({ artwork, sizes, className }: HeroArtProps) {
  const [src] = useState(() => artwork.image.inlineSrc ?? findSrcInPage());
  const { image, alt } = artwork;
  if (!src) return <Picture artwork={artwork} sizes={sizes} priority className={className} />;
  return (
    <picture className={className}>
      <img id={ART_ID} className={styles.image} src={src} width={image.width} height={image.height} alt={alt} />
    </picture>
  );
}
