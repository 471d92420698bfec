// The band's releases, newest first, as shown on the Media page.
// To add one: draw or photograph a square cover into src/assets/images/,
// write its tracks in src/content/tracks/<slug>.ts (copy an existing file),
// then add an entry here. The lyrics load only when its page is opened.
import coverBirds from '../assets/images/cover-birds.svg';
import coverKniv from '../assets/images/cover-kniv.svg';
import coverSpring from '../assets/images/cover-spring.svg';
import coverVarmKall from '../assets/images/cover-varm-kall.svg';
import type { Release } from './types';

export const releases: readonly Release[] = [
  {
    slug: 'birds',
    title: "Birds don't sing / Fritt fall",
    year: 2024,
    cover: {
      image: coverBirds,
      alt: 'Cover of Birds don’t sing / Fritt fall: black birds on a sagging power line, one red-orange bird tumbling down among loose feathers',
    },
    loadTracks: () => import(/* webpackChunkName: "lyrics-birds" */ './tracks/birds'),
  },
  {
    slug: 'varm&kall',
    title: 'VARM & KALL EP',
    year: 2022,
    cover: {
      image: coverVarmKall,
      alt: 'Cover of VARM & KALL EP: split along a torn diagonal, a halftone sun on red-orange against a white snowflake on black',
    },
    loadTracks: () => import(/* webpackChunkName: "lyrics-varm-och-kall" */ './tracks/varm-och-kall'),
  },
  {
    slug: 'kniv',
    title: 'Kniv (Live Recording Session)',
    year: 2021,
    cover: {
      image: coverKniv,
      alt: 'Cover of Kniv (Live Recording Session): a stencilled knife with a red-orange handle across a halftone spotlight, stamped LIVE',
    },
    loadTracks: () => import(/* webpackChunkName: "lyrics-kniv" */ './tracks/kniv'),
  },
  {
    slug: 'spring',
    title: 'Spring/Två Cent',
    year: 2021,
    cover: {
      image: coverSpring,
      alt: 'Cover of Spring/Två Cent: legs in white sneakers sprinting across red-orange, two coins flipping beside them',
    },
    loadTracks: () => import(/* webpackChunkName: "lyrics-spring" */ './tracks/spring'),
  },
];

/** The release for a URL slug, or undefined for anything else (never an inherited property). */
export function findRelease(slug: string | undefined): Release | undefined {
  return releases.find((release) => release.slug === slug);
}
