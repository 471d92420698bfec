import type { Track } from '../types';

// Spring/Två Cent (2021)
export const tracks: readonly Track[] = [
  {
    id: 'spring',
    number: 1,
    title: 'Spring',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Parkeringshuset, våning tre',
          'Vi vaxar kanten, ingen ska se',
          'Men en ficklampa sveper över betongen',
          'Och en röst ekar: ”Stå still där!”',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Ta brädan, ta jackan', 'Tänk inte – bara'],
      },
      {
        label: 'chorus',
        lines: [
          'Spring! Spring!',
          'Nerför rampen, ut i natten',
          'Spring! Spring!',
          'Vi är snabbare än vakten',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Över staketet, genom en häck',
          'Jackan får en reva, knät får en fläck',
          'Vi stannar först nere vid stationen',
          'Och skrattar tills vi inte kan andas',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Spring! Spring!',
          'Nerför rampen, ut i natten',
          'Spring! Spring!',
          'Vi är snabbare än vakten',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'En natt springer vi härifrån på riktigt',
          'Förbi skylten där staden tar slut',
          'Förbi allt de sa att vi skulle bli',
          'Och vi vänder oss aldrig om',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Spring! Spring!',
          'Nerför rampen, ut i natten',
          'Spring! Spring!',
          'Vi är snabbare än vakten',
        ],
      },
      {
        label: 'outro',
        lines: ['Spring! Spring!', 'Spring tills stan är borta!'],
      },
    ],
  },
  {
    id: 'tva-cent',
    number: 2,
    title: 'Två Cent',
    lang: 'sv',
    sections: [
      {
        label: 'verse',
        lines: [
          'Klipp dig, skaffa jobb, bli nånting på riktigt',
          'Sälj den där gitarren, det där är ju inte viktigt',
          'Faster har en åsikt och grannen har en till',
          'Alla vet hur jag ska leva, alla vet vad jag vill',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Och jag nickar och ler', 'Tills jag inte orkar mer'],
      },
      {
        label: 'chorus',
        lines: [
          'Två cent! Två cent!',
          'Det är allt jag har att ge',
          'Två cent! Två cent!',
          'Och det räcker gott för mig',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Alla har en podd nu, alla har ett svar',
          'Alla vet precis hur världen borde va',
          'Ni kan få behålla era miljoner ord',
          'Jag tar mina två cent och drar',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Två cent! Två cent!',
          'Det är allt jag har att ge',
          'Två cent! Två cent!',
          'Och det räcker gott för mig',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Ett öre här och ett öre där',
          'Det blir ingen förmögenhet',
          'Men varje ord jag säger står jag för',
          'Det är mer än ni kan säga, det vet ni',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Två cent! Två cent!',
          'Det är allt jag har att ge',
          'Två cent! Två cent!',
          'Och det räcker gott för mig',
        ],
      },
      {
        label: 'outro',
        lines: ['Två cent!', 'Behåll växeln!'],
      },
    ],
  },
];
