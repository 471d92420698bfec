// Invented words, lyric lines, track files and titles, in Swedish and English.
import type { Rng } from '../random.mjs';
import type { Language, LyricLabel } from '../../src/content/releases';
import { yamlScalar } from './yaml';

// Invented for this script: common words to string into lines, not lyrics.
const SV = {
  pron: ['jag', 'du', 'vi', 'ni', 'de', 'hon', 'han', 'ingen', 'alla'],
  verb: [
    'åker',
    'faller',
    'springer',
    'skriker',
    'väntar',
    'brinner',
    'glömmer',
    'drömmer',
    'rullar',
    'slår',
    'går',
    'bär',
    'sjunger',
    'ljuger',
    'står',
    'spelar',
    'hoppar',
    'sover',
    'längtar',
    'kör',
    'söker',
    'tappar',
    'fryser',
    'andas',
    'skrapar',
    'blöder',
    'vaknar',
    'svär',
    'flyr',
    'stannar',
  ],
  prep: ['genom', 'över', 'under', 'mot', 'bakom', 'längs', 'utan', 'från', 'till', 'i', 'på', 'förbi', 'bortom'],
  noun: [
    'mörkret',
    'natten',
    'gatan',
    'rampen',
    'betongen',
    'bussen',
    'staden',
    'vintern',
    'sommaren',
    'regnet',
    'ljuset',
    'köket',
    'hjärtat',
    'världen',
    'skärvorna',
    'gruset',
    'bron',
    'hamnen',
    'tåget',
    'rösten',
    'skuggan',
    'väggarna',
    'ögonen',
    'händerna',
    'drömmarna',
    'minnet',
    'kylan',
    'ölen',
    'kaffet',
    'sången',
    'vägen',
    'ångan',
    'dimman',
    'älven',
    'fönstret',
    'trottoaren',
    'blåmärket',
    'sömnen',
    'förorten',
    'kanten',
  ],
  adj: [
    'kalla',
    'varma',
    'trasiga',
    'tomma',
    'sista',
    'gråa',
    'blöta',
    'kantiga',
    'snabba',
    'tysta',
    'glömda',
    'rostiga',
    'röda',
    'svarta',
    'sköra',
    'nötta',
    'förlorade',
    'hårda',
    'lösa',
    'skeva',
    'höga',
    'ensamma',
    'vilda',
    'sömnlösa',
  ],
  plural: [
    'nätter',
    'gator',
    'städer',
    'röster',
    'händer',
    'drömmar',
    'år',
    'ord',
    'bussar',
    'kablar',
    'skor',
    'hjul',
    'ärr',
    'löften',
    'sår',
    'lögner',
    'vägar',
    'fönster',
    'minnen',
    'vänner',
    'stjärnor',
    'spår',
  ],
  adv: [
    'ikväll',
    'igen',
    'för alltid',
    'hela natten',
    'ända hem',
    'utan att stanna',
    'som förut',
    'alldeles för sent',
    'i gryningen',
    'varje gång',
    'nu',
    'aldrig mer',
    'en gång till',
    'på nytt',
    'fortfarande',
    'långt härifrån',
    'så fort det går',
    'tills det gryr',
  ],
  conn: ['och', 'men', 'för', 'när', 'så', 'tills', 'medan'],
};
const EN = {
  pron: ['I', 'you', 'we', 'they'],
  verb: [
    'run',
    'fall',
    'scream',
    'wait',
    'burn',
    'forget',
    'roll',
    'break',
    'ride',
    'sing',
    'lie',
    'stand',
    'skate',
    'jump',
    'sleep',
    'drive',
    'lose',
    'breathe',
    'bleed',
    'hold on',
    "don't stop",
    "can't sleep",
  ],
  verb3: [
    'falls',
    'burns',
    'breaks',
    'rolls',
    'waits',
    'screams',
    'bleeds',
    'sleeps',
    'holds on',
    'keeps going',
    'never stops',
    'lies',
  ],
  prep: [
    'through',
    'over',
    'under',
    'against',
    'behind',
    'along',
    'without',
    'from',
    'across',
    'past',
    'beyond',
    'into',
  ],
  noun: [
    'the dark',
    'the night',
    'the street',
    'the ramp',
    'the concrete',
    'the last bus',
    'the town',
    'the winter',
    'the rain',
    'the light',
    'the kitchen floor',
    'my heart',
    'the world',
    'the broken glass',
    'the gravel',
    'the bridge',
    'the harbour',
    'the train',
    'your voice',
    'the shadows',
    'the walls',
    'our eyes',
    'these hands',
    'the static',
    'the cold',
    'the coffee',
    'the road',
    'the fog',
    'the river',
    'the window',
    'the curb',
  ],
  adj: [
    'cold',
    'warm',
    'broken',
    'empty',
    'last',
    'grey',
    'wet',
    'sharp',
    'fast',
    'quiet',
    'forgotten',
    'rusty',
    'red',
    'black',
    'fragile',
    'worn-out',
    'lost',
    'hard',
    'loose',
    'crooked',
    'lonely',
    'wild',
  ],
  plural: [
    'nights',
    'streets',
    'towns',
    'voices',
    'hands',
    'dreams',
    'years',
    'words',
    'buses',
    'cables',
    'shoes',
    'wheels',
    'scars',
    'promises',
    'wounds',
    'lies',
    'roads',
    'windows',
    'memories',
    'friends',
  ],
  adv: [
    'tonight',
    'again',
    'forever',
    'all night long',
    'all the way home',
    'without stopping',
    'like before',
    'way too late',
    'at dawn',
    'every time',
    'right now',
    'never again',
    'one more time',
    'in the dark',
    'still',
    'far from here',
  ],
  conn: ['and', 'but', "'cause", 'when', 'so', 'till', 'while'],
  // Swedish places, so English lyrics carry å ä ö too.
  place: [
    'from Borås to Malmö',
    'all the way to Umeå',
    'back in Göteborg',
    'on the road to Västerås',
    'down in Jönköping',
    'somewhere past Örebro',
    'in a basement in Gävle',
    'on the night bus to Växjö',
    'under the bridges of Norrköping',
    'at the skatepark in Luleå',
  ],
};

const capitalise = (s: string) => s.charAt(0).toLocaleUpperCase('sv') + s.slice(1);
const titleCase = (s: string) => s.split(' ').map(capitalise).join(' ');
export const chars = (s: string) => [...s].length;

function fragment(rng: Rng, lang: Language): string {
  const w = lang === 'sv' ? SV : EN;
  if (lang === 'en' && rng.chance(0.12)) return rng.pick(EN.place);
  switch (rng.int(0, 5)) {
    case 0:
      return `${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 1:
      return `${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.adv)}`;
    case 2:
      return `${rng.pick(w.adj)} ${rng.pick(w.plural)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 3:
      return `${rng.pick(w.conn)} ${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 4:
      return `${rng.pick(w.noun)} ${rng.pick(lang === 'sv' ? w.verb : EN.verb3)} ${rng.pick(w.adv)}`;
    default:
      return lang === 'sv'
        ? `${rng.pick(w.pron)} har ${rng.pick(w.adj)} ${rng.pick(w.plural)}`
        : `${rng.pick(w.pron)} got ${rng.pick(w.adj)} ${rng.pick(w.plural)}`;
  }
}

/** One lyric line, 30–60 characters; Swedish lines always have å, ä or ö. */
export function lyricLine(rng: Rng, lang: Language): string {
  for (let attempt = 0; attempt < 200; attempt++) {
    const target = rng.int(30, 60);
    let line = fragment(rng, lang);
    while (chars(line) < target) line += rng.pick([', ', ' ', ' – ']) + fragment(rng, lang);
    line = capitalise(line) + rng.pick(['', '', '', ',', '!', '?', '…']);
    if (chars(line) >= 30 && chars(line) <= 60 && (lang !== 'sv' || /[åäö]/i.test(line))) return line;
  }
  return lang === 'sv' ? 'Vi åker genom mörkret, hela natten igen' : 'We ride through the dark from Borås to Malmö';
}

const SECTION_PLAN: readonly LyricLabel[] = [
  'intro',
  'verse',
  'pre-chorus',
  'chorus',
  'verse',
  'pre-chorus',
  'chorus',
  'bridge',
  'chorus',
  'outro',
];
const DROPPABLE = [0, 2, 5, 7, 9]; // intro, both pre-choruses, bridge, outro

/** Markdown of one track: 6–9 sections of 4–8 lines; the chorus and pre-chorus repeat word for word. */
export function trackFile(
  rng: Rng,
  title: string,
  number: number,
  lang: Language,
  languageField: boolean,
): { text: string; sections: number } {
  const drop = new Set(rng.shuffle([...DROPPABLE]).slice(0, SECTION_PLAN.length - rng.int(6, 9)));
  const labels = SECTION_PLAN.filter((_, i) => !drop.has(i));
  const fixed: Partial<Record<LyricLabel, string[]>> = {};
  const linesFor = (label: LyricLabel): string[] => {
    const make = () => Array.from({ length: rng.int(4, 8) }, () => lyricLine(rng, lang));
    if (label !== 'chorus' && label !== 'pre-chorus') return make();
    return (fixed[label] ??= make());
  };
  const front = [`title: ${yamlScalar(title)}`, `number: ${number}`];
  if (languageField) front.push(`language: ${lang}`);
  const sections = labels.map((label) => {
    const heading = rng.chance(0.1) ? capitalise(label) : rng.chance(0.02) ? label.toUpperCase() : label;
    const lines = [...linesFor(label)];
    if (lines.length > 5 && rng.chance(0.05)) lines.splice(4, 0, ''); // blank lines inside a section are ignored
    return `## ${heading}\n${lines.join('\n')}\n`;
  });
  return { text: `---\n${front.join('\n')}\n---\n\n${sections.join('\n')}`, sections: labels.length };
}

export function trackTitle(rng: Rng, lang: Language): string {
  const w = lang === 'sv' ? SV : EN;
  if (lang === 'sv') {
    switch (rng.int(0, 4)) {
      case 0:
        return titleCase(`${rng.pick(w.adj)} ${rng.pick(w.plural)}`);
      case 1:
        return capitalise(rng.pick(w.noun));
      case 2:
        return `${capitalise(rng.pick(w.noun))} & ${capitalise(rng.pick(w.noun))}`;
      case 3:
        return `${capitalise(rng.pick(['ur', 'mot', 'under', 'bortom', 'genom']))} ${rng.pick(w.noun)}`;
      default:
        return capitalise(`${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.adv)}`);
    }
  }
  switch (rng.int(0, 4)) {
    case 0:
      return titleCase(`${rng.pick(w.adj)} ${rng.pick(w.plural)}`);
    case 1:
      return `Don't ${rng.pick(['run', 'fall', 'wait', 'stop', 'look back', 'sleep', 'forget'])}`;
    case 2:
      return `${capitalise(rng.pick(w.plural))} & ${capitalise(rng.pick(w.plural))}`;
    case 3:
      return titleCase(
        `${rng.pick(['birds', 'friends', 'wheels', 'dogs'])} don't ${rng.pick(['sing', 'lie', 'stop', 'care'])}`,
      );
    default:
      return titleCase(`${rng.pick(w.verb)} ${rng.pick(w.adv)}`);
  }
}
