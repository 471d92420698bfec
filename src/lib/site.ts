import { createContext, useContext } from 'react';
import type { ScriptSite } from '../content/site';

/**
 * The band's site.yaml, checked: the header, the footer and every page title
 * use it before any page's own data has arrived. The app's root is handed it
 * (`<App site={…}>`: src/index.tsx from the scripts, where the build wrote it,
 * src/renderPage.build.tsx at build time, the tests from a fixture) and
 * provides it here.
 */
export const SiteContext = createContext<ScriptSite | null>(null);

/** The site's details, from the app's root. */
export function useSite(): ScriptSite {
  const site = useContext(SiteContext);
  // Said where a part is rendered alone (a test, say); the production build,
  // always under the root, leaves the check out: home's first script stays small.
  if (process.env.NODE_ENV !== 'production' && !site) {
    throw new Error("No site details here: render inside the app's root, <App site={…}>, which provides them");
  }
  return site as ScriptSite;
}
