// The people on the Band page, in display order.
import portraitGuitarDrums from '../assets/images/member-guitar-drums.svg';
import portraitVocalsBass from '../assets/images/member-vocals-bass.svg';
import { memberBios, memberNames } from './bandText';
import type { Member } from './types';

export const members: readonly Member[] = [
  {
    id: 'vocals-bass',
    name: memberNames.vocalsBass,
    roles: ['Vocals', 'Bass'],
    bio: memberBios.vocalsBass,
    portrait: {
      image: portraitVocalsBass,
      alt: `${memberNames.vocalsBass}, drawn as a faceless spiky-haired figure singing into a microphone with a bass, in front of a torn red-orange sheet`,
    },
  },
  {
    id: 'guitar-drums',
    name: memberNames.guitarDrums,
    roles: ['Guitar', 'Drums'],
    bio: memberBios.guitarDrums,
    portrait: {
      image: portraitGuitarDrums,
      alt: `${memberNames.guitarDrums}, drawn as a faceless figure in a beanie playing a red-orange guitar cabled to a drum machine`,
    },
  },
];
