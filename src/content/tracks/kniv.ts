import type { Track } from '../types';

// Kniv (Live Recording Session, 2021)
export const tracks: readonly Track[] = [
  {
    id: 'kniv',
    number: 1,
    title: 'Kniv',
    lang: 'sv',
    sections: [
      {
        label: 'intro',
        lines: ['Den här handlar om en gammal vän', 'Den heter Kniv! Ett, två, tre, fyra!'],
      },
      {
        label: 'verse',
        lines: [
          'Vi delade allt sen vi var tolv',
          'Samma bräda, samma bänk, samma golv',
          'Du lovade att vi skulle klara oss två',
          'Sen bytte du sida och lät mig gå',
        ],
      },
      {
        label: 'pre-chorus',
        lines: ['Jag hörde det från nån annan', 'Och det var det som gjorde mest ont'],
      },
      {
        label: 'chorus',
        lines: [
          'Kniv! I ryggen från en vän',
          'Kniv! Och du vrider om den igen',
          'Kniv! Du log när du gick',
          'Kniv! Det var allt jag fick',
        ],
      },
      {
        label: 'verse',
        lines: [
          'Nu ser jag dig på torget ibland',
          'Nya kläder, nya polare, nytt band',
          'Du tittar bort när jag går förbi',
          'Som om det aldrig funnits nåt vi',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Kniv! I ryggen från en vän',
          'Kniv! Och du vrider om den igen',
          'Kniv! Du log när du gick',
          'Kniv! Det var allt jag fick',
        ],
      },
      {
        label: 'bridge',
        lines: [
          'Jag drar ut kniven och slänger den i ån',
          'Ser den sjunka, ser den glida därifrån',
          'Ärret sitter kvar men det gör inte ont',
          'Du är bara en låt nu, två minuter lång',
        ],
      },
      {
        label: 'chorus',
        lines: [
          'Kniv! I ryggen från en vän',
          'Kniv! Och du vrider om den igen',
          'Kniv! Du log när du gick',
          'Kniv! Det var allt jag fick',
        ],
      },
    ],
  },
];
