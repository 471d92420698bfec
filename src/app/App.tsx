import { Route, Routes } from 'react-router-dom';
import { Layout } from '../components/Layout';
import { NotFoundPage } from '../pages/NotFoundPage';
import { lazyPage } from './lazyPage';
import { paths, routePatterns } from './paths';

// Each page is its own small file, loaded with its route: the first script
// holds only what every page shares. (Every page's first view is also in
// index.html, prerendered, so it shows before any of this runs.)
const HomePage = lazyPage(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage'));
const BandPage = lazyPage(() => import(/* webpackChunkName: "page-band" */ '../pages/BandPage'));
const MediaPage = lazyPage(() => import(/* webpackChunkName: "page-media" */ '../pages/MediaPage'));
const ReleasePage = lazyPage(() => import(/* webpackChunkName: "page-release" */ '../pages/ReleasePage'));
const ExtrasPage = lazyPage(() => import(/* webpackChunkName: "page-extras" */ '../pages/ExtrasPage'));

/** Every page inside the one layout. Works under any router: HashRouter in the browser. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path={paths.band} element={<BandPage />} />
        <Route path={paths.media} element={<MediaPage />} />
        <Route path={routePatterns.release} element={<ReleasePage />} />
        <Route path={routePatterns.track} element={<ReleasePage />} />
        <Route path={paths.extras} element={<ExtrasPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
