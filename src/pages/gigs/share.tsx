// The gig list's share page (src/sharePages.tsx renders it). Build time only.
import { siteCard } from '../../components/PageHead';
import { GigDetails } from '../../features/gigs/GigDetails';
import { GigListItem } from '../../features/gigs/GigListItem';
import { NoGigsBooked } from '../../features/gigs/NoGigsBooked';
import { splitGigs } from '../../features/gigs/gigDates';
import type { RoutePage } from '../../lib/routes';
import { absoluteUrl, gigListEvents } from '../../lib/structuredData';
import { metaOf, toRoot, type SharePage, type ShareSource } from '../../shareParts';

export function gigsPage(source: ShareSource, { path }: RoutePage): SharePage {
  const { site, gigs } = source.content;
  const { upcoming, past } = splitGigs(gigs, source.now);
  return {
    path,
    head: {
      // The gig list's page makes its events from the gigs (GigsPage.tsx): so does its share page.
      ...metaOf(source, path, gigListEvents(site, gigs)),
      url: absoluteUrl(site, path),
      type: 'website',
      image: siteCard(site),
    },
    body: (
      <>
        <h1>Gigs</h1>
        <h2>Upcoming gigs</h2>
        {upcoming.length > 0 ? (
          <ul className="gigs">
            {upcoming.map((gig) => (
              <GigListItem key={gig.id} gig={gig} showEventName>
                <GigDetails gig={gig} root={toRoot(path)} />
              </GigListItem>
            ))}
          </ul>
        ) : (
          <NoGigsBooked bookingEmail={site.bookingEmail} root={toRoot(path)} />
        )}
        {past.length > 0 && (
          <>
            <h2>Past gigs</h2>
            <ul className="gigs">
              {past.map((gig) => (
                <GigListItem key={gig.id} gig={gig} showEventName={false} />
              ))}
            </ul>
          </>
        )}
      </>
    ),
  };
}
