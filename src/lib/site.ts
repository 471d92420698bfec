import type { Site } from '../content/schema';

// The band's site.yaml, checked and put in the scripts by the build
// (webpack's DefinePlugin): the header, the footer and every page title use
// it before any page's own data has arrived. Tests set it from a fixture.
declare const __SITE__: Site;

export const site: Site = __SITE__;
