import { useEffect } from 'react';

// HashRouter reads the address when it first renders, but hears of a change
// only from its layout effect on. Hydration runs as a transition that yields
// to the browser in between, so a link followed or an address typed then was
// lost: the page stayed on the address the app started at. The address's
// changes are noted from before the router renders until it listens, and one
// is told again then.
let changedWhileStarting = false;
const noteChange = () => {
  changedWhileStarting = true;
};

/** Call before the router first renders. */
export function watchAddressWhileStarting() {
  changedWhileStarting = false;
  window.addEventListener('popstate', noteChange);
}

/** Inside the router: its effect runs once the router listens (after every layout effect of the first commit). */
export function AddressCatchUp() {
  useEffect(() => {
    window.removeEventListener('popstate', noteChange);
    if (!changedWhileStarting) return;
    changedWhileStarting = false;
    // The router reads the address anew on popstate, as on back and forward.
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, []);
  return null;
}
