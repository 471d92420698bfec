import { lazy } from 'react';
import { useSite } from '../lib/site';

// Its own file, loaded where it shows: a site with no mailing list carries none of it.
const NewsletterForm = lazy(() => import(/* webpackChunkName: "newsletter" */ './NewsletterForm'));

/**
 * The sign-up to the band's mailing list where site.yaml names a mail
 * provider, and nothing where it does not. The page (and its hydration)
 * waits for the form's code, so it is there from the first view.
 */
export function NewsletterSignUp() {
  const site = useSite();
  return site.newsletter ? <NewsletterForm newsletter={site.newsletter} bandName={site.name} /> : null;
}
