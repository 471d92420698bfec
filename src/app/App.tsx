import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { routes, type RouteId } from '../lib/routes';
import { NotFoundPage } from '../pages/NotFoundPage';
import { Layout } from './Layout';
import { lazyPage } from './lazyPage';

// The page each route of the table (src/lib/routes.ts) shows. Each page is
// its own small file, loaded with its route: the first script holds only what
// every page shares. (Every page's first view is also in index.html or its
// page file, prerendered, so it shows before any of this runs.)
// A track is its release's page with the track open: the same component, so
// moving between a release and its tracks keeps the page mounted.
const ReleasePage = lazyPage(() => import(/* webpackChunkName: "page-release" */ '../pages/ReleasePage'));

const pages: Record<RouteId, ComponentType> = {
  home: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage')),
  band: lazyPage(() => import(/* webpackChunkName: "page-band" */ '../pages/BandPage')),
  media: lazyPage(() => import(/* webpackChunkName: "page-media" */ '../pages/MediaPage')),
  release: ReleasePage,
  track: ReleasePage,
  gigs: lazyPage(() => import(/* webpackChunkName: "page-gigs" */ '../pages/GigsPage')),
  extras: lazyPage(() => import(/* webpackChunkName: "page-extras" */ '../pages/ExtrasPage')),
  notFound: NotFoundPage,
};

/** Every route of the table inside the one layout. Works under any router: HashRouter in the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {(Object.keys(routes) as RouteId[]).map((id) => {
          const Page = pages[id];
          const { path } = routes[id];
          return path === '/' ? <Route key={id} index element={<Page />} /> : <Route key={id} path={path} element={<Page />} />;
        })}
      </Route>
    </Routes>
  );
}
