// The router the build renders the app's components under: it runs no
// navigation, and writes each link as HashRouter would, from a folder.
import type { ReactNode } from 'react';
import { createPath, Router, type Navigator } from 'react-router-dom';

/**
 * `location` rendered with its links as `${root}#/band`: from index.html
 * (`root` empty, the hrefs hydration expects) or from a share page's folder
 * (`../../`, back to the site's hash route).
 */
export function BuildRouter({ location, root = '', children }: { location: string; root?: string; children: ReactNode }) {
  const navigator: Navigator = {
    createHref: (to) => `${root}#${typeof to === 'string' ? to : createPath(to)}`,
    go: () => {},
    push: () => {},
    replace: () => {},
  };
  return (
    <Router location={location} navigator={navigator} static>
      {children}
    </Router>
  );
}
