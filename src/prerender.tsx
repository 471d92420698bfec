// Runs in Node at build time (webpack's "prerender" compiler): renders the
// home page with the header and footer to HTML for dist/index.html, so the
// first paint needs no JavaScript, and builds the page's metadata from the
// same content modules the site shows.
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createPath, Router, type Navigator } from 'react-router-dom';
import { App, loadHomePage } from './app/App';
import { pageTitle } from './app/pageMeta';
import { makeStore } from './app/store';
import { buildStructuredData, structuredDataJson } from './app/structuredData';
import { formedYear, genre, hometown } from './content/bandText';
import { gigs } from './content/gigs';
import { hero } from './content/pictures';
import { members } from './content/members';
import { releases } from './content/releases';
import { bandName, siteDescription, siteUrl, socialProfiles } from './content/site';
import { heroSizes } from './pages/HomePage';

// Hrefs as HashRouter writes them (`#/band`), so hydration finds identical markup.
const hashNavigator: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: () => {},
  push: () => {},
  replace: () => {},
};

export { siteUrl };

export interface Shell {
  html: string;
  title: string;
  description: string;
  /** The hero's AVIF renditions, for a preload link. */
  heroPreload: { srcSet: string; type: string; sizes: string } | null;
  structuredData: string;
}

/** The home page as HTML, with its lazily loaded code in place. */
async function renderHome(): Promise<string> {
  const app = (
    <Provider store={makeStore()}>
      <Router location="/" navigator={hashNavigator} static>
        <App />
      </Router>
    </Provider>
  );
  // A first pass starts React.lazy loading the page; once that has settled,
  // the second pass renders it in place instead of the loading fallback.
  renderToString(app);
  await loadHomePage();
  await new Promise((settled) => setTimeout(settled, 0));
  return renderToString(app);
}

export async function renderShell(url: string): Promise<Shell> {
  const html = await renderHome();
  const albums = await Promise.all(
    releases.map(async (release) => ({ release, tracks: (await release.loadTracks()).tracks })),
  );
  const data = buildStructuredData(
    {
      name: bandName,
      genre,
      foundingYear: formedYear,
      hometown,
      url,
      sameAs: socialProfiles.map((profile) => profile.url),
      members,
    },
    albums,
    gigs,
  );
  return {
    html,
    title: pageTitle('Official site'),
    description: siteDescription,
    heroPreload: hero.image.sources[0] ? { ...hero.image.sources[0], sizes: heroSizes } : null,
    structuredData: structuredDataJson(data),
  };
}
