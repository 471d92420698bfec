import { useEffect, useMemo, useRef } from 'react';
import { useParams } from 'react-router-dom';
import { CopyLinkButton } from '../../components/CopyLinkButton';
import { NewsletterSignUp } from '../../components/NewsletterSignUp';
import { StructuredData } from '../../components/StructuredData';
import type { Gig } from '../../gigs/gig.build';
import { gigAnchor } from '../../features/gigs/GigListItem';
import { GigsCalendarLink } from '../../features/gigs/GigsCalendarLink';
import { PastGigsByYear } from '../../features/gigs/PastGigsByYear';
import { TourPosterLink } from '../../features/gigs/TourPosterLink';
import { UpcomingGigs } from '../../features/gigs/UpcomingGigs';
import { splitGigs } from '../../gigs/dates';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { shareLink } from '../../lib/shareLink';
import { useSite } from '../../lib/site';
import { gigListEvents } from '../../gigs/events';
import { useNow } from '../../lib/useNow';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { pastYearPath } from './pastYearPath';
import * as styles from './GigsPage.module.css';

/** Every gig the band has played or booked: upcoming first, then the past by year. */
export default function GigsPage() {
  const data = usePageData<PageData<'gigs'>>(paths.gigs);
  return data ? <Gigs {...data} /> : <NotFoundPage />;
}

function Gigs({ gigs, olderYears, asOf }: PageData<'gigs'>) {
  const site = useSite();
  usePageMeta('Gigs', `Where ${site.name} play next, and everywhere they have played.`);
  const { upcoming, past } = splitGigs(gigs, useNow(asOf));
  // Made here from the gigs rather than carried in the page file beside them:
  // every gig's event would be in the file twice (its data, and its first view).
  const events = useMemo(() => gigListEvents(site, gigs), [site, gigs]);
  useLinkedGig();
  return (
    <div className={styles.page}>
      <StructuredData data={events} />
      <h1 className={styles.heading}>Gigs</h1>
      <UpcomingGigs gigs={upcoming} bookingEmail={site.bookingEmail} actions={(gig) => <CopyLinkButton url={gigLink(gig)} />}>
        <GigsCalendarLink />
        {/* The build draws the poster when there are gigs to come, and only then. */}
        {upcoming.length > 0 && <TourPosterLink />}
      </UpcomingGigs>
      <PastGigsByYear gigs={past} olderYears={olderYears} fileOf={pastYearPath} />
      <NewsletterSignUp />
    </div>
  );
}

/**
 * The address to share for a gig: its share page (routes.ts, gig), with its
 * own card. The build renders the page where there is no window: the button
 * only reads it when pressed.
 */
const gigLink = (gig: Gig) => (typeof window === 'undefined' ? '' : shareLink(window.location.href, paths.gig(gig.id)));

/** A shared link to a gig (#/gigs/<id>) scrolls it into view, once, as the page opens. */
function useLinkedGig() {
  const { gigId } = useParams();
  const linked = useRef(gigId);
  useEffect(() => {
    const target = linked.current;
    linked.current = undefined;
    if (target) document.getElementById(gigAnchor(target))?.scrollIntoView({ block: 'start' });
  }, []);
}
