import { Link } from 'react-router-dom';
import { Embed } from '../../components/Embed';
import { HeroArt } from '../../components/HeroArt';
import { LinkButtons } from '../../components/LinkButtons';
import { NewsletterSignUp } from '../../components/NewsletterSignUp';
import { COLUMN_WIDTH } from '../../components/Picture';
import { StructuredData } from '../../components/StructuredData';
import { PlayIcon, socialIcons, SpotifyIcon } from '../../components/icons';
import { PastGigs } from '../../features/gigs/PastGigs';
import { UpcomingGigs } from '../../features/gigs/UpcomingGigs';
import { homeGigsOn } from '../../gigs/dates';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { useNow } from '../../lib/useNow';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { HomeData } from '../pageData.build';
import * as styles from './HomePage.module.css';

/** How wide the hero is drawn; the build's preload link (for a photo) uses the same. */
export const heroSizes = '(min-width: 1152px) 72rem, 100vw';
const PLAYER_SIZES = `(min-width: 1024px) 34rem, (min-width: 768px) 45vw, ${COLUMN_WIDTH}`;

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

      {data.latestNews && (
        <section className={styles.news} aria-labelledby="news-heading">
          <h2 id="news-heading" className={styles.sectionHeading}>
            News
          </h2>
          {/* Made by the build (pages/news/data.build.tsx): the list's code stays out of this page's script. */}
          <div dangerouslySetInnerHTML={{ __html: data.latestNews }} />
          <Link to={paths.news} className={styles.allNews}>
            All news
          </Link>
        </section>
      )}

      {ep && (
        <section className={styles.players} aria-labelledby="ep-heading">
          <h2 id="ep-heading" className={styles.sectionHeading}>
            Listen: {ep.title}
          </h2>
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

      {data.merch && (
        <section className={styles.news} aria-labelledby="merch-heading">
          <h2 id="merch-heading" className={styles.sectionHeading}>
            Merch
          </h2>
          {/* Made by the build (pages/merch/data.build.tsx): the list's code stays out of this page's script. */}
          <div dangerouslySetInnerHTML={{ __html: data.merch }} />
          <Link to={paths.merch} className={styles.allNews}>
            All merch
          </Link>
        </section>
      )}

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
