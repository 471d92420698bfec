// The fonts' @font-face rules first in the stylesheet: index.html also
// preloads the display face's data: URL, and gzip stores that second copy as
// a reference to the first only while the two are within its 32 KB window.
import './styles/fonts.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { HashRouter } from 'react-router-dom';
import { AddressCatchUp, watchAddressWhileStarting } from './app/AddressCatchUp';
import { App } from './app/App';
import { makeStore } from './app/store';
import type { ScriptSite } from './content/site';
import { APP_STATE, PRERENDERED_FOR } from './lib/startUp';
import './styles/global.css';

// The site's details, checked: the build writes them into the script (webpack's DefinePlugin).
declare const __SITE__: ScriptSite;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <Provider store={makeStore()}>
      <HashRouter>
        <AddressCatchUp />
        <App site={__SITE__} />
      </HashRouter>
    </Provider>
  </StrictMode>
);

// index.html shows a static copy of the page asked for: the build renders
// every page that needs no visitor input, and the start-up script (boot.ts)
// puts the right one in #root, noting the address it shows. Hydrate that
// copy. Anything else (an address with no copy of its own, one that changed
// before this ran, the development server) renders from scratch. From here
// on the app handles clicks and address changes, not the start-up script.
document.documentElement.setAttribute(APP_STATE, 'starting');
watchAddressWhileStarting();
const hydratedFor = container.getAttribute(PRERENDERED_FOR);
if (hydratedFor === window.location.hash) {
  // As a transition, React hydrates in slices that yield to the browser
  // between them, rather than in one long task: the page stays responsive
  // (Lighthouse's Total Blocking Time) while the app takes over the copy.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError(error) {
        // A visitor who moved to another page before hydration finished: React
        // drops the old page's markup and draws the new page, as it should.
        if (window.location.hash !== hydratedFor) return;
        window.reportError(error); // React's default: a real mismatch is a bug
      },
    });
  });
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
