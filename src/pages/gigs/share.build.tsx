// The share pages of the gig list and of each gig still to come
// (src/sharePages.build.tsx renders them). Build time only.
import { siteCard, type PreviewImage } from '../../components/PageHead.build';
import previewCard from '../../assets/images/previewCard.json';
import type { Gig } from '../../gigs/gig.build';
import type { Site } from '../../content/site';
import { GigDetails } from '../../features/gigs/GigDetails';
import { GigListItem } from '../../features/gigs/GigListItem';
import { NoGigsBooked } from '../../features/gigs/NoGigsBooked';
import { gigDateParts, splitGigs } from '../../gigs/dates';
import { gigCard } from '../../gigs/details';
import { pageTitle } from '../../lib/pageMeta';
import type { RoutePage } from '../../util/routes';
import { gigListEvents, gigTitle, musicEvent } from '../../gigs/events';
import { absoluteUrl } from '../../util/absoluteUrl';
import { metaOf, toRoot, type SharePage, type ShareSource } from '../shareParts.build';

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

/** A gig's own preview card (src/gigImages.build.ts draws it), absolute. */
function gigCardImage(site: Site, gig: Gig): PreviewImage {
  const { dayMonth, year } = gigDateParts(gig.date);
  return {
    url: `${site.url}${gigCard(gig.id)}`,
    width: previewCard.width,
    height: previewCard.height,
    alt: `${site.name} live: ${dayMonth} ${year}, ${gig.club}, ${gig.town}, ${gig.country}`,
  };
}

export function gigPage(source: ShareSource, page: RoutePage): SharePage {
  const { site, gigs } = source.content;
  const gig = gigs.find((candidate) => candidate.id === page.params.gigId);
  if (!gig) throw new Error(`No gig ${page.params.gigId}`);
  const { path } = page;
  const { dayMonth, year } = gigDateParts(gig.date);
  const url = absoluteUrl(site, path);
  const image = gigCardImage(site, gig);
  return {
    path,
    head: {
      title: pageTitle(site, `${gigTitle(site, gig)}, ${dayMonth} ${year}`),
      description: `${site.name} live in ${gig.town}, ${gig.country}: ${dayMonth} ${year} at ${gig.club}.`,
      url,
      type: 'website',
      image,
      // The gig's event as the gig list has it, at this page's own address, with its own card.
      structuredData: { ...musicEvent(site, gig), url, image: image.url },
    },
    body: (
      <>
        <p className="from">
          <a href="../">All gigs</a>
        </p>
        <h1>
          {gig.eventName || site.name} in {gig.town}
        </h1>
        <ul className="gigs">
          <GigListItem gig={gig} showEventName>
            <GigDetails gig={gig} root={toRoot(path)} />
          </GigListItem>
        </ul>
        {/* Lazy: a browser is on its way to the site, and need not fetch it. */}
        <img className="card" loading="lazy" src="card.png" width={image.width} height={image.height} alt={image.alt} />
      </>
    ),
  };
}
