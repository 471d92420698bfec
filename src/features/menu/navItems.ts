import { paths } from '../../util/routes';

/** The pages the header and the mobile menu link to, in order. */
export const navItems = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Band', to: paths.band, end: false },
  { label: 'Media', to: paths.media, end: false },
] as const;

/** The merch page's link, after Media, where the band has merch (site.yaml's details say so: hasMerch). */
export const merchItem = { label: 'Merch', to: paths.merch, end: false } as const;
