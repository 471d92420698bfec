import previewCard from '../assets/images/previewCard.json';
import brand from '../styles/brand.json';
import type { Artwork } from '../content/pictures';
import type { Site } from '../content/site';
import { FEEDS } from '../util/feeds.build';

/** A picture link previews show for a page; its address absolute. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What a page says of itself to browsers, search engines and link previews. */
export interface HeadMeta {
  title: string;
  description: string;
  /** The page's own absolute address. */
  url: string;
  /** Open Graph's kind of page. */
  type: 'music.album' | 'music.song' | 'website' | 'article';
  image: PreviewImage;
  /** A recording a link preview may play (Open Graph's og:audio): its files, absolute, as the site offers them. */
  audio?: readonly { url: string; type: string }[];
}

/** The site's own preview card, as scripts/share-images-plugin.js renders it. */
export const siteCard = (site: Site): PreviewImage => ({
  url: `${site.url}share.png`,
  width: previewCard.width,
  height: previewCard.height,
  alt: `${site.name.toUpperCase()} in hand-cut letters on photocopied paper`,
});

/** A picture of the content as link previews show it (a cover, a post's picture, a merch item's): its JPEG, absolute. */
export function pictureCard(site: Site, { image, alt }: Artwork): PreviewImage {
  const raster = image.preview ?? { src: image.src, width: image.width, height: image.height };
  return { url: `${site.url}${raster.src}`, width: raster.width, height: raster.height, alt };
}

/**
 * What every document of the site starts its head with: index.html,
 * 404.html and every share page. The Content-Security-Policy is the
 * document's own (index.html's names its inline script and stylesheet);
 * null in development, which has none.
 */
export function DocumentBasics({ csp }: { csp: string | null }) {
  return (
    <>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      {csp !== null && <meta httpEquiv="Content-Security-Policy" content={csp} />}
      <meta name="referrer" content="strict-origin-when-cross-origin" />
    </>
  );
}

/**
 * The head's description of a page: its title, description and address, and
 * the Open Graph and Twitter tags link previews read. The one writer of them,
 * for index.html (rendered by the build, src/prerender.build.tsx) and for every
 * share page (src/sharePages.build.tsx).
 */
export function PageHead({ meta, site }: { meta: HeadMeta; site: Site }) {
  const { title, description, url, type, image, audio = [] } = meta;
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta name="theme-color" content={brand.ink} />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={image.url} />
      <meta property="og:image:width" content={String(image.width)} />
      <meta property="og:image:height" content={String(image.height)} />
      <meta property="og:image:alt" content={image.alt} />
      <meta property="og:locale" content="en_GB" />
      {audio.map((file) => [
        <meta key={`${file.url} url`} property="og:audio" content={file.url} />,
        <meta key={`${file.url} type`} property="og:audio:type" content={file.type.split(';')[0]} />,
      ])}
      {/* The feeds (src/util/feeds.build.ts): a reader finds them from any page. */}
      {FEEDS.map(({ file, type, format }) => (
        <link key={file} rel="alternate" type={type} href={`${site.url}${file}`} title={`${site.name} (${format})`} />
      ))}
      {/* A wide picture as a large card; a square cover beside the text. */}
      <meta name="twitter:card" content={image.width > image.height ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={image.url} />
      <meta name="twitter:image:alt" content={image.alt} />
    </>
  );
}
