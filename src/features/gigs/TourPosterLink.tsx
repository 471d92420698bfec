import { TOUR_POSTER_FILE } from '../../gigs/details';
import { TOUR_POSTER } from './posterLayout';
import * as styles from './Gigs.module.css';

/** The poster of every gig still to come, for fans and promoters to post (the build draws it: src/gigImages.build.ts). */
export function TourPosterLink() {
  return (
    <a className={styles.allGigs} href={TOUR_POSTER_FILE} type="image/png">
      Tour poster to share (PNG, {TOUR_POSTER.width}×{TOUR_POSTER.height})
    </a>
  );
}
