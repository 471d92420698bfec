import type { Content } from '../../content/content';
import { paths } from '../../util/routes';
import { musicGroup } from '../../lib/structuredData.build';
import type { BuildContext } from '../pageDataBuilder.build';
import { riderText } from './riderText.build';
import { stagePlotSvg } from './stagePlot.build';

/** Where the live video plays: site.yaml's video, on YouTube itself (a promoter links to it). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;

/** The press kit's tracks: those press.yaml names (`release/track`), else the featured release's. */
function featuredTracks(content: Content) {
  const { press, releases, site } = content;
  const references =
    press.tracks.length > 0
      ? press.tracks
      : (releases.find((release) => release.slug === site.featured.release)?.tracks ?? []).map(
          (track) => `${site.featured.release}/${track.id}`,
        );
  return references.flatMap((reference) => {
    const [slug, id] = reference.split('/');
    const release = releases.find((candidate) => candidate.slug === slug);
    const track = release?.tracks.find((candidate) => candidate.id === id);
    return release && track
      ? [
          {
            title: track.title,
            language: track.language,
            release: release.title,
            year: release.year,
            path: paths.track(release.slug, track.id),
            listen: release.listen,
          },
        ]
      : [];
  });
}

export const buildPressData = (content: Content, { press: downloads }: BuildContext) => {
  const { press, site, band } = content;
  return {
    updated: press.updated,
    shortBio: press.shortBio,
    longBio: press.longBio,
    quotes: press.quotes,
    photos: press.photos,
    tracks: featuredTracks(content),
    liveVideo: { title: site.featured.youtubeTitle, url: youtubeWatchUrl(site.featured.youtubeVideo) },
    rider: press.rider,
    // As the Copy button copies it and the kit's rider file holds it; made here, so the page's code need not carry how.
    riderText: press.rider && riderText(press.rider, site.name),
    // The drawing itself, as the kit's stage-plot.svg has it (stagePlot.build.ts).
    stagePlot: press.rider && stagePlotSvg(press.rider),
    // Without contacts of its own, the kit names the booking address every page has.
    contacts: press.contacts.length > 0 ? press.contacts : [{ territory: 'Everywhere', name: site.name, email: site.bookingEmail }],
    facts: { hometown: band.hometown, genre: band.genre, formed: band.formed },
    downloads: downloads ?? null,
    // The band, described by its short bio: what a search engine shows of the press kit.
    structuredData: { ...musicGroup(site, band), ...(press.shortBio ? { description: press.shortBio.en ?? press.shortBio.sv } : {}) },
  };
};
