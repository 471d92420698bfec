import { Link } from 'react-router-dom';
import { Embed } from '../../components/Embed';
import { HeroArt } from '../../components/HeroArt';
import { LinkButtons } from '../../components/LinkButtons';
import { NewsletterSignUp } from '../../components/NewsletterSignUp';
import { COLUMN_WIDTH } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import { PlayIcon, socialIcons, SpotifyIcon } from '../../components/icons';
import { PastGigs } from '../../features/gigs/PastGigs';
import { PlayReleaseButton } from '../../features/player/PlayReleaseButton';
import { UpcomingGigs } from '../../features/gigs/UpcomingGigs';
import { homeGigsOn } from '../../gigs/dates';
import { pageData, usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { useNow } from '../../lib/useNow';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { HomeData, PageData } from '../routes.build';
import * as styles from './HomePage.module.css';

/** How wide the hero is drawn; the build's preload link (for a photo) uses the same. */
export const heroSizes = '(min-width: 1152px) 72rem, 100vw';
const PLAYER_SIZES = `(min-width: 1024px) 34rem, (min-width: 768px) 45vw, ${COLUMN_WIDTH}`;

/** A release's recorded tracks, from its page's file (fetched ahead once a link to it is pointed at, or now). */
const releaseQueue = (slug: string) => pageData<PageData<'release'>>(paths.release(slug)).then((data) => data?.queue ?? []);

export default function HomePage() {
  const data = usePageData<HomeData>(paths.home);
  return data ? <Home data={data} /> : <NotFoundPage />;
}

function Home({ data }: { data: HomeData }) {
  const site = useSite();
  usePageMeta('Official site', site.description);
  const gigs = homeGigsOn(data.gigs, useNow(data.gigs.asOf));
  const ep = data.featured;
  const { players } = data;

  return (
    <div className={styles.page}>
      <StructuredData data={data.structuredData} />
      <div className={styles.hero}>
        <HeroArt artwork={data.hero} sizes={heroSizes} className={styles.heroPicture} />
        <h1 className={styles.heading}>Home</h1>
      </div>

      <div className={styles.gigs}>
        <UpcomingGigs gigs={gigs.upcoming} total={gigs.upcomingTotal} bookingEmail={site.bookingEmail} />
        <PastGigs gigs={gigs.past} total={gigs.pastTotal} />
      </div>

      {data.latestNews && <BuiltList id="news" heading="News" html={data.latestNews} to={paths.news} more="All news" />}

      {ep && (
        <section className={styles.players} aria-labelledby="ep-heading">
          <h2 id="ep-heading" className={styles.sectionHeading}>
            Listen: {ep.title}
          </h2>
          {data.featuredRecorded && (
            <PlayReleaseButton releaseSlug={ep.slug} queue={() => releaseQueue(ep.slug)} className={styles.playRelease} />
          )}
          <div className={styles.playerGrid}>
            <Embed
              shape="album"
              title={`${ep.title} on Spotify`}
              platform="Spotify"
              src={`https://open.spotify.com/embed/album/${players.spotifyAlbum}`}
              allow="encrypted-media"
              poster={ep.cover}
              posterSizes={PLAYER_SIZES}
              startLabel="Play on Spotify"
              icon={<SpotifyIcon />}
              fallbackHref={`https://open.spotify.com/album/${players.spotifyAlbum}`}
              fallbackLabel={`${ep.title} on Spotify`}
            />
            <Embed
              shape="video"
              title={`${players.youtubeTitle} on YouTube`}
              platform="YouTube"
              src={`https://www.youtube-nocookie.com/embed/${players.youtubeVideo}?autoplay=1`}
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              poster={data.group}
              posterSizes={PLAYER_SIZES}
              startLabel="Play video"
              icon={<PlayIcon />}
              fallbackHref={`https://www.youtube.com/watch?v=${players.youtubeVideo}`}
              fallbackLabel={`${players.youtubeTitle} on YouTube`}
            />
          </div>
        </section>
      )}

      {data.merch && <BuiltList id="merch" heading="Merch" html={data.merch} to={paths.merch} more="All merch" />}

      <section className={styles.social} aria-labelledby="follow-heading">
        <h2 id="follow-heading" className={styles.sectionHeading}>
          Follow {site.name}
        </h2>
        <LinkButtons links={site.social.map(({ platform, url }) => ({ name: platform, url }))} icons={socialIcons} />
      </section>
      <NewsletterSignUp />
    </div>
  );
}

/**
 * A list the build made as HTML (the newest posts: pages/news/data.build.tsx;
 * the first merch: pages/merch/data.build.tsx), so the list's code stays out
 * of this page's script, under its heading, with a link to all of it.
 */
function BuiltList({ id, heading, html, to, more }: { id: string; heading: string; html: string; to: string; more: string }) {
  return (
    <section className={styles.builtList} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.sectionHeading}>
        {heading}
      </h2>
      <div dangerouslySetInnerHTML={{ __html: html }} />
      <Link to={to} className={styles.allOfIt}>
        {more}
      </Link>
    </section>
  );
}
