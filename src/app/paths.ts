// Every route of the site, defined once. Links and <Route>s both read from here.
export const paths = {
  home: '/',
  band: '/band',
  media: '/media',
  extras: '/extras',
  /** Slugs are used as they are (`/media/varm&kall`): HashRouter keeps them readable. */
  release: (releaseSlug: string) => `/media/${releaseSlug}`,
  track: (releaseSlug: string, trackId: string) => `/media/${releaseSlug}/${trackId}`,
} as const;

/** Route patterns for <Routes>; the params are read with useParams. */
export const routePatterns = {
  release: '/media/:releaseSlug',
  track: '/media/:releaseSlug/:trackId',
} as const;
