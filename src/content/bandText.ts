// The band's own words. Edit freely: the site picks everything up from here.
// (Constants are declared before the texts that mention them.)

import { bandName } from './site';

export const formedYear = 2021;
export const hometown = 'Borås';
export const genre = 'Skate punk';

/** The drum machine's name (invented, e.g. a model-number-like nickname). */
export const drumMachineName = 'Bosse DR-21';

/** The people on the band page, in display order. Portraits are attached in members.ts. */
export const memberNames = {
  vocalsBass: 'Tove Lindroth',
  guitarDrums: 'Jesper Ahlqvist',
} as const;

/** Swedish band description, one string per paragraph. */
export const bandDescription: readonly string[] = [
  `${bandName} är ett skatepunkband från ${hometown}, bildat ${formedYear} i en fuktig källarlokal av tre medlemmar: två människor och en trummaskin. ${memberNames.vocalsBass} sjunger och spelar bas, ${memberNames.guitarDrums} spelar gitarr och programmerar trummorna, och ${drumMachineName} håller takten utan att någonsin klaga, komma för sent eller dricka upp bandets öl. På scen står den alltid i mitten, mest för att sladden inte räcker längre.`,
  `Vi spelar snabbt och högt, och det låter lite kantstött – precis som namnet lovar. Låtarna handlar om betongrampor, nattbussar, vintern i en småstad och allt annat som skaver. Hittills har det blivit fyra släpp: Spring/Två Cent och Kniv (Live Recording Session) 2021, VARM & KALL EP 2022 och singeln Birds don't sing / Fritt fall 2024. Allt är inspelat, mixat och tejpat ihop på egen hand, med lånade kablar och alldeles för mycket kaffe.`,
  `Vi har spelat på klubbar och i källare i Sverige och Tjeckien, från Umeå till Ostrava, och trummaskinen har inte missat ett enda slag – även om vi var nära att glömma laddaren i Brno. Vi är kanske inte bäst, men vi är stolta, högljudda och kommer gärna och spelar hos dig. Trumslagaren får plats i en ryggsäck.`,
];

/** Short Swedish one-line bio per member. */
export const memberBios = {
  vocalsBass:
    'Sjunger och spelar bas. Skriver texterna på nattbussen och har fortfarande inte landat en kickflip.',
  guitarDrums: `Spelar gitarr och programmerar ${drumMachineName}. Den enda i bandet som vet var laddaren ligger.`,
} as const;
