// The band's big pictures. Replace a file in src/assets/images (a JPEG works
// too, then change the import's file name) and the build makes every size and
// format from it.
import groupImage from '../assets/images/group.svg';
import heroImage from '../assets/images/hero.svg';
import type { Artwork } from './types';

/** At the top of the home page. */
export const hero: Artwork = {
  image: heroImage,
  alt: 'A skateboard mid-kickflip under a skater’s ripped jeans and sneakers, a torn red-orange sun behind, a drum machine on the cracked curb below',
};

/** On the Band page, and the poster of the home page's video. */
export const groupPicture: Artwork = {
  image: groupImage,
  alt: 'Kantstött as a photocopied flyer: a spiky-haired bassist, a member in a cap at the drum machine under a red-orange spotlight, and a guitarist in a beanie',
};
