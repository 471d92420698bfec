// The band's content as one typed object: loadContent runs the loader of each
// collection (site.ts, band.ts, gigs.ts, releases.ts) and checks what spans two
// of them. A collection's module holds its files' zod schemas, which both check
// a file and give the TypeScript type of what it holds, so the two cannot drift
// apart.
//
// A band member fixing the files wants the whole list of mistakes at once, not
// one per rebuild: every problem is collected, then all are thrown together as
// one ContentError. Each names the file, the line and the field, says what is
// wrong and shows the right form.
//
// Node only (files, sharp); the browser takes only types from src/content (`import type`).
import path from 'node:path';
import { AUDIO_FOLDER } from '../util/audio';
import { type Band, loadBand } from './band';
import { ContentError, type ContentWarning, lineOf, type Loading, nearest, type YamlFile } from './check';
import type { Gig } from '../gigs/gig.build';
import { loadGigs } from './gigs';
import { loadMerch, type MerchItem } from './merch';
import { loadNews, type Post } from './news';
import type { Artwork, PictureFile } from './pictures';
import { checkPressTracks, loadPress, type PressKit } from './press';
import { loadReleases, type RecordingOf, type Release } from './releases';
import { loadSite, type Site } from './site';

/**
 * The band's content. Resolved from the working directory, not __dirname:
 * the build and the tests run from the repository root, and a bundled copy
 * of this file would report the bundle's folder as its __dirname.
 */
export const CONTENT_DIR = path.resolve('content');

// The loaded content's types are the files' checked types (z.output), with
// what the loader adds: pictures for picture paths, ids and numbers from the
// names of files and folders, lyrics and band.md read from Markdown.

/**
 * `P` is what a picture is and `A` what a recording is: the files as found
 * (PictureFile, RecordingFile) until the build encodes them, then what the
 * pages get (Artwork, Recording).
 */
export interface Content<P = Artwork, A = RecordingOf<P>> {
  readonly site: Site;
  readonly band: Band<P>;
  /** Oldest first. */
  readonly gigs: readonly Gig[];
  /** Newest first: year descending, then title. */
  readonly releases: readonly Release<P, A>[];
  /** press.yaml and press/: the press kit (#/press). */
  readonly press: PressKit<P>;
  /** news/: the band's posts, newest first; none is fine. */
  readonly news: readonly Post<P>[];
  /** merch/: the band's merch, in the order of the files' names; none is fine. */
  readonly merch: readonly MerchItem<P>[];
}

/**
 * The content with each picture replaced by `replace(picture, name)`, where
 * `name` is the stem its files get (`cover-varm-kall`). The one place that
 * knows where pictures sit in the content.
 */
export function mapPictures<P, Q, A>(content: Content<P, A>, replace: (picture: P, name: string) => Q): Content<Q, A> {
  const { band } = content;
  return {
    site: content.site,
    gigs: content.gigs,
    band: {
      ...band,
      hero: replace(band.hero, 'hero'),
      group: replace(band.group, 'group'),
      members: band.members.map((member) => ({ ...member, portrait: replace(member.portrait, `member-${member.id}`) })),
    },
    releases: content.releases.map((release) => ({ ...release, cover: replace(release.cover, `cover-${release.slug}`) })),
    press: { ...content.press, photos: content.press.photos.map((photo, index) => ({ ...photo, picture: replace(photo.picture, `press-${index + 1}`) })) },
    news: content.news.map(({ picture, ...post }) => (picture ? { ...post, picture: replace(picture, `news-${post.slug}`) } : post)),
    merch: content.merch.map((item) => ({
      ...item,
      pictures: item.pictures.map((picture, index) => replace(picture, `merch-${item.slug}-${index + 1}`)),
    })),
  };
}

/**
 * The content with each track's recording replaced by `replace(recording,
 * name)`, where `name` is the path its files get without their ending
 * (`audio/birds/01-birds-dont-sing`). The one place that knows where
 * recordings sit in the content.
 */
export function mapRecordings<P, A, B>(content: Content<P, A>, replace: (recording: A, name: string) => B): Content<P, B> {
  return {
    ...content,
    releases: content.releases.map((release) => ({
      ...release,
      tracks: release.tracks.map(({ recording, ...track }) => {
        if (recording === undefined) return track;
        const folder = release.slug.replace(/[^a-z0-9-]+/g, '-');
        const name = `${AUDIO_FOLDER}${folder}/${String(track.number).padStart(2, '0')}-${track.id}`;
        return { ...track, recording: replace(recording, name) };
      }),
    })),
  };
}

/** The home page's EP must be one of the releases. */
function checkFeatured(
  loading: Loading,
  site: { yaml: YamlFile; data: Site },
  releases: readonly Release<PictureFile>[],
): void {
  const slugs = releases.map((release) => release.slug);
  const named = site.data.featured.release;
  if (slugs.includes(named)) return;
  const suggestion = nearest(named, slugs);
  loading.problems.push({
    file: site.yaml.file,
    line: lineOf(site.yaml, ['featured', 'release']),
    field: 'featured.release',
    message: `field \`featured.release\`: there is no release folder \`${named}\`. The releases are: ${slugs.join(', ')}.`,
    example: `release: ${suggestion ?? slugs[0] ?? 'varm&kall'}`,
  });
}

// ---------------------------------------------------------------- the whole

/**
 * Reads and checks every content file in `dir`. Throws one ContentError
 * listing every problem; returns warnings the build should show, and every
 * file read (for watch mode: editing any of them rebuilds).
 */
export async function loadContent(
  dir: string,
): Promise<{ content: Content<PictureFile>; warnings: ContentWarning[]; files: string[] }> {
  const loading: Loading = { dir: path.resolve(dir), problems: [], warnings: [], files: [] };
  const site = await loadSite(loading);
  const band = await loadBand(loading);
  const gigs = await loadGigs(loading);
  const releases = await loadReleases(loading);
  const press = await loadPress(loading);
  const news = await loadNews(loading);
  const merch = await loadMerch(loading);
  if (site && releases) checkFeatured(loading, site, releases);
  if (press?.yaml && releases) checkPressTracks(loading, press.yaml, press.kit, releases);

  if (loading.problems.length > 0 || !site || !band || !gigs || !releases || !press || !news || !merch) throw new ContentError(loading.problems);
  return { content: { site: site.data, band, gigs, releases, press: press.kit, news, merch }, warnings: loading.warnings, files: loading.files };
}
