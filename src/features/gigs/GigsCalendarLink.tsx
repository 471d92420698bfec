import { useSyncExternalStore } from 'react';
import { CopyButton } from '../../components/CopyLinkButton';
import { GIGS_CALENDAR } from '../../gigs/details';
import * as styles from './Gigs.module.css';

/** The calendar of every upcoming gig at its full address, and as the `webcal://` address calendar apps subscribe to. */
export interface CalendarAddresses {
  https: string;
  webcal: string;
}

/**
 * gigs.ics's addresses, beside the page open at `pageHref`: the host is
 * known only where the site is published, not to the build. Opened from
 * disk there is nothing to subscribe to: null.
 */
export function calendarAddresses(pageHref: string): CalendarAddresses | null {
  const page = new URL(pageHref);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return null;
  const https = new URL(GIGS_CALENDAR, new URL('.', page)).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

const neverChanges = () => () => {};
// The page's address without its hash route, which changes as the visitor moves on: the same while this page is open.
const fromThisPage = () => window.location.href.split('#')[0]!;
// The build renders the page where there is no address: the app fills it in once the page is hydrated.
const atBuild = () => null;

/**
 * The feed of every upcoming gig: Subscribe (a calendar app keeps it up to
 * date: a gig added, moved or cancelled reaches it on its own), the file to
 * import once, and how to subscribe in the calendars most fans use.
 */
export function GigsCalendarLink() {
  const href = useSyncExternalStore(neverChanges, fromThisPage, atBuild);
  const addresses = href === null ? null : calendarAddresses(href);
  return (
    <div className={styles.calendar}>
      <p className={styles.gigLinks}>
        <a className={styles.gigLink} href={addresses?.webcal ?? GIGS_CALENDAR}>
          Subscribe to the gig calendar
        </a>
        <a className={styles.gigLink} href={GIGS_CALENDAR} type="text/calendar" download>
          Download it once (.ics)
        </a>
      </p>
      <details className={styles.subscribeSteps}>
        <summary>How to subscribe in Google Calendar, Apple Calendar or Outlook</summary>
        <p>Subscribed, your calendar shows every gig we book, and moves or cancels it when we do. The calendar’s address:</p>
        <p className={styles.calendarAddress}>
          <code>{addresses?.https ?? GIGS_CALENDAR}</code>
          {addresses && <CopyButton text={addresses.https} label="Copy" what="the calendar’s address" />}
        </p>
        <p>
          <strong>Google Calendar</strong>, on a computer: beside <em>Other calendars</em> press +, choose <em>From URL</em>, paste the
          address and press <em>Add calendar</em>. Your phone shows it too.
        </p>
        <p>
          <strong>Apple Calendar</strong> (iPhone, iPad, Mac): press <em>Subscribe</em> above. Or on a Mac choose{' '}
          <em>File → New Calendar Subscription</em> and paste the address.
        </p>
        <p>
          <strong>Outlook</strong>: <em>Add calendar</em>, then <em>Subscribe from web</em>; paste the address, name it and press{' '}
          <em>Import</em>.
        </p>
      </details>
    </div>
  );
}
