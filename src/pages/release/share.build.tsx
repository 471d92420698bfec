// The share pages of a release and of each of its tracks (src/sharePages.build.tsx
// renders them), drawn by the page's own ReleaseView: as in the app, a
// track's page is its release's page with the track open. What a page read
// without scripts has instead of the app's controls is passed in: links to
// the track pages for toggles, the lyrics in both languages, no play
// buttons, pictures and links named from the share page's folder. Build time only.
import { pictureCard } from '../../components/PageHead.build';
import type { Release, Track } from '../../content/releases';
import type { Site } from '../../content/site';
import { TrackList } from '../../features/lyrics/TrackList';
import { BuildRouter } from '../../lib/BuildRouter.build';
import { pageTitle } from '../../lib/pageMeta';
import { paths, shareFolder, type RoutePage } from '../../util/routes';
import type { musicAlbum } from '../../lib/structuredData.build';
import { absoluteUrl } from '../../util/absoluteUrl';
import { metaOf, pictureFrom, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { ReleaseView } from './ReleaseView';

/** A track's recording as link previews may play it: its files, absolute. */
const previewAudio = (site: Site, track: Track | undefined) =>
  track?.recording?.sources.map((source) => ({ url: `${site.url}${source.url}`, type: source.type })) ?? [];

/** The release a page of the release or track route shows. */
function releaseOf(source: ShareSource, page: RoutePage): Release {
  const release = source.content.releases.find((candidate) => candidate.slug === page.params.releaseSlug);
  if (!release) throw new Error(`No release ${page.params.releaseSlug}`);
  return release;
}

/**
 * The release page at `path`, with `openTrackId`'s lyrics open: each title
 * links to the page with that track open, the open one's back to the release's.
 */
function SharedRelease({ release, path, openTrackId }: { release: Release; path: string; openTrackId: string | null }) {
  const root = toRoot(path);
  const pageOf = (trackId: string | null) =>
    `${root}${shareFolder(trackId ? paths.track(release.slug, trackId) : paths.release(release.slug))}`;
  return (
    <BuildRouter location={path} root={root}>
      <ReleaseView
        release={{ ...release, cover: pictureFrom(root, release.cover) }}
        priority={false}
        tracks={
          <TrackList
            labelledBy="tracks-heading"
            tracks={release.tracks}
            openTrackId={openTrackId}
            hrefOf={(track) => pageOf(track.id === openTrackId ? null : track.id)}
            // Both, where the band translated them: search engines and previews read the share page.
            translated
          />
        }
      />
    </BuildRouter>
  );
}

export function releasePage(source: ShareSource, page: RoutePage): SharePage {
  const release = releaseOf(source, page);
  const { path } = page;
  const { site } = source.content;
  return {
    path,
    head: {
      ...metaOf(source, path),
      url: absoluteUrl(site, path),
      type: 'music.album',
      image: pictureCard(site, release.cover),
      // Its first recorded track, where it has one.
      audio: previewAudio(
        site,
        release.tracks.find((track) => track.recording),
      ),
    },
    body: <SharedRelease release={release} path={path} openTrackId={null} />,
  };
}

export function trackPage(source: ShareSource, page: RoutePage): SharePage {
  const release = releaseOf(source, page);
  const track = release.tracks.find((candidate) => candidate.id === page.params.trackId);
  if (!track) throw new Error(`No track ${page.params.trackId} in ${release.slug}`);
  const { path } = page;
  const { site } = source.content;
  // The release page's album; the track is one of its recordings.
  const album = metaOf(source, paths.release(release.slug)).structuredData as ReturnType<typeof musicAlbum>;
  return {
    path,
    head: {
      title: pageTitle(site, track.title),
      description: `${track.title}, track ${track.number} of ${release.title} (${release.year}) by ${site.name}: the lyrics.`,
      url: absoluteUrl(site, path),
      type: 'music.song',
      image: pictureCard(site, release.cover),
      audio: previewAudio(site, track),
      structuredData: {
        '@context': album['@context'],
        ...album.track.find((recording) => recording.position === track.number),
        byArtist: album.byArtist,
        inAlbum: { '@type': album['@type'], name: album.name, url: album.url, datePublished: album.datePublished },
      },
    },
    body: <SharedRelease release={release} path={path} openTrackId={track.id} />,
  };
}
