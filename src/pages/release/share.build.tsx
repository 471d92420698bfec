// The share pages of a release and of each of its tracks (src/sharePages.build.tsx
// renders them): as in the app, a track's page is its release's page with the
// track open. Build time only.
import { pictureCard } from '../../components/PageHead.build';
import type { Release, Track } from '../../content/releases';
import type { Site } from '../../content/site';
import { LyricSheet } from '../../features/lyrics/LyricSheet';
import { pageTitle } from '../../lib/pageMeta';
import { paths, shareFolder, type RoutePage } from '../../util/routes';
import type { musicAlbum } from '../../lib/structuredData.build';
import { absoluteUrl } from '../../util/absoluteUrl';
import { metaOf, toRoot, type SharePage, type ShareSource } from '../shareParts.build';

/** A track's recording as link previews may play it: its files, absolute. */
const previewAudio = (site: Site, track: Track | undefined) =>
  track?.recording?.sources.map((source) => ({ url: `${site.url}${source.url}`, type: source.type })) ?? [];

/** The release a page of the release or track route shows. */
function releaseOf(source: ShareSource, page: RoutePage): Release {
  const release = source.content.releases.find((candidate) => candidate.slug === page.params.releaseSlug);
  if (!release) throw new Error(`No release ${page.params.releaseSlug}`);
  return release;
}

export function releasePage(source: ShareSource, page: RoutePage): SharePage {
  const release = releaseOf(source, page);
  const { path } = page;
  const { site } = source.content;
  const root = toRoot(path);
  const cover = release.cover.image.preview ?? release.cover.image;
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
    body: (
      <>
        {/* Lazy: a browser is on its way to the site, and need not fetch it. */}
        <img
          className="cover"
          loading="lazy"
          src={`${root}${cover.src}`}
          width={cover.width}
          height={cover.height}
          alt={release.cover.alt}
        />
        <h1>{release.title}</h1>
        <p className="year">{release.year}</p>
        {release.listen.length > 0 && (
          <>
            <h2>Listen</h2>
            <ul className="listen">
              {release.listen.map(({ service, url }) => (
                <li key={service}>
                  <a href={url} rel="noopener">
                    {service}
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>Tracks &amp; lyrics</h2>
        <ol className="tracks">
          {release.tracks.map((track) => (
            <li key={track.id}>
              <a href={shareFolder(`/${track.id}`)} lang={track.language}>
                {track.title}
              </a>
            </li>
          ))}
        </ol>
      </>
    ),
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
    body: (
      <>
        <p className="from">
          From <a href="../">{release.title}</a> ({release.year})
        </p>
        <h1 lang={track.language}>{track.title}</h1>
        {/* Both, where the band translated them: search engines and previews read the share page. */}
        <LyricSheet track={track} headingLevel={2} translated />
        <p>
          <a href="../">All tracks of {release.title}</a>
        </p>
      </>
    ),
  };
}
