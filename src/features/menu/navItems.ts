import { paths } from '../../util/routes';

/** The pages the header and the mobile menu link to, in order. */
export const navItems = [
  { label: 'Home', to: paths.home, end: true },
  { label: 'Band', to: paths.band, end: false },
  { label: 'Media', to: paths.media, end: false },
] as const;
