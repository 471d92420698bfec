import { usePageMeta } from '../app/pageMeta';
import { Embed } from '../components/Embed';
import { HeroArt } from '../components/HeroArt';
import { SocialLinks } from '../components/SocialLinks';
import { PlayIcon, SpotifyIcon } from '../components/icons';
import { gigs } from '../content/gigs';
import { groupPicture, hero } from '../content/pictures';
import { findRelease } from '../content/releases';
import { bandName, bookingEmail, featuredRelease, siteDescription, socialProfiles } from '../content/site';
import { PastGigs } from '../features/gigs/PastGigs';
import { UpcomingGigs } from '../features/gigs/UpcomingGigs';
import { splitGigs } from '../features/gigs/gigDates';
import { useToday } from '../app/useToday';
import * as styles from './HomePage.module.css';

/** How wide the hero is drawn; the build's preload link (for a photo) uses the same. */
export const heroSizes = '(min-width: 1152px) 72rem, 100vw';
const PLAYER_SIZES = '(min-width: 1024px) 34rem, (min-width: 768px) 45vw, 100vw';

export default function HomePage() {
  usePageMeta('Official site', siteDescription);
  const today = useToday();
  const { upcoming, past } = splitGigs(gigs, today);
  const ep = findRelease(featuredRelease.releaseSlug);

  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <HeroArt artwork={hero} sizes={heroSizes} className={styles.heroPicture} />
        <h1 className={styles.heading}>Home</h1>
      </div>

      <div className={styles.gigs}>
        <UpcomingGigs gigs={upcoming} bookingEmail={bookingEmail} />
        <PastGigs gigs={past} />
      </div>

      {ep && (
        <section className={styles.players} aria-labelledby="ep-heading">
          <h2 id="ep-heading" className={styles.sectionHeading}>
            Listen: {ep.title}
          </h2>
          <div className={styles.playerGrid}>
            <Embed
              shape="album"
              title={`${ep.title} on Spotify`}
              src={`https://open.spotify.com/embed/album/${featuredRelease.spotifyAlbumId}`}
              allow="encrypted-media"
              poster={ep.cover}
              posterSizes={PLAYER_SIZES}
              startLabel="Play on Spotify"
              icon={<SpotifyIcon />}
              fallbackHref={`https://open.spotify.com/album/${featuredRelease.spotifyAlbumId}`}
              fallbackLabel={`${ep.title} on Spotify`}
            />
            <Embed
              shape="video"
              title={`${featuredRelease.youtubeVideoTitle} on YouTube`}
              src={`https://www.youtube-nocookie.com/embed/${featuredRelease.youtubeVideoId}?autoplay=1`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              poster={groupPicture}
              posterSizes={PLAYER_SIZES}
              startLabel="Play video"
              icon={<PlayIcon />}
              fallbackHref={`https://www.youtube.com/watch?v=${featuredRelease.youtubeVideoId}`}
              fallbackLabel={`${featuredRelease.youtubeVideoTitle} on YouTube`}
            />
          </div>
        </section>
      )}

      <section className={styles.social} aria-labelledby="follow-heading">
        <h2 id="follow-heading" className={styles.sectionHeading}>
          Follow {bandName}
        </h2>
        <SocialLinks profiles={socialProfiles} />
      </section>
    </div>
  );
}
