import { paths } from '../../util/routes';

/** The page-file path of an older year's gigs: `/gigs/year/2023`. The build writes it, the gig list fetches it. */
export const pastYearPath = (year: string) => `${paths.gigs}/year/${year}`;
