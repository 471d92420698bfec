import type { Gig } from '../../content/gigs';
import { useFileAfterFirstView } from '../../lib/pageFiles';
import { GigListItem } from './GigListItem';
import { byYear } from './gigDates';
import * as styles from './Gigs.module.css';

interface PastGigsByYearProps {
  /** The years with past gigs as the build saw them, newest first: each one's gigs are in a file of its own. */
  years: readonly string[];
  /** Where each year's file is. */
  fileOf: (year: string) => string;
  /** Gigs played since the build (still to come in its files), newest first. */
  playedSince: readonly Gig[];
}

/** Every past gig, newest first, under a heading per year. */
export function PastGigsByYear({ years, fileOf, playedSince }: PastGigsByYearProps) {
  const recent = new Map(byYear(playedSince).map(({ year, gigs }) => [year, gigs]));
  const allYears = [...new Set([...recent.keys(), ...years])].sort().reverse();
  return (
    <section className={styles.section} aria-labelledby="past-gigs-heading">
      <h2 id="past-gigs-heading" className={styles.heading}>
        Past gigs
      </h2>
      {allYears.length === 0 && <p>None yet.</p>}
      {allYears.map((year) => (
        <section key={year} className={styles.yearGroup} aria-labelledby={`gigs-${year}`}>
          <h3 id={`gigs-${year}`} className={styles.yearHeading}>
            {year}
          </h3>
          {years.includes(year) ? <YearFromFile path={fileOf(year)} year={year} before={recent.get(year) ?? []} /> : <YearList gigs={recent.get(year) ?? []} />}
        </section>
      ))}
    </section>
  );
}

function YearList({ gigs }: { gigs: readonly Gig[] }) {
  return (
    <ul className={styles.list}>
      {gigs.map((gig) => (
        <GigListItem key={gig.id} gig={gig} showEventName />
      ))}
    </ul>
  );
}

/** A year's gigs from its file, after any of that year played since the build. */
function YearFromFile({ path, year, before }: { path: string; year: string; before: readonly Gig[] }) {
  const file = useFileAfterFirstView<{ gigs: Gig[] }>(path);
  if (file.state === 'ready') return <YearList gigs={[...before, ...file.data.gigs]} />;
  if (file.state === 'loading') {
    return (
      <p className={styles.yearPending} role="status">
        Loading the gigs of {year}…
      </p>
    );
  }
  return (
    <p className={styles.yearPending} role="alert">
      The gigs of {year} could not be loaded.{' '}
      <button type="button" className={styles.yearRetry} onClick={file.retry}>
        Try again
      </button>
    </p>
  );
}
