// The big picture at the top of the home page. Replace the file (a JPEG
// works too) and the build makes every size and format from it.
import heroImage from '../assets/images/hero.svg';
import type { Artwork } from './types';

export const hero: Artwork = {
  image: heroImage,
  alt: 'A skateboard mid-kickflip under a skater’s ripped jeans and sneakers, a torn red-orange sun behind, a drum machine on the cracked curb below',
};
