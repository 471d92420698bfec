import type { ScriptSite } from '../content/site';

// The band's site.yaml, checked and put in the scripts by the build
// (webpack's DefinePlugin): the header, the footer and every page title use
// it before any page's own data has arrived. The build-time render
// (src/prerender.tsx) sets it as a global before it loads the app; tests set
// it from a fixture.
declare const __SITE__: ScriptSite | undefined;

export const site: ScriptSite =
  typeof __SITE__ !== 'undefined'
    ? __SITE__
    : (() => {
        throw new Error(
          "src/lib/site.ts was loaded before the site's details were set (__SITE__): in the build-time program, " +
            'load the app only after renderSite sets them (src/prerender.tsx imports ./renderPage dynamically for this).',
        );
      })();
