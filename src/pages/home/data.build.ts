import type { Content } from '../../content/content';
import { chooseHomeGigs } from '../../gigs/dates';
import { musicEvent } from '../../gigs/events';
import { musicGroup } from '../../lib/structuredData.build';
import { homeMerchHtml } from '../merch/data.build';
import { latestPostsHtml } from '../news/data.build';
import { withoutTracks, type BuildContext } from '../pageDataBuilder.build';

export const buildHomeData = (content: Content, { now }: BuildContext) => {
  const featured = content.releases.find((release) => release.slug === content.site.featured.release);
  const { hero, group } = content.band;
  const { spotifyAlbum, youtubeVideo, youtubeTitle } = content.site.featured;
  const gigs = chooseHomeGigs(content.gigs, now);
  return {
    hero,
    group,
    gigs,
    featured: featured ? withoutTracks(featured) : null,
    // Whether "Play the release" shows: it fetches the tracks from the release's own page file when pressed,
    // so this page holds none of them, however long the release.
    featuredRecorded: featured?.tracks.some((track) => track.recording) ?? false,
    // The players' own ids, here rather than in the scripts' site details: they name the catalogue's featured release.
    players: { spotifyAlbum, youtubeVideo, youtubeTitle },
    latestNews: latestPostsHtml(content),
    merch: homeMerchHtml(content),
    // The band, and the gigs upcoming at the build.
    structuredData: [musicGroup(content.site, content.band), ...gigs.upcoming.map((gig) => musicEvent(content.site, gig))],
  };
};
