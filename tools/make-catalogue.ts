#!/usr/bin/env -S npx tsx
// Writes a LARGE catalogue in the content format of content/: the band's
// own content, grown by what a band's next years might hold, made up from a
// seed. The tests run on it (npm run build:large) to show that the site's
// flows and budgets hold for any content the schema accepts, not just the
// band's; a new seed each run (tools/test.mjs) shows them a new catalogue.
//
//   npx tsx tools/make-catalogue.ts --out <dir> [--seed N] [--today YYYY-MM-DD]
//        [--from content] [--releases N] [--gigs N] [--largest]
//
// TypeScript, run by tsx (Node 20 runs none of its own), so that the
// content's rules come from the schema in src/content/ that owns them, not
// written here again: slugify, a real day, a gig's id and statuses, the
// listen services and their hosts, the names of release folders and track
// files, a country's currency and whether a gig there must name its zone.
//
// <dir> is removed first. Everything in --from (default: the repo's
// content/) is copied: site.yaml, band.yaml, band.md, pictures/, gigs.yaml
// and releases/ (with the tracks' English translations), and, as the seed
// decides, band.en.md, press.yaml and press/ or none of them. Then, added to it:
// - 4 to 12 releases (--releases: as many as that), each with release.yaml, a
//   cover and its lyric files: one of one track, one of twenty, the others 2
//   to 12; one in the year of the band's newest release (so that year is
//   sorted by title), one newer (up to --today's year), one older, the others
//   any year since 2021; titles in Swedish, English and Czech (å ä ö ř é), one
//   of 60+ characters, one with `&` (folder names have `&` and `-`); one with
//   no listen links, one on all six services, the others on some.
// - 60 to 200 gigs (--gigs) after the band's own in gigs.yaml (its text kept
//   as it is): from 2021 to six months after --today (default: today), in
//   Sweden, the Czech Republic, Germany, Norway, the United Kingdom, the United
//   States, Canada and Japan (COUNTRIES, the one table of them: towns by time
//   zone, the spellings of each country — Czechia, CZ, DE, UK, USA … — and
//   prices in its currency). Five or more are upcoming, soonest first taking
//   every status in turn, and between them using every optional field; some
//   past gigs have them too. Also upcoming, with a time: a gig on the next day
//   summer time starts in Europe and in North America (even if further ahead
//   than six months), one on a day it ends, in the hour its clocks show twice,
//   one at 23:30, and one at 00:30 with its doors the evening before.
//   Kantstött is on every bill.
// - site.yaml's `featured.release`: the band's, or the newest release (the
//   seed decides).
// Each run checks it holds all of that (missingVariety), whatever the seed.
//
// Covers come from a pool of 12 (five designs in three colours; the last is
// 1500×1200, not square, so the build's crop-with-warning path runs, and every
// catalogue has it) that shows the band's name, not the title, and draws from
// streams of its own, not the seed's: the same pictures whatever the seed, so
// the build's picture cache (keyed by a picture's bytes) stays warm from run
// to run. Drawing them is the slow part, so they are drawn once per version of
// this script and kept in node_modules/.cache/make-catalogue-covers.
//
// The seed: --seed, else CATALOGUE_SEED, else one chosen at random (the
// summary prints it). The same seed and --today give the same catalogue. Each
// release, track, the gigs, clubs etc. draw from a random stream of their own,
// named with the seed, so e.g. --gigs does not change the releases. The words
// are invented Swedish/English word lists, not lyrics.
//
// Also importable (from TypeScript, or under tsx):
// `await makeCatalogue({ out, seed, today, from, releases, gigs })` returns
// what it wrote (and the summary the CLI prints) without printing.
import { createHash, randomInt } from 'node:crypto';
import { copyFile, cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import YAML from 'yaml';
import type { z } from 'zod';
import { findCountry, onlyZoneOf } from '../src/gigs/countries';
import { slugify } from '../src/util/fields';
import { type AgeLimit, type gigSchema, gigId, type GigStatus, gigStatusSchema, isRealDay } from '../src/gigs/gig';
import { type Language, listenServices, type LyricLabel, releaseSlugPattern, trackFilePattern } from '../src/content/releases';
import { doorsTheEveningBefore, minutesOf } from '../src/gigs/night';
import { offsetChanges, utcOffsetMinutes } from '../src/util/timeZone';
import { withNewsletter } from './catalogue-fans';

const SCRIPT = fileURLToPath(import.meta.url);
const ROOT = path.resolve(path.dirname(SCRIPT), '..');
export const DEFAULT_FROM = path.join(ROOT, 'content');
/** The pool's covers, drawn once per version of this script and copied from here after. */
const COVER_CACHE = path.join(ROOT, 'node_modules/.cache/make-catalogue-covers');

const FIRST_DAY = '2021-01-01'; // the band formed in 2021
const UPCOMING_DAYS = 183; // upcoming gigs run up to about six months after --today
/** How many releases and gigs a seed adds, unless --releases or --gigs says. */
export const GENERATED: Readonly<{ releases: [number, number]; gigs: [number, number] }> = Object.freeze({
  releases: [4, 12],
  gigs: [60, 200],
});
const MIN_GIGS = 30; // room for a gig in every country and every status, and the special days
const TRACKS: [number, number] = [2, 12]; // per release, but for the one with a single track and the one with twenty
const LONGEST = 20;
/** A random seed is a number from 1 to this: short enough to read out and type. */
export const SEED_MAX = 99_999;
// Phone-photo sized, as a band's photo covers are: the build makes every rendition up to 1200 px wide from them.
const COVER_SIZE = 1500;
const NON_SQUARE_HEIGHT = 1200;
const JPEG_QUALITY = 85;
const BAND = 'Kantstött';

// ------------------------------------------------------------- random numbers
/** FNV-1a, to turn a stream name into a seed. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * A random stream: called, a float in [0, 1); `int` is inclusive; `pick`
 * and `weighted` never get an empty list.
 */
interface Rng {
  (): number;
  int(lo: number, hi: number): number;
  pick<T>(arr: readonly T[]): T;
  chance(p: number): boolean;
  range(lo: number, hi: number): number;
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  shuffle<T>(arr: T[]): T[];
}
/** The streams of one seed, by name. */
type Streams = (name: string) => Rng;

/**
 * mulberry32: a float in [0, 1), plus helpers. Every stream has a name of its
 * own (`release:3`, `track:3:7`, `gigs` …), so drawing more from one does not
 * change another. A seeded stream's name starts with the seed (`seeded`); the
 * cover pool's do not, so its pictures are the same whatever the seed.
 */
function makeRng(name: string): Rng {
  let a = hash(`kantstott-catalogue:${name}`);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const rng = () => next() / 4294967296;
  rng.int = (lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1)); // inclusive
  rng.pick = <T>(arr: readonly T[]): T => arr[Math.floor(rng() * arr.length)] as T;
  rng.chance = (p: number) => rng() < p;
  rng.range = (lo: number, hi: number) => lo + (hi - lo) * rng();
  /** One of `choices`, each an [item, weight] pair. */
  rng.weighted = <T>(choices: readonly (readonly [T, number])[]): T => {
    let r = rng() * choices.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of choices) if ((r -= weight) < 0) return item;
    return (choices[choices.length - 1] as readonly [T, number])[0];
  };
  rng.shuffle = <T>(arr: T[]): T[] => {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [arr[i], arr[j]] = [arr[j], arr[i]] as [T, T];
    }
    return arr;
  };
  return rng;
}

/** The streams of one seed: `seeded(48213)('release:3')`. */
const seeded =
  (seed: number): Streams =>
  (name) =>
    makeRng(`seed ${seed}:${name}`);

/** A seed for a run that names none. */
export const randomSeed = () => randomInt(1, SEED_MAX + 1);

/** A seed as written (`--seed 48213`, CATALOGUE_SEED=48213): a whole number. */
export function parseSeed(text: unknown, where = '--seed'): number {
  const seed = /^\s*\d+\s*$/.test(String(text)) ? Number(text) : NaN;
  if (!Number.isSafeInteger(seed)) throw new Error(`${where} must be a whole number, like 48213, not ${text}`);
  return seed;
}

// ------------------------------------------------------------------ words
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
  verb3: ['falls', 'burns', 'breaks', 'rolls', 'waits', 'screams', 'bleeds', 'sleeps', 'holds on', 'keeps going', 'never stops', 'lies'],
  prep: ['through', 'over', 'under', 'against', 'behind', 'along', 'without', 'from', 'across', 'past', 'beyond', 'into'],
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
const chars = (s: string) => [...s].length;

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
function lyricLine(rng: Rng, lang: Language): string {
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
function trackFile(rng: Rng, title: string, lang: Language, languageField: boolean): { text: string; sections: number } {
  const drop = new Set(rng.shuffle([...DROPPABLE]).slice(0, SECTION_PLAN.length - rng.int(6, 9)));
  const labels = SECTION_PLAN.filter((_, i) => !drop.has(i));
  const fixed: Partial<Record<LyricLabel, string[]>> = {};
  const linesFor = (label: LyricLabel): string[] => {
    const make = () => Array.from({ length: rng.int(4, 8) }, () => lyricLine(rng, lang));
    if (label !== 'chorus' && label !== 'pre-chorus') return make();
    return (fixed[label] ??= make());
  };
  const front = [`title: ${yamlScalar(title)}`];
  if (languageField) front.push(`language: ${lang}`);
  const sections = labels.map((label) => {
    const heading = rng.chance(0.1) ? capitalise(label) : rng.chance(0.02) ? label.toUpperCase() : label;
    const lines = [...linesFor(label)];
    if (lines.length > 5 && rng.chance(0.05)) lines.splice(4, 0, ''); // blank lines inside a section are ignored
    return `## ${heading}\n${lines.join('\n')}\n`;
  });
  return { text: `---\n${front.join('\n')}\n---\n\n${sections.join('\n')}`, sections: labels.length };
}

function trackTitle(rng: Rng, lang: Language): string {
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
      return titleCase(`${rng.pick(['birds', 'friends', 'wheels', 'dogs'])} don't ${rng.pick(['sing', 'lie', 'stop', 'care'])}`);
    default:
      return titleCase(`${rng.pick(w.verb)} ${rng.pick(w.adv)}`);
  }
}

// ------------------------------------------------------------------ slugs
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A track title → its file name's address, apostrophes dropped: `Don't Run` → `dont-run`. */
const trackSlug = (title: string) => slugify(title.replace(/['’]/g, ''));
/** A track's file name: its number, then its address (`02-dont-run.md`). */
const trackFileName = (n: number, slug: string) => `${String(n).padStart(2, '0')}-${slug}.md`;
/** A release title → a folder name: `Natt & Dag EP` → `natt&dag`; '' if the title gives none the schema takes. */
function releaseSlug(title: string): string {
  const base = fold(title.split('/')[0] as string)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\bep\b/g, ' ')
    .replace(/['’]/g, '')
    .replace(/\s*&\s*/g, '&')
    .replace(/[^a-z0-9&]+/g, '-')
    .replace(/-*&-*/g, '&')
    .replace(/&+/g, '&')
    .replace(/^[-&]+|[-&]+$/g, '');
  return releaseSlugPattern.test(base) ? base : '';
}

// ------------------------------------------------------------------- YAML
/**
 * Where each service keeps a release, after its origin: a new service in the
 * schema's listenServices does not compile until it has one here.
 */
const RELEASE_PATH: Record<Service, (id: string) => string> = {
  spotify: (id) => `/album/${id}`,
  appleMusic: (id) => `/se/album/${id}/1`,
  bandcamp: (id) => `/album/${id}`,
  youtube: (id) => `/playlist?list=${id}`,
  tidal: (id) => `/browse/album/${id}`,
  deezer: (id) => `/album/${id}`,
};

/**
 * A release's listen links, none, some or all six. Each starts as the
 * schema's own sample link for that service does (listenServices), so it is
 * on that service's host, as the schema checks.
 */
function listenYaml(r: { slug: string; listen: readonly Service[] }): string {
  const id = r.slug.replace(/[^a-z0-9]/g, '');
  const links = listenServices
    .filter(([key]) => r.listen.includes(key))
    .map(([key, , , sample]) => `  ${key}: ${new URL(sample).origin}${RELEASE_PATH[key](id)}\n`);
  return links.length ? `listen:\n${links.join('')}` : '';
}

/**
 * A string as a YAML scalar: plain when that reads back the same, else double-quoted.
 * `flow`: inside a flow list, `[a, b]`.
 */
function yamlScalar(s: string, { flow = false }: { flow?: boolean } = {}): string {
  const plain =
    s.length > 0 &&
    s === s.trim() &&
    !/^[-?:,[\]{}#&*!|>'"%@`~]/.test(s) &&
    !/: |:$| #|[\t\n\r]/.test(s) &&
    !(flow && /[,[\]{}]/.test(s)) &&
    !/^(true|false|yes|no|on|off|y|n|null)$/i.test(s) &&
    !/^[-+.]?\d/.test(s) &&
    !/^\.(inf|nan)$/i.test(s);
  return plain ? s : JSON.stringify(s);
}

// ------------------------------------------------------------------ dates
const DAY_MS = 86_400_000;
const toDay = (iso: string) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
function localToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// ------------------------------------------------------------------ gigs
const sv = {
  single: [
    'Betongbunkern',
    'Pannrummet',
    'Kåken',
    'Sliperiet',
    'Gamla Tvätteriet',
    'Fabriken',
    'Källarvalvet',
    'Lådan',
    'Rostiga Räcket',
    'Ställverket',
    'Svetsen',
    'Spårvagnshallen',
    'Smörjgropen',
    'Hönsgården',
    'Vattentornet',
    'Pumphuset',
    'Garaget',
    'Skrotgården',
    'Tältet',
    'Ölkällaren',
  ],
  klubb: [
    'Skrubbsår',
    'Blåmärke',
    'Halkrisk',
    'Grusväg',
    'Kantsten',
    'Nattbuss',
    'Kickflip',
    'Sågspån',
    'Ödla',
    'Fläskkvarn',
    'Rännsten',
    'Tändsticka',
  ],
  street: [
    'Åsgatan',
    'Östra Hamngatan',
    'Storgatan 12',
    'Järnvägsgatan',
    'Norra Strandgatan',
    'Sjöbogatan',
    'Industrivägen 4',
    'Västra Ringvägen',
    'Allégatan',
    'Södra Kyrkogatan',
  ],
  long: [
    'Kulturföreningen Källarvalvets Vänner',
    'Studieförbundets replokal nummer fyra',
    'Ungdomens Hus',
    'Föreningslokalen Gamla Brandstationen',
    'Verkstan',
    'Kvarterskrogen Rännstenen',
  ],
};
const cz = {
  single: [
    'Vzducholoď',
    'Stará Pekárna',
    'Kotelna',
    'Ocelárna',
    'Šroubárna',
    'Mlýnice',
    'Výměník',
    'Sklad 7',
    'Trafostanice',
    'Plechárna',
    'Strojovna',
    'Úl',
  ],
  klub: ['Rampa', 'Šroubek', 'Žížala', 'Kapsa', 'Jeskyně', 'Lopata', 'Kolečko', 'Ďábel', 'Podchod', 'Kaštan'],
  u: [
    'U Rezavé lopaty',
    'U Kolečka',
    'U Tří šneků',
    'U Zlomené lyže',
    'U Černého psa',
    'U Ospalé kočky',
    'U Děravé boty',
    'U Zeleného mostu',
  ],
  long: [
    'Kulturní centrum U Staré pivovarské zdi',
    'Hudební klub Pod Železničním mostem',
    'Sklep pod Nádražím',
    'Kulturní dům Dělnický',
    'Bar a galerie Na Rozbitém chodníku',
  ],
};
type ClubMaker = (rng: Rng) => string;
/** A club name made by one of `makers`, chosen by `rng`. */
const clubOf =
  (...makers: ClubMaker[]): ClubMaker =>
  (rng) =>
    rng.pick(makers)(rng);
const one =
  (list: readonly string[]): ClubMaker =>
  (rng) =>
    rng.pick(list);
const DEFAULT_AGES: readonly AgeLimit[] = [18, 18, 16, 20, 'all ages'];

/** A country of COUNTRIES. */
interface Country {
  /** Its English name, as the schema's data set has it. */
  readonly country: string;
  /** Each spelling of it and its weight. */
  readonly written: readonly (readonly [string, number])[];
  readonly share: number;
  /** Real towns, by IANA time zone. */
  readonly towns: Readonly<Record<string, readonly string[]>>;
  readonly club: ClubMaker;
  readonly events: readonly string[];
  readonly bands: readonly string[];
  /** Ticket prices, as amounts of `currency`. */
  readonly prices: readonly string[];
  /** Else DEFAULT_AGES. */
  readonly ages?: readonly AgeLimit[];
  /** The country's own (ISO 4217), from the schema's data set. */
  readonly currency: string;
  /** Whether a gig there must name its time zone: the schema's rule (onlyZoneOf), for a country of several clocks. */
  readonly zoneRequired: boolean;
}

/** A country as COUNTRIES writes it; the rest is the schema's. */
type CountryRow = Omit<Country, 'currency' | 'zoneRequired'>;

/** The rows of COUNTRIES with what the schema's data sets say of each country: its currency and clocks. */
function withSchemaFacts(rows: readonly CountryRow[]): Country[] {
  return rows.map((row) => {
    const found = findCountry(row.country);
    if (!found) throw new Error(`make-catalogue: the schema knows no country ${row.country}`);
    return { ...row, currency: found.currency, zoneRequired: onlyZoneOf(found.code) === null };
  });
}

/**
 * The countries the band plays in, the one table of them. For each: how a
 * gig's `country` is written (every spelling is used, then by weight: the
 * schema takes a country's English name or its ISO code), its share of the
 * gigs, real towns by IANA time zone, and invented clubs, nights and bands,
 * prices (in the country's currency) and age limits. Whether a gig there must
 * name its zone (a country with several; elsewhere the zone is written now
 * and then, which the schema also takes) and its currency are the schema's
 * (withSchemaFacts). Sweden and the Czech Republic come first: the band's
 * home and where it has toured.
 */
const COUNTRIES: readonly Country[] = withSchemaFacts([
  {
    country: 'Sweden',
    written: [['Sweden', 1]],
    share: 34,
    towns: {
      'Europe/Stockholm': [
        'Borås',
        'Göteborg',
        'Stockholm',
        'Malmö',
        'Umeå',
        'Uppsala',
        'Örebro',
        'Linköping',
        'Jönköping',
        'Västerås',
        'Norrköping',
        'Gävle',
        'Sundsvall',
        'Luleå',
        'Karlstad',
        'Växjö',
        'Halmstad',
        'Kalmar',
        'Skövde',
        'Trollhättan',
        'Falun',
        'Östersund',
        'Lund',
        'Helsingborg',
        'Visby',
      ],
    },
    club: clubOf(
      one(sv.single),
      (rng) => `Klubb ${rng.pick(sv.klubb)}`,
      (rng) => `${rng.pick(sv.single)} på ${rng.pick(sv.street)}`,
      one(sv.long),
      (rng) => `${rng.pick(sv.single)} ${rng.int(2, 19)}`,
    ),
    events: [
      'Första Fallet',
      'Punk i Parken',
      'Höstrullen',
      'Vinterkravallen',
      'Rampfesten',
      'Källarfest',
      'Nattbussen Live',
      'Sommarskrapet',
      'Skrubbsårsfesten',
      'Rännstensrock',
      'Öl & Ollies',
      'Betongbalen',
      'Lördagsbrus',
      'Tändstickan',
      'Skatepunk mot vintern',
    ],
    bands: [
      'Halkrisk',
      'Sura Miner',
      'Grusväg',
      'Snöblind Sally',
      'Blåmärken',
      'Trasig Trottoar',
      'Kall Kaffe',
      'Rostfläck',
      'Nattskift',
      'Överkörd',
      'Sista Bussen',
      'Skavsår',
      'Lösa Hjul',
      'Grip Tape Gang',
      'Ärrvävnad',
      'Nollåttor',
      'Spårvagnsrån',
    ],
    prices: ['100', '120', '150', '200'],
  },
  {
    country: 'Czech Republic',
    written: [
      ['Czech Republic', 2],
      ['Czechia', 1],
      ['CZ', 1],
    ],
    share: 20,
    towns: {
      'Europe/Prague': [
        'Praha',
        'Brno',
        'Ostrava',
        'Plzeň',
        'Olomouc',
        'Liberec',
        'České Budějovice',
        'Hradec Králové',
        'Pardubice',
        'Ústí nad Labem',
        'Zlín',
        'Jihlava',
        'Karlovy Vary',
        'Opava',
        'Tábor',
        'Kladno',
        'Teplice',
      ],
    },
    club: clubOf(
      one(cz.single),
      (rng) => `Klub ${rng.pick(cz.klub)}`,
      one(cz.u),
      one(cz.long),
      (rng) => `Sklep ${rng.pick(cz.u)}`,
    ),
    events: [
      'Punk pod mostem',
      'Ocelový skate fest',
      'Noc na rampě',
      'Rezavý víkend',
      'Skejt & Pivo',
      'Podzimní řev',
      'Zimní vřava',
      'Hluk v Kotelně',
      'Jarní rachot',
      'Sklepní sobota',
    ],
    bands: [
      'Zlomený prst',
      'Rezavé kolo',
      'Kapuce',
      'Ostrý úhel',
      'Šrouby a matky',
      'Žádný strach',
      'Mokrá houba',
      'Kostra',
      'Plechová huba',
      'Tři zuby',
      'Betonová duše',
      'Rozbitý chodník',
      'Půlnoční tramvaj',
    ],
    prices: ['150', '200', '250', '300'],
  },
  {
    country: 'Germany',
    written: [
      ['Germany', 3],
      ['DE', 1],
    ],
    share: 12,
    towns: {
      'Europe/Berlin': [
        'Berlin',
        'Hamburg',
        'Leipzig',
        'Köln',
        'München',
        'Dresden',
        'Bremen',
        'Münster',
        'Düsseldorf',
        'Nürnberg',
        'Rostock',
        'Göttingen',
      ],
    },
    club: clubOf(
      one([
        'Kellerloch',
        'Tonwerk',
        'Halle Nord',
        'Kaschemme',
        'Rostlaube',
        'Schrottplatz',
        'Pumpwerk',
        'Kesselhaus Ost',
        'Bunker 13',
        'Bordsteinkante',
      ]),
      (rng) => `Zum ${rng.pick(['Grünen Bordstein', 'Rostigen Nagel', 'Wilden Eber', 'Müden Hund', 'Krummen Brett'])}`,
      (rng) => `Jugendzentrum ${rng.pick(['Süd', 'Nord', 'am Hafen', 'Löwenstraße', 'Bahnhof'])}`,
    ),
    events: ['Punk im Park', 'Rollbrett-Nacht', 'Kellerfest', 'Schrott & Krach', 'Winterlärm', 'Bordsteinfest'],
    bands: ['Die Rostigen Bolzen', 'Bordsteinkrieger', 'Kaputte Knie', 'Schlagloch', 'Müde Möwen', 'Kreuzberg Kids'],
    prices: ['8', '10', '12.50', '15'],
  },
  {
    country: 'Norway',
    written: [
      ['Norway', 3],
      ['NO', 1],
    ],
    share: 8,
    towns: { 'Europe/Oslo': ['Oslo', 'Bergen', 'Trondheim', 'Stavanger', 'Tromsø', 'Kristiansand', 'Bodø', 'Drammen'] },
    club: clubOf(
      one(['Kjelleren', 'Garasjen', 'Sjøbua', 'Rustne Rør', 'Pumpehuset', 'Blå Bølge', 'Brakka', 'Lageret', 'Ølkjelleren', 'Verkstedet']),
      (rng) => `Klubb ${rng.pick(['Måke', 'Isflak', 'Grus', 'Ståltråd', 'Nordlys'])}`,
    ),
    events: ['Punk på Brygga', 'Isbryterfest', 'Mørketidslarm', 'Sommerskrap', 'Kjellerbrak'],
    bands: ['Isflak', 'Fjordfolk', 'Råtne Rotter', 'Grus i Skoa', 'Bråk', 'Nordavind Nå'],
    prices: ['150', '200', '250'],
  },
  {
    country: 'United Kingdom',
    written: [
      ['United Kingdom', 2],
      ['UK', 1],
    ],
    share: 8,
    towns: {
      'Europe/London': ['London', 'Manchester', 'Bristol', 'Leeds', 'Glasgow', 'Brighton', 'Newcastle upon Tyne', 'Cardiff', 'Nottingham'],
    },
    club: clubOf(
      one([
        'The Rusty Anchor',
        'The Crooked Kerb',
        'The Broken Deck',
        'The Iron Duck',
        'The Bus Shelter',
        'The Old Laundry',
        'The Boiler Room',
        'The Gravel Pit',
      ]),
      (rng) => `Basement ${rng.int(2, 99)}`,
      (rng) => `The ${rng.pick(['Fox', 'Magpie', 'Heron', 'Badger'])} & ${rng.pick(['Grinder', 'Kettle', 'Anchor', 'Rail'])}`,
    ),
    events: ['Kerb Crawl All-Dayer', 'Basement Riot', 'Grey Skies Fest', 'Sunday Scuffle', 'Wet Pavement Weekender'],
    bands: ['The Scuffed Knees', 'Grey Pavement', 'Bin Day', 'The Night Buses', 'Loose Trucks', 'Tea & Sympathy'],
    prices: ['6', '8', '10.50', '12'],
  },
  {
    country: 'United States',
    written: [
      ['United States', 2],
      ['USA', 1],
    ],
    share: 7,
    towns: {
      'America/New_York': ['New York', 'Philadelphia', 'Boston', 'Baltimore'],
      'America/Chicago': ['Chicago', 'Minneapolis', 'Austin', 'Milwaukee'],
      'America/Los_Angeles': ['Los Angeles', 'Oakland', 'Portland', 'Seattle', 'San Diego'],
    },
    club: clubOf(
      one([
        'Curbside',
        'The Halfpipe',
        'Pit Stop Hall',
        'The Grind House',
        'Basement Lanes',
        'The Loading Dock',
        'Rust Belt Social',
        'The Empty Pool',
      ]),
      (rng) => `${rng.pick(['Deck', 'Truck', 'Wheel', 'Bolt'])} & ${rng.pick(['Bearings', 'Tape', 'Rails', 'Bushings'])}`,
      (rng) => `The ${rng.pick(['Copper', 'Static', 'Neon'])} ${rng.pick(['Room', 'Lounge', 'Hall'])}`,
    ),
    events: ['Curb Jam', 'Pool Party Punk Fest', 'Ramp Riot', 'Gnarfest', 'Skate or Die Tryin’'],
    bands: ['Curb Appeal', 'The Bail Outs', 'Grip & Rip', 'Skinned Palms', 'Pool Drainers', 'Minivan Mutiny'],
    prices: ['10', '12', '15', '20'],
    ages: [21, 21, 18, 'all ages'],
  },
  {
    country: 'Canada',
    written: [['Canada', 1]],
    share: 5,
    towns: {
      'America/Toronto': ['Toronto', 'Montréal', 'Ottawa', 'Hamilton', 'Québec'],
      'America/Vancouver': ['Vancouver', 'Victoria', 'Kelowna'],
    },
    club: clubOf(
      one([
        'The Frozen Curb',
        'Le Sous-Sol',
        'Salle Rouille',
        'The Snowbank',
        'Maple Pit',
        'Café Dépanneur',
        'The Boiler House',
        'La Rampe',
      ]),
      (rng) => `Le ${rng.pick(['Garage', 'Hangar', 'Entrepôt'])} ${rng.int(2, 40)}`,
    ),
    events: ['Frostbite Fest', 'Punk sous zéro', 'Loading Dock Jam', 'Slush Fest'],
    bands: ['Les Genoux Râpés', 'Snowbank', 'Frostbite Kids', 'Maple Static', 'Hockey Hair'],
    prices: ['15', '20', '25'],
    ages: [19, 18, 'all ages'],
  },
  {
    country: 'Japan',
    written: [['Japan', 1]],
    share: 5,
    towns: { 'Asia/Tokyo': ['Tokyo', 'Osaka', 'Nagoya', 'Fukuoka', 'Sapporo', 'Kyoto', 'Sendai'] },
    club: clubOf(
      one(['Livehouse Nekomata', 'Basement Hachi', 'Garage Kappa', 'Club Tanuki', 'Sora Hall', 'Bar Tsubame', 'Livehouse Kitsune']),
      (rng) => `${rng.pick(['Club', 'Livehouse', 'Bar'])} ${rng.pick(['Kōmori', 'Kaeru', 'Karasu', 'Mogura', 'Sōko'])}`,
    ),
    events: ['Skate Punk Night', 'Rampu Matsuri', 'Kaeru Fest', 'Nekomata All-Nighter'],
    bands: ['Kappa Riot', 'Tanuki Tanks', 'Mogura', 'Hachi Hachi', 'Sōko Boys'],
    prices: ['2500', '3000', '3500'],
    ages: [20, 'all ages'],
  },
]);
const TOWN_WEIGHT: Record<string, number> = { Borås: 8, Göteborg: 4, Stockholm: 2, Malmö: 2, Praha: 3, Brno: 3, Ostrava: 2, Berlin: 2 };
/** Where each region's clocks go forward (summer time starts) and back, as day numbers of a year. */
const SUMMER_TIME: Record<string, { countries: string[]; starts: (year: number) => number; ends: (year: number) => number }> = {
  Europe: {
    countries: ['Sweden', 'Czech Republic', 'Germany', 'Norway', 'United Kingdom'],
    starts: (year) => lastSunday(year, 3),
    ends: (year) => lastSunday(year, 10),
  },
  'North America': {
    countries: ['United States', 'Canada'],
    starts: (year) => nthSunday(year, 3, 2),
    ends: (year) => nthSunday(year, 11, 1),
  },
};
/** `month`: 1 to 12. */
const lastSunday = (year: number, month: number) => {
  const last = Date.UTC(year, month, 0) / DAY_MS; // day 0 of the next month
  return last - new Date(last * DAY_MS).getUTCDay();
};
/** `month`: 1 to 12. */
const nthSunday = (year: number, month: number, n: number) => {
  const first = Date.UTC(year, month - 1, 1) / DAY_MS;
  return first + ((7 - new Date(first * DAY_MS).getUTCDay()) % 7) + (n - 1) * 7;
};
/** The first day `rule` gives that is after `after`. */
function nextDay(rule: (year: number) => number, after: number): number {
  const year = +fromDay(after).slice(0, 4);
  return [year, year + 1, year + 2].map(rule).find((day) => day > after) as number; // next year's, at the latest
}

interface Venue {
  club: string;
  slug: string;
  town: string;
  zone: string;
  place: Country;
  weight: number;
}
/** Invented clubs, one to three per town; no two share a slug, none longer than 40 characters. */
function makeVenues(rng: Rng): Venue[] {
  const venues: Venue[] = [];
  const slugs = new Set<string>();
  for (const place of COUNTRIES) {
    for (const [zone, towns] of Object.entries(place.towns)) {
      for (const town of towns) {
        const count = rng.int(1, 3);
        for (let made = 0, tries = 0; made < count && tries < 50; tries++) {
          const club = place.club(rng);
          const slug = slugify(club);
          if (club.length > 40 || slugs.has(slug)) continue;
          slugs.add(slug);
          venues.push({ club, slug, town, zone, place, weight: TOWN_WEIGHT[town] ?? 1 });
          made++;
        }
      }
    }
  }
  return venues;
}

/** `count` day numbers in [first, first + span), distinct until every day is used; Fridays and Saturdays favoured. */
function sampleDays(rng: Rng, first: number, span: number, count: number): number[] {
  const days: number[] = [];
  while (days.length < count) {
    const take = Math.min(count - days.length, span);
    const keyed = Array.from({ length: span }, (_, i) => {
      const dow = new Date((first + i) * DAY_MS).getUTCDay();
      const weight = dow === 5 || dow === 6 ? 4 : 1;
      return { day: first + i, key: Math.log(rng() || Number.MIN_VALUE) / weight }; // Efraimidis–Spirakis
    });
    keyed.sort((a, b) => b.key - a.key);
    for (let i = 0; i < take; i++) days.push((keyed[i] as { day: number }).day); // take <= span
  }
  return days;
}

/** The schema's statuses, in its order. */
const STATUSES = gigStatusSchema.options;
/** A field of a gig in gigs.yaml, as the schema names it. */
type GigField = keyof z.input<typeof gigSchema>;
/** A gig's optional fields, as gigDetails writes them: as a band member types them. */
interface GigDetails {
  time?: string;
  doors?: string;
  tickets?: string;
  price?: string;
  ageLimit?: AgeLimit;
  status?: GigStatus;
  rescheduledFrom?: string;
}
/** A generated gig: the fields of the format, and for this script `what` (why its day), `place`, `zone` and `at`. */
interface Gig extends GigDetails {
  date: string;
  event?: string;
  club: string;
  town: string;
  country: string;
  timeZone?: string;
  bands: string[];
  what?: string;
  place: Country;
  zone: string;
  at?: string;
}
const OPTIONAL_FIELDS = [
  'time',
  'doors',
  'tickets',
  'price',
  'ageLimit',
  'status',
  'rescheduledFrom',
] as const satisfies readonly (keyof GigDetails & GigField)[];

/**
 * What fans need to know, from a stream of its own. The upcoming gigs, soonest first, take the statuses in turn,
 * so the home page's few show each; the special days go ahead with their time; some past gigs keep theirs too.
 * @returns the upcoming gigs, soonest first
 */
function addDetails(streams: Streams, gigs: Gig[], today: string): Gig[] {
  const detailsRng = streams('gig-details');
  const upcomingGigs = gigs.filter((g) => g.date > today).sort((a, b) => a.date.localeCompare(b.date));
  upcomingGigs
    .filter((g) => !g.what)
    .forEach((gig, rank) => {
      if (rank % 7 !== 6) Object.assign(gig, gigDetails(detailsRng, gig, STATUSES[rank % STATUSES.length] as GigStatus));
    });
  for (const gig of upcomingGigs.filter((g) => g.what)) {
    Object.assign(gig, gigDetails(detailsRng, gig, detailsRng.pick<GigStatus>(['scheduled', 'scheduled', 'sold out']), gig.at));
  }
  const soonest = upcomingGigs[0] as Gig; // five or more are upcoming
  if (!upcomingGigs.some((g) => g.event)) soonest.event = detailsRng.pick(soonest.place.events);
  const pastGigs = detailsRng.shuffle(gigs.filter((g) => g.date < today));
  pastGigs
    .slice(0, Math.max(3, Math.round(pastGigs.length * detailsRng.range(0.1, 0.3))))
    .forEach((gig, index) => Object.assign(gig, gigDetails(detailsRng, gig, STATUSES[index % STATUSES.length] as GigStatus)));
  return upcomingGigs;
}

/**
 * `count` gigs (the seed's number unless given): most of them past, since
 * FIRST_DAY; five or more upcoming in the next UPCOMING_DAYS, soonest first
 * taking every status in turn; and five or more on days a calendar gets wrong when it
 * gets time zones wrong, each with a time: the next days summer time starts
 * in Europe and in North America (even if further ahead than the others), the
 * next day it ends in one of them (in the hour its clocks show twice), one
 * at 23:30 and one at 00:30 (its doors the evening before). Every country has gigs,
 * as many as it has spellings at least, past and (from eight upcoming on) to
 * come. `taken`: the band's own gigs' ids (gigId: day and club), not to be repeated.
 */
function makeGigs(streams: Streams, count: number, today: string, taken: string[]) {
  const rng = streams('gigs');
  const venues = makeVenues(streams('venues'));
  const inCountry = new Map(COUNTRIES.map((place) => [place, venues.filter((v) => v.place === place)]));
  const byName = Object.fromEntries(COUNTRIES.map((place) => [place.country, place]));
  const anyCountry = () => rng.weighted(COUNTRIES.map((place) => [place, place.share]));
  const ids = new Set(taken);
  const spellings = new Map(COUNTRIES.map((place) => [place, rng.shuffle(place.written.map(([spelling]) => spelling))]));
  const spellingOf = (place: Country) => (spellings.get(place) as string[]).shift() ?? rng.weighted(place.written); // each once, then by weight

  const todayDay = toDay(today);
  const firstDay = toDay(FIRST_DAY);
  const pastSpan = todayDay - 1 - firstDay; // FIRST_DAY .. two days before --today: past wherever the gig is
  const special: { day: number; countries: string[] | null; what: string; time?: string }[] = [];
  for (const [region, { countries, starts, ends }] of Object.entries(SUMMER_TIME)) {
    special.push({ day: nextDay(starts, todayDay), countries, what: `summer time starts in ${region}` });
    if (rng.chance(0.5)) special.push({ day: nextDay(ends, todayDay), countries, what: `summer time ends in ${region}` });
  }
  if (special.length === 2) {
    // neither came up: the end in one of them, then
    const [region, { countries, ends }] = rng.pick(Object.entries(SUMMER_TIME));
    special.push({ day: nextDay(ends, todayDay), countries, what: `summer time ends in ${region}` });
  }
  special.push({ day: todayDay + rng.int(1, UPCOMING_DAYS), countries: null, what: 'late', time: '23:30' });
  special.push({ day: todayDay + rng.int(1, UPCOMING_DAYS), countries: null, what: 'after midnight', time: '00:30' });
  const upcoming = rng.int(5, Math.max(5, Math.round(count / 10)));
  const past = count - upcoming - special.length;
  if (pastSpan < 1) throw new Error(`--today must be at least two days after ${FIRST_DAY}, for past gigs`);
  if (past > pastSpan * 3 || upcoming > UPCOMING_DAYS * 3) throw new Error(`${count} gigs do not fit in the days from ${FIRST_DAY}`);

  // Every country, as many times as it has spellings, first among the past gigs; each once among those to come.
  const pastCountries = rng.shuffle(COUNTRIES.flatMap((place) => place.written.map(() => place)));
  const upcomingCountries = rng.shuffle([...COUNTRIES]);
  const planned: { day: number; place?: Country | undefined; what?: string; time?: string | undefined }[] = [
    ...sampleDays(rng, firstDay, pastSpan, past).map((day, i) => ({ day, place: pastCountries[i] })),
    ...sampleDays(rng, todayDay + 1, UPCOMING_DAYS, upcoming).map((day, i) => ({ day, place: upcomingCountries[i] })),
    ...special.map(({ day, countries, what, time }) => ({ day, place: countries ? byName[rng.pick(countries)] : undefined, what, time })),
  ];
  const gigs = planned.map(({ day, place: chosen = anyCountry(), what, time }) => {
    const date = fromDay(day);
    const free = (among: Venue[]) => among.filter((v) => !ids.has(gigId(date, v.club)));
    const inChosen = inCountry.get(chosen) as Venue[]; // every country is in inCountry
    // Every club of the country already has a gig that day (hardly ever): then a club anywhere.
    const clubs = free(inChosen).length ? free(inChosen) : free(venues);
    const venue = rng.weighted(clubs.map((v) => [v, v.weight]));
    const { place } = venue;
    ids.add(gigId(date, venue.club));
    const others = rng.int(1, 3);
    const pool = rng.chance(0.85) ? place.bands : COUNTRIES.flatMap((p) => p.bands);
    const bands = rng.shuffle([...pool]).slice(0, others);
    bands.splice(rng.int(0, bands.length), 0, BAND);
    // Drawn in this order (event, spelling, zone): another order would make another catalogue of the same seed.
    let event: string | undefined;
    if (rng.chance(0.5)) {
      const name = rng.pick(place.events);
      event = rng.chance(0.3) ? `${name} ${date.slice(0, 4)}` : name;
    }
    const country = spellingOf(place);
    const timeZone = place.zoneRequired || rng.chance(0.1) ? venue.zone : undefined;
    // `what`, `place`, `zone`, `at`: for this script (gigEntries writes the fields of the format).
    const at = time ?? (what?.startsWith('summer time ends') ? twiceShown(venue.zone, date) : undefined);
    const gig: Gig = { date, what, place, zone: venue.zone, at, club: venue.club, town: venue.town, country, bands };
    if (event !== undefined) gig.event = event;
    if (timeZone !== undefined) gig.timeZone = timeZone;
    return gig;
  });
  const upcomingGigs = addDetails(streams, gigs, today);
  rng.shuffle(gigs); // the format allows any order; the loader sorts
  return { gigs, upcoming: upcomingGigs.length, past: past, towns: new Set(gigs.map((g) => g.town)).size };
}

/**
 * The middle of the hour `zone`'s clocks show twice on `date` as they go back
 * (`02:30` in Europe): a start time that names two moments, as the band may
 * well write one. Undefined if its clocks do not go back that day.
 */
function twiceShown(zone: string, date: string): string | undefined {
  const start = toDay(date) * DAY_MS;
  const back = offsetChanges(zone, start - DAY_MS, start + 2 * DAY_MS).find(
    ({ at, from, to }) => to < from && fromDay(Math.floor((at + from * 60_000) / DAY_MS)) === date,
  );
  return back && new Date(back.at + ((back.from + back.to) / 2) * 60_000).toISOString().slice(11, 16);
}

/** A gig's optional fields, as a band member would write them for `status`; `time`, if given, is when it starts. */
function gigDetails(rng: Rng, gig: Gig, status: GigStatus, time?: string): GigDetails {
  const details: GigDetails = {};
  // A postponed gig has no time to give yet.
  if (status !== 'postponed') {
    details.time = time ?? `${rng.int(19, 22)}:${rng.pick(['00', '30'])}`;
    // Before midnight, for a gig that starts after it (at 00:30 or later).
    const doors = (minutesOf(details.time) - rng.pick([45, 60, 60, 90]) + 24 * 60) % (24 * 60);
    details.doors = `${Math.floor(doors / 60)}:${String(doors % 60).padStart(2, '0')}`;
  }
  details.tickets = `https://tickets.example.org/kantstott/${gigId(gig.date, gig.club)}`;
  details.price = rng.chance(0.2) ? 'free' : `${rng.pick(gig.place.prices)} ${gig.place.currency}`;
  details.ageLimit = rng.pick(gig.place.ages ?? DEFAULT_AGES);
  if (status !== 'scheduled' || rng.chance(0.1)) details.status = status; // `scheduled` is the default: seldom written
  if (status === 'rescheduled') details.rescheduledFrom = fromDay(toDay(gig.date) - 14);
  return details;
}

function gigEntries(gigs: Gig[]): string {
  return gigs
    .map((g) =>
      [
        `- date: ${g.date}`,
        ...(g.event === undefined ? [] : [`  event: ${yamlScalar(g.event)}`]),
        `  club: ${yamlScalar(g.club)}`,
        `  town: ${yamlScalar(g.town)}`,
        `  country: ${yamlScalar(g.country)}`,
        ...(g.timeZone === undefined ? [] : [`  timeZone: ${g.timeZone}`]),
        `  bands: [${g.bands.map((b) => yamlScalar(b, { flow: true })).join(', ')}]`,
        // As a band member types them: `time: 20:00`, `price: 150 SEK`, `status: sold out` (YAML reads each as text).
        ...OPTIONAL_FIELDS.filter((field) => g[field] !== undefined).map((field) => `  ${field}: ${g[field]}`),
      ].join('\n'),
    )
    .join('\n\n');
}

/**
 * gigs.yaml: the band's file as it is, then the generated gigs. A band file
 * with no list to add to (empty, `[]`, or a list written in brackets) gives
 * its gigs rewritten instead, then the generated ones.
 */
function gigsFile(bandText: string, bandGigs: unknown[], gigs: Gig[], seed: number): string {
  const added = `# Added by tools/make-catalogue.ts (seed ${seed}): ${gigs.length} gigs, in no particular order.\n\n${gigEntries(gigs)}\n`;
  const appended = `${bandText.replace(/\s*$/, '\n\n')}${added}`;
  try {
    const parsed: unknown = YAML.parse(appended);
    if (Array.isArray(parsed) && parsed.length === bandGigs.length + gigs.length) return appended;
  } catch {
    // not a list to append to
  }
  return `${bandGigs.length ? `${YAML.stringify(bandGigs)}\n` : ''}${added}`;
}

// --------------------------------------------------------------- releases
/** Words for release titles in Swedish and Czech: å ä ö, ř é and more, which addresses fold away. */
const TITLE_WORDS = {
  sv: [
    'Sömnlösa nätter',
    'Gråväder',
    'Blåmärken',
    'Nattåg',
    'Ödemark',
    'Vägskäl',
    'Skärvor',
    'Förorten',
    'Kall kåk',
    'Höstmörker',
    'Rännstenen',
    'Tändstickor',
    'Ärrvävnad',
    'Älvdalen',
  ],
  cz: [
    'Řeka',
    'Léto v Brně',
    'Zpátky domů',
    'Poslední tramvaj',
    'Křik',
    'Malé město',
    'Kouř',
    'Přístav',
    'Déšť',
    'Hřiště',
    'Třesk',
    'Železná věž',
    'Dlouhé zimy',
  ],
};
/** A long title: a Swedish line (each has å, ä and ö), a slash, a Czech one (each has ř and é): 60+ characters. */
const LONG_TITLE = {
  sv: [
    'Sömnlösa nätter på nattbussen från Borås till Västerås',
    'Kalla händer och trasiga drömmar längs ån i Jönköping',
    'Vi väntar på sista tåget hem från Göteborg',
    'Gråa gator, blöta skor och ännu en lördag i Gävle',
  ],
  cz: ['Přes Malé město k řece', 'Hořké pivo pod železným mostem', 'Křik a déšť na starém hřišti', 'Dlouhé noci v Ostravě a řeka'],
};
/** Two names joined by `&`, the first of two words: its folder is `kalla-hander&...`. */
const PAIRED = {
  first: ['Kalla händer', 'Sista bussen', 'Malé město', 'Dlouhé zimy', 'Sömnlösa nätter', 'Broken glass', 'Tomma rum'],
  second: ['Varma hjärtan', 'Tomma gator', 'Velké řeky', 'Loose wheels', 'Öl', 'Déšť', 'Betong'],
};
/** A listen service, by its key in release.yaml. */
type Service = (typeof listenServices)[number][0];
/** The schema's listen services, in its order (that of their buttons). */
const SERVICES: readonly Service[] = listenServices.map(([key]) => key);

/** Any release title: Swedish, English or Czech, an EP, a single with its B-side, a live session. */
function releaseTitle(rng: Rng): string {
  const lang = rng.weighted<Language | 'cz'>([
    ['sv', 5],
    ['en', 2],
    ['cz', 3],
  ]);
  if (lang === 'cz') {
    const base = rng.pick(TITLE_WORDS.cz);
    return rng.pick([base, `${base} EP`, `${base} & ${rng.pick(TITLE_WORDS.cz)}`, `${base} (Live v Praze)`]);
  }
  const base = lang === 'sv' && rng.chance(0.4) ? rng.pick(TITLE_WORDS.sv) : trackTitle(rng, lang);
  return (
    [
      () => `${base} EP`,
      () => `${base} / ${trackTitle(rng, rng.chance(0.5) ? 'sv' : 'en')}`,
      () => `${base} (Live Recording Session)`,
      () => base,
      () => `${base.toUpperCase()} EP`,
    ][rng.int(0, 4)] as () => string
  )();
}

interface BandRelease {
  slug: string;
  title: string;
  year: number;
}
interface Track {
  file: string;
  title: string;
  lang: Language;
  sections: number;
  text: string;
}
/** A generated release; `coverAlt` is set when it is written. */
interface Release {
  index: number;
  slug: string;
  title: string;
  year: number;
  tracks: Track[];
  listen: readonly Service[];
  cover: Cover;
  coverAlt?: string;
}

/**
 * `count` releases (4 or more) that fit around the band's own: one each with
 * a single track, with twenty, with no listen links, with all six, with a
 * long title and with an `&` in its title (and folder); one in the year of
 * the band's newest release (so the Media page orders that year by title),
 * one newer (up to --today's year) and one older, the others any year since
 * 2021. Each gets a cover of the pool, different ones while they last; one
 * gets the pool's cover that is not square.
 */
function makeReleases(streams: Streams, count: number, todayYear: number, band: { releases: BandRelease[] }) {
  const plan = streams('releases');
  const order = () => plan.shuffle([...Array(count).keys()]);
  const [single, twenty, noLinks, allLinks] = order();
  const [long, paired] = order();
  const [sameYear, newer, older] = order();
  const bandYears = band.releases.map((r) => r.year).filter(Number.isInteger);
  const pivot = Math.min(todayYear, Math.max(2021, bandYears.length ? Math.max(...bandYears) : plan.int(2021, todayYear)));
  const notSquareAt = plan.int(0, count - 1);
  const covers = plan.shuffle([...Array(POOL).keys()].filter((k) => k !== NOT_SQUARE));
  const titles = new Set(band.releases.map((r) => r.title.toLowerCase()));
  const slugs = new Set(band.releases.map((r) => r.slug));
  const releases: Release[] = [];
  for (let i = 0; i < count; i++) {
    const rng = streams(`release:${i}`);
    let title: string | undefined;
    for (let tries = 0; !title || titles.has(title.toLowerCase()); tries++) {
      if (i === long) title = `${rng.pick(LONG_TITLE.sv)} / ${rng.pick(LONG_TITLE.cz)}`;
      else if (i === paired) title = `${rng.pick(PAIRED.first)} & ${rng.pick(PAIRED.second)}`;
      else title = releaseTitle(rng);
      if (tries > 20) title = `${title} ${i + 1}`;
    }
    titles.add(title.toLowerCase());
    const base = releaseSlug(title) || `release-${i + 1}`;
    let slug = base;
    for (let k = 2; slugs.has(slug); k++) slug = `${base}-${k}`;
    slugs.add(slug);
    let year = rng.int(2021, todayYear);
    if (i === sameYear) year = pivot;
    else if (i === newer && pivot < todayYear) year = rng.int(pivot + 1, todayYear);
    else if (i === older && pivot > 2021) year = rng.int(2021, pivot - 1);
    const trackCount = i === single ? 1 : i === twenty ? LONGEST : rng.int(...TRACKS);
    const listen = i === noLinks ? [] : i === allLinks ? SERVICES : SERVICES.filter(() => rng.chance(0.5));
    const tracks: Track[] = [];
    const trackSlugs = new Set<string>();
    const trackTitles = new Set<string>();
    for (let n = 1; n <= trackCount; n++) {
      const trng = streams(`track:${i}:${n}`);
      const lang = trng.chance(0.3) ? 'en' : 'sv';
      // No two tracks of a release share a title: the word lists are short, and a band names its songs apart.
      let trackTitleText = trackTitle(trng, lang);
      for (let tries = 0; trackTitles.has(trackTitleText.toLowerCase()); tries++) {
        trackTitleText = tries < 20 ? trackTitle(trng, lang) : `${trackTitleText} (take ${n})`;
      }
      trackTitles.add(trackTitleText.toLowerCase());
      const made = trackSlug(trackTitleText);
      const trackBase = trackFilePattern.test(trackFileName(n, made)) ? made : `track-${n}`;
      let fileSlug = trackBase;
      for (let k = 2; trackSlugs.has(fileSlug); k++) fileSlug = `${trackBase}-${k}`;
      trackSlugs.add(fileSlug);
      const languageField = lang === 'en' || trng.chance(0.3); // sv is the default, sometimes written out
      const { text, sections } = trackFile(trng, trackTitleText, lang, languageField);
      tracks.push({ file: trackFileName(n, fileSlug), title: trackTitleText, lang, sections, text });
    }
    const cover = poolCover(i === notSquareAt ? NOT_SQUARE : (covers[(i - +(i > notSquareAt)) % covers.length] as number));
    releases.push({ index: i, slug, title, year, tracks, listen, cover });
  }
  return { releases, pivot };
}

// ------------------------------------------------------------------ covers
// A 5×7 "hand-cut" block font, so covers look the same on every machine (no system fonts).
const GLYPHS: { [ch: string]: string | undefined; ' ': string } = {
  A: '01110 10001 10001 11111 10001 10001 10001',
  B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110',
  D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111',
  F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111',
  H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110',
  J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001',
  L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001',
  N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110',
  P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101',
  R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110',
  T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110',
  V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010',
  X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100',
  Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110',
  1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111',
  3: '11111 00010 00100 00010 00001 10001 01110',
  4: '00010 00110 01010 10010 11111 00010 00010',
  5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110',
  7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110',
  9: '01110 10001 10001 01111 00001 00010 01100',
  '&': '01100 10010 10100 01000 10101 10010 01101',
  "'": '00100 00100 01000 00000 00000 00000 00000',
  '/': '00001 00001 00010 00100 01000 10000 10000',
  '-': '00000 00000 00000 11111 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100',
  ',': '00000 00000 00000 00000 01100 00100 01000',
  '(': '00010 00100 01000 01000 01000 00100 00010',
  ')': '01000 00100 00010 00010 00010 00100 01000',
  '!': '00100 00100 00100 00100 00100 00000 00100',
  '?': '01110 10001 00001 00010 00100 00000 00100',
  ':': '00000 01100 01100 00000 01100 01100 00000',
  ' ': '00000 00000 00000 00000 00000 00000 00000',
};
// Marks above a letter (rows -3..-1), by combining character.
const MARKS: Record<string, string[]> = {
  '\u030a': ['00100', '01010', '00100'],
  '\u0308': ['', '01010', ''],
  '\u0301': ['', '00010', '00100'],
  '\u030c': ['', '01010', '00100'],
};

/** Pixel cells [col, row] of a text line, in glyph units (advance 6, marks at rows -3..-1). */
function textCells(text: string): { cells: [number, number][]; width: number } {
  const cells: [number, number][] = [];
  let x = 0;
  for (const ch of text.toUpperCase().replace(/’/g, "'")) {
    const [base, ...marks] = ch.normalize('NFD');
    const glyph = GLYPHS[base as string] ?? GLYPHS[' ']; // a character has a base
    glyph.split(' ').forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r])));
    for (const mark of marks) {
      (MARKS[mark] ?? []).forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r - 3])));
    }
    x += 6;
  }
  return { cells, width: x - 1 };
}

/** Words wrapped into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const f1 = (v: number) => (Math.round(v * 10) / 10).toString();

/** SVG rects of `text` in the block font, fitted into the box (x, y, w, h), each cell slightly off (cut by hand). */
function blockText(
  rng: Rng,
  text: string,
  {
    x,
    y,
    w,
    h,
    fill,
    maxChars = 12,
    anchor = 'middle',
  }: { x: number; y: number; w: number; h: number; fill: string; maxChars?: number; anchor?: 'start' | 'middle' },
): string {
  const lines = wrap(text, maxChars);
  const measured = lines.map(textCells);
  const unitsW = Math.max(...measured.map((m) => m.width));
  const unitsH = lines.length * 11 - 1;
  const u = Math.min(w / unitsW, h / (unitsH + 3));
  let out = '';
  measured.forEach((m, li) => {
    const left = anchor === 'start' ? x : x + (w - m.width * u) / 2;
    const top = y + 3 * u + li * 11 * u;
    for (const [c, r] of m.cells) {
      out += `<rect x="${f1(left + c * u + rng.range(-0.08, 0.08) * u)}" y="${f1(top + r * u + rng.range(-0.08, 0.08) * u)}" width="${f1(u * rng.range(1.0, 1.12))}" height="${f1(u * rng.range(1.0, 1.12))}" fill="${fill}"/>`;
    }
  });
  return out;
}

/** SVG points from (x0, y0) to (x1, y1) in `steps` steps, the inner ones up to `amp` off: a torn edge. */
const jagged = (rng: Rng, x0: number, y0: number, x1: number, y1: number, steps: number, amp: number): string =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return `${f1(x0 + (x1 - x0) * t + (i % steps ? rng.range(-amp, amp) : 0))},${f1(y0 + (y1 - y0) * t + (i % steps ? rng.range(-amp, amp) : 0))}`;
  }).join(' ');

// The covers are a pool, the same whatever the seed (their streams are not seeded, and they show the
// band's name, not a title), so the build's picture cache, keyed by a picture's bytes, stays warm from
// seed to seed. Five designs in three accent colours; the last cover of the pool is not square.
const POOL = 12;
const NOT_SQUARE = POOL - 1;
const ACCENTS = [
  { name: 'a red-orange', colours: ['#ff4a1c', '#f2542d', '#ff5a24', '#e8431b'] },
  { name: 'an acid-yellow', colours: ['#e9e22a', '#f2e530', '#e4dc1f'] },
  { name: 'a hot-pink', colours: ['#ff3d8b', '#f2367c', '#ff4f96'] },
];
const NAME = BAND.toUpperCase();
/** What each design shows, for its alt text: `accent` is e.g. `a red-orange`. */
const DESIGNS: ((accent: string) => string)[] = [
  (accent) => `${accent} sun going down behind a jagged black skyline, ${NAME} cut out of white paper below it`,
  (accent) =>
    `split along a torn diagonal, black below and off-white above, ${accent.replace(/^an? /, 'a ')} tear line and ${NAME} in black block letters`,
  (accent) => `${accent} halftone circle on black, ${NAME} on a crooked strip of paper`,
  (accent) => `${NAME} spelled in ransom-note letters cut from black and ${accent.replace(/^an? /, '')} paper`,
  (accent) => `black diagonal stripes on ${accent.replace(/^an? /, '')} and an off-white circle with ${NAME} in black`,
];

/** Cover `k` of the pool: its design, accent colour and size. */
function poolCover(k: number) {
  const design = k % DESIGNS.length;
  const accent = ACCENTS[Math.floor(k / DESIGNS.length) % ACCENTS.length] as (typeof ACCENTS)[number];
  return {
    index: k,
    design,
    accent,
    width: COVER_SIZE,
    height: k === NOT_SQUARE ? NON_SQUARE_HEIGHT : COVER_SIZE,
    shows: `${(DESIGNS[design] as (accent: string) => string)(accent.name)}, photographed with a phone`,
  };
}
type Cover = ReturnType<typeof poolCover>;

/** What a cover design draws with: its random stream, its size, and its three inks. */
interface CoverCanvas {
  rng: Rng;
  W: number;
  H: number;
  /** The shorter side. */
  m: number;
  INK: string;
  PAPER: string;
  ACC: string;
}

/** A cover design: sun and skyline. */
function sunAndSkyline({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  art += `<circle cx="${f1(W * rng.range(0.35, 0.65))}" cy="${f1(H * 0.4)}" r="${f1(m * rng.range(0.26, 0.34))}" fill="${ACC}"/>`;
  art += `<polygon points="0,${H} ${jagged(rng, 0, H * 0.6, W, H * 0.62, 28, m * 0.05)} ${W},${H}" fill="${INK}"/>`;
  art += blockText(rng, NAME, { x: W * 0.08, y: H * 0.68, w: W * 0.84, h: H * 0.26, fill: PAPER });
  return art;
}

/** A cover design: torn diagonal split. */
function tornSplit({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  const a = H * rng.range(0.3, 0.5);
  const b = H * rng.range(0.55, 0.8);
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  art += `<polygon points="0,${H} ${jagged(rng, 0, a, W, b, 40, m * 0.015)} ${W},${H}" fill="${INK}"/>`;
  art += `<polyline points="${jagged(rng, 0, a - m * 0.02, W, b - m * 0.02, 40, m * 0.012)}" fill="none" stroke="${ACC}" stroke-width="${f1(m * 0.025)}"/>`;
  art += blockText(rng, NAME, { x: W * 0.12, y: H * 0.04, w: W * 0.76, h: a * 0.8, fill: INK }); // inside a centred square
  return art;
}

/** A cover design: halftone circle. */
function halftoneCircle({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${INK}"/>`;
  const cx = W / 2;
  const cy = H * 0.42;
  const R = m * 0.4;
  const step = m / 34;
  for (let y = cy - R; y <= cy + R; y += step) {
    for (let x = cx - R; x <= cx + R; x += step) {
      const d = Math.hypot(x - cx, y - cy) / R;
      if (d < 1) art += `<circle cx="${f1(x)}" cy="${f1(y)}" r="${f1(step * 0.55 * (1 - d * 0.85))}" fill="${ACC}"/>`;
    }
  }
  const angle = f1(rng.range(-5, 5));
  art += `<g transform="rotate(${angle} ${W / 2} ${H * 0.83})"><rect x="${f1(W * 0.08)}" y="${f1(H * 0.74)}" width="${f1(W * 0.84)}" height="${f1(H * 0.18)}" fill="${PAPER}"/>`;
  art += `${blockText(rng, NAME, { x: W * 0.12, y: H * 0.75, w: W * 0.76, h: H * 0.16, fill: INK, maxChars: 20 })}</g>`;
  return art;
}

/** A cover design: ransom note, a word per row where it fits. */
function ransomNote({ rng, W, H, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
  const text = NAME;
  const longestWord = Math.max(...text.split(' ').map(chars));
  const max = Math.min(9, Math.max(5, longestWord, Math.ceil(Math.sqrt(chars(text) * 1.6))));
  const rows = wrap(text, max).flatMap((row) => row.match(new RegExp(`.{1,${max}}`, 'gu')) as RegExpMatchArray); // no row is empty
  const longest = Math.max(...rows.map(chars));
  const cell = Math.min((W * 0.86) / longest, (H * 0.86) / (rows.length * 1.1));
  const top = (H - rows.length * cell * 1.1) / 2;
  rows.forEach((row, r) => {
    const left = (W - chars(row) * cell) / 2;
    [...row].forEach((ch, c) => {
      if (ch === ' ') return;
      const x = left + c * cell;
      const y = top + r * cell * 1.1;
      const bg = rng.pick([INK, ACC, INK]);
      const fg = bg === INK ? rng.pick([PAPER, ACC]) : INK;
      art += `<g transform="rotate(${f1(rng.range(-9, 9))} ${f1(x + cell / 2)} ${f1(y + cell / 2)})"><rect x="${f1(x + cell * 0.04)}" y="${f1(y)}" width="${f1(cell * 0.92)}" height="${f1(cell * 1.02)}" fill="${bg}"/>`;
      art += `${blockText(rng, ch, { x: x + cell * 0.16, y: y + cell * 0.02, w: cell * 0.68, h: cell * 0.92, fill: fg })}</g>`;
    });
  });
  return art;
}

/** A cover design: stripes. */
function stripes({ rng, W, H, m, INK, PAPER, ACC }: CoverCanvas): string {
  let art = '';
  art += `<rect width="${W}" height="${H}" fill="${ACC}"/>`;
  const stripe = m * rng.range(0.05, 0.08);
  for (let k = -H; k < W; k += stripe * 2) {
    art += `<polygon points="${f1(k)},${H} ${f1(k + stripe)},${H} ${f1(k + stripe + H)},0 ${f1(k + H)},0" fill="${INK}"/>`;
  }
  art += `<circle cx="${W / 2}" cy="${H / 2}" r="${f1(m * 0.36)}" fill="${PAPER}"/>`;
  art += blockText(rng, NAME, { x: W / 2 - m * 0.28, y: H / 2 - m * 0.12, w: m * 0.56, h: m * 0.24, fill: INK });
  return art;
}

/** The pool's designs, by the number poolCover gives a cover; any other number is stripes. */
const COVER_DESIGNS = [sunAndSkyline, tornSplit, halftoneCircle, ransomNote];

function coverSvg(cover: Cover): string {
  const rng = makeRng(`cover:${cover.index}`); // not seeded: the same cover every run
  const W = cover.width;
  const H = cover.height;
  const INK = '#141414';
  const PAPER = rng.pick(['#f1ebdd', '#ece4d2', '#f4efe4']);
  const ACC = rng.pick(cover.accent.colours);
  const m = Math.min(W, H);
  const art = (COVER_DESIGNS[cover.design] ?? stripes)({ rng, W, H, m, INK, PAPER, ACC });
  // The printed cover, photographed on a table: a little crooked, uneven light, darker corners, a piece of tape.
  const tilt = f1(rng.range(-1.5, 1.5));
  const tape = `<rect x="${f1(W * rng.range(0.05, 0.7))}" y="${f1(-H * 0.02)}" width="${f1(W * 0.22)}" height="${f1(H * 0.07)}" fill="#fffbe8" fill-opacity="0.45" transform="rotate(${f1(rng.range(-12, 12))} ${W / 2} 0)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.14"/><stop offset="0.55" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.24"/></linearGradient>
<radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.38"/></radialGradient>
</defs>
<rect width="${W}" height="${H}" fill="#3a342c"/>
<g transform="rotate(${tilt} ${W / 2} ${H / 2}) translate(${W / 2} ${H / 2}) scale(1.04) translate(${-W / 2} ${-H / 2})">${art}${tape}</g>
<rect width="${W}" height="${H}" fill="url(#light)"/>
<rect width="${W}" height="${H}" fill="url(#vignette)"/>
</svg>`;
}

/** Rasterises the cover and adds sensor noise (grain in the light, a little colour noise), like a phone photo. */
async function coverJpeg(cover: Cover): Promise<Buffer> {
  const svg = coverSvg(cover);
  const { data: raw, info } = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  // Clamped: a pixel pushed past black or white by the noise stays black or white.
  const data = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  // mulberry32 inlined: this loop runs for every pixel.
  let a = hash(`kantstott-catalogue:grain:${cover.index}`); // not seeded either
  const LUMA = 8.5 / 147.8; // a sum of four random bytes has a standard deviation of 147.8
  const CHROMA = 3.5 / 73.9; // one random byte has a standard deviation of 73.9
  for (let p = 0; p < data.length; p += 3) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const g = (t ^ (t >>> 14)) >>> 0;
    a = (a + 0x6d2b79f5) >>> 0;
    t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const c = (t ^ (t >>> 14)) >>> 0;
    const luma = ((g & 255) + ((g >>> 8) & 255) + ((g >>> 16) & 255) + (g >>> 24) - 510) * LUMA;
    // Three bytes a pixel: p + 2 is inside.
    data[p] = (data[p] as number) + luma + ((c & 255) - 127.5) * CHROMA;
    data[p + 1] = (data[p + 1] as number) + luma + (((c >>> 8) & 255) - 127.5) * CHROMA;
    data[p + 2] = (data[p + 2] as number) + luma + (((c >>> 16) & 255) - 127.5) * CHROMA;
  }
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

// ------------------------------------------------------------------- files
/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

async function walk(dir: string): Promise<{ file: string; bytes: number }[]> {
  const found: { file: string; bytes: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full)));
    else found.push({ file: full, bytes: (await stat(full)).size });
  }
  return found;
}

/**
 * The folder of COVER_CACHE for this version of the script (of the cover code
 * and all: its hash names it), made empty when new, the older ones removed.
 */
async function coverCacheDir(): Promise<string> {
  const version = createHash('sha256')
    .update(await readFile(SCRIPT))
    .digest('hex')
    .slice(0, 16);
  const dir = path.join(COVER_CACHE, version);
  if (!existsSync(dir)) {
    await rm(COVER_CACHE, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
  }
  return dir;
}

/**
 * The JPEG of the pool's cover `cover`: drawn once per version of the script
 * (drawing takes most of a run), kept in the cache and read from there after.
 * Returns its path and whether it was drawn now.
 */
async function poolCoverFile(cover: Cover, dir: string): Promise<{ file: string; drawn: boolean }> {
  const file = path.join(dir, `cover-${String(cover.index).padStart(2, '0')}.jpg`);
  if (existsSync(file)) return { file, drawn: false };
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, await coverJpeg(cover));
  await rename(partial, file); // whole or not at all, for a run that reads it at the same time
  return { file, drawn: true };
}

/** site.yaml with `featured.release` set to `slug`, changing only that line (comments and layout kept). */
export function setFeaturedRelease(text: string, slug: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^featured\s*:\s*(#.*)?\r?$/.test(l));
  if (start >= 0) {
    for (let i = start + 1; i < lines.length && /^(\s|#|\r?$)/.test(lines[i] as string); i++) {
      const match = /^(\s+release\s*:\s*)([^#\r]*?)(\s*)(#.*)?(\r?)$/.exec(lines[i] as string);
      if (!match) continue;
      const [, prefix, value, gap, comment = '', cr] = match;
      const scalar = yamlScalar(slug);
      // The value and the gap after it always match, if only as ''.
      const pad = comment ? ' '.repeat(Math.max(1, (value as string).length + (gap as string).length - scalar.length)) : '';
      lines[i] = `${prefix}${scalar}${pad}${comment}${cr}`;
      break;
    }
  }
  const edited = lines.join('\n');
  if (fieldOf(fieldOf(YAML.parse(edited), 'featured'), 'release') === slug) return edited;
  const doc = YAML.parseDocument(text); // any other layout (e.g. a flow map): let the YAML library write it
  doc.setIn(['featured', 'release'], slug);
  return String(doc);
}

function checkOut(out: string, from: string): void {
  const inside = (child: string, parent: string) =>
    child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
  for (const kept of [from, DEFAULT_FROM, ROOT, os.homedir()]) {
    if (inside(kept, out)) throw new Error(`--out ${out} would remove ${kept}; choose a directory of its own`);
  }
  if (inside(out, from) || inside(out, DEFAULT_FROM))
    throw new Error(`--out ${out} is inside a content dir; choose a directory of its own`);
}

// -------------------------------------------------------------------- main
/** `value[key]` when `value` is an object or array; a YAML file may hold anything, and the schema, not this script, checks it. */
function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * What the band's own content holds that the generated part fits around (and must not repeat).
 * gigs.yaml's items are as written: the schema, not this script, checks them.
 */
async function readBand(from: string) {
  const releases: BandRelease[] = [];
  const releasesDir = path.join(from, 'releases');
  for (const entry of existsSync(releasesDir) ? await readdir(releasesDir, { withFileTypes: true }) : []) {
    const file = path.join(releasesDir, entry.name, 'release.yaml');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const data: unknown = YAML.parse(await readFile(file, 'utf8'));
    releases.push({ slug: entry.name, title: String(fieldOf(data, 'title') ?? ''), year: Number(fieldOf(data, 'year')) });
  }
  const gigsPath = path.join(from, 'gigs.yaml');
  const gigsText = existsSync(gigsPath) ? await readFile(gigsPath, 'utf8') : '';
  const gigs: unknown = YAML.parse(gigsText) ?? [];
  const siteText = await readFile(path.join(from, 'site.yaml'), 'utf8');
  return {
    releases,
    gigsText,
    gigs: Array.isArray(gigs) ? (gigs as unknown[]) : [],
    siteText,
    featured: fieldOf(fieldOf(YAML.parse(siteText), 'featured'), 'release'),
  };
}

/**
 * What every catalogue must hold, whatever the seed (the header's promises),
 * as a list of what is missing: empty, or make-catalogue has a bug.
 */
function missingVariety({
  made,
  pivot,
  todayYear,
  gigs,
  today,
}: {
  made: Release[];
  pivot: number;
  todayYear: number;
  gigs: Gig[];
  today: string;
}): string[] {
  return [...releasesVariety(made, pivot, todayYear), ...gigsVariety(gigs, today)].filter(([ok]) => !ok).map(([, what]) => what);
}

/** What the made releases must show: each check, and what it is called if it fails. */
function releasesVariety(made: Release[], pivot: number, todayYear: number): [unknown, string][] {
  return [
    [made.every((r) => new Set(r.tracks.map((t) => t.title.toLowerCase())).size === r.tracks.length), 'tracks of a release titled apart'],
    [made.some((r) => r.tracks.length === 1), 'a release of one track'],
    [made.some((r) => r.tracks.length === LONGEST), `a release of ${LONGEST} tracks`],
    [made.some((r) => r.listen.length === 0), 'a release with no listen links'],
    [made.some((r) => r.listen.length === SERVICES.length), 'a release on every service'],
    [made.some((r) => chars(r.title) >= 60), 'a title of 60 characters or more'],
    ...[...'åäöřé'].map((letter): [unknown, string] => [made.some((r) => r.title.includes(letter)), `a title with ${letter}`]),
    [made.some((r) => r.slug.includes('&')), 'a folder name with &'],
    [made.some((r) => r.slug.includes('-')), 'a folder name with -'],
    [made.some((r) => r.year === pivot), `a release of ${pivot}, the year of the band's newest`],
    [pivot === todayYear || made.some((r) => r.year > pivot), `a release after ${pivot}`],
    [pivot === 2021 || made.some((r) => r.year < pivot), `a release before ${pivot}`],
    [made.filter((r) => r.cover.height !== r.cover.width).length === 1, 'one cover that is not square'],
  ];
}

/** What the made gigs must show: each check, and what it is called if it fails. */
function gigsVariety(gigs: Gig[], today: string): [unknown, string][] {
  const upcoming = gigs.filter((g) => g.date > today);
  const summerTimeStarts = Object.keys(SUMMER_TIME).map((region): [unknown, string] => {
    const gig = upcoming.find((g) => g.what === `summer time starts in ${region}`);
    const day = (gig && toDay(gig.date)) as number; // used only if there is a gig
    const starts = gig?.time && utcOffsetMinutes(gig.zone, day * DAY_MS) < utcOffsetMinutes(gig.zone, (day + 1) * DAY_MS);
    return [starts, `a gig with a time on the day summer time starts in ${region}`];
  });
  return [
    [upcoming.length >= 5, 'five upcoming gigs'],
    ...STATUSES.map((status): [unknown, string] => [
      upcoming.some((g) => (g.status ?? 'scheduled') === status),
      `an upcoming gig ${status}`,
    ]),
    ...([...OPTIONAL_FIELDS, 'event', 'timeZone'] as const).map((field): [unknown, string] => [
      upcoming.some((g) => g[field] !== undefined),
      `an upcoming gig with ${field}`,
    ]),
    [gigs.some((g) => g.date < today && g.tickets), 'a past gig with its details'],
    ...COUNTRIES.flatMap(({ written }) =>
      written.map(([spelling]): [unknown, string] => [gigs.some((g) => g.country === spelling), `a gig in ${spelling}`]),
    ),
    ...summerTimeStarts,
    [
      upcoming.some((g) => g.what?.startsWith('summer time ends') && g.time !== undefined && g.time === twiceShown(g.zone, g.date)),
      'a gig in the hour the clocks show twice',
    ],
    [upcoming.some((g) => g.time === '23:30'), 'a gig at 23:30'],
    [
      upcoming.some((g) => g.time === '00:30' && g.doors !== undefined && doorsTheEveningBefore(g.doors, g.time)),
      'a gig at 00:30, its doors the evening before',
    ],
    [gigs.every((g) => g.bands.includes(BAND)), `${BAND} on every bill`],
  ];
}

/** The Media page's order: the newest year first, then by title. */
const newestFirst = (a: BandRelease, b: BandRelease) => b.year - a.year || a.title.localeCompare(b.title);

export interface CatalogueOptions {
  /** The directory to write (required); removed first. */
  out?: string;
  /** A whole number, or text of one (parseSeed); else one at random. */
  seed?: number | string;
  /** YYYY-MM-DD; else today. */
  today?: string;
  /** The band's content; else DEFAULT_FROM. */
  from?: string;
  /** How many to add; else the seed's. */
  releases?: number;
  /** How many to add; else the seed's. */
  gigs?: number;
}

export async function makeCatalogue({ out, seed, today = localToday(), from = DEFAULT_FROM, releases, gigs }: CatalogueOptions = {}) {
  const started = performance.now();
  if (!out) throw new Error('makeCatalogue: `out` (the directory to write) is required');
  const randomly = seed === undefined;
  seed = randomly ? randomSeed() : parseSeed(seed);
  const streams = seeded(seed);
  const counts = streams('counts');
  // Both drawn whatever is given, so giving one leaves the rest of the catalogue as the seed has it.
  const seededCounts = { releases: counts.int(...GENERATED.releases), gigs: counts.int(...GENERATED.gigs) };
  releases ??= seededCounts.releases;
  gigs ??= seededCounts.gigs;
  out = path.resolve(out);
  from = path.resolve(from);
  await checkOptions({ out, from, releases, gigs, today });

  const plan = await planCatalogue(streams, { from, releases, gigs, today, seed });
  const coverFiles = await writeCatalogue(plan, { out, from, seed });
  const files = await walk(out);
  const ms = performance.now() - started;
  const { made, notSquare, featured, gigList } = plan;
  const dates = gigList.gigs.map((g) => g.date).sort();
  return {
    out,
    seed,
    summary: summaryOf(plan, { out, from, seed, randomly, today, files, ms, drawn: coverFiles.filter((f) => f.drawn).length }),
    files: files.length,
    bytes: files.reduce((sum, f) => sum + f.bytes, 0),
    ms,
    featured,
    nonSquareCover: path.join(out, 'releases', notSquare.slug, 'cover.jpg'),
    releases: [...made].sort(newestFirst).map((r) => ({
      slug: r.slug,
      title: r.title,
      year: r.year,
      cover: { index: r.cover.index, width: r.cover.width, height: r.cover.height },
      listen: r.listen,
      tracks: r.tracks.map((t) => ({ file: t.file, title: t.title, lang: t.lang, sections: t.sections })),
    })),
    gigs: { total: gigList.gigs.length, past: gigList.past, upcoming: gigList.upcoming, first: dates[0], last: dates.at(-1) },
  };
}

/** The options, checked before anything is written; --out must be empty or a content dir, as it is removed. */
async function checkOptions({
  out,
  from,
  releases,
  gigs,
  today,
}: {
  out: string;
  from: string;
  releases: number;
  gigs: number;
  today: string;
}) {
  for (const [name, value, min, max] of [
    ['releases', releases, 4, 999],
    ['gigs', gigs, MIN_GIGS, 100_000],
  ] as [string, number, number, number][]) {
    if (!Number.isInteger(value) || value < min || value > max)
      throw new Error(`--${name} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  if (!isRealDay(today)) throw new Error(`--today must be a real date as YYYY-MM-DD, not ${today}`);
  if (today <= FIRST_DAY) throw new Error(`--today must be after ${FIRST_DAY} (the band formed in 2021)`);
  checkOut(out, from);
  const needed = ['site.yaml', 'band.yaml', 'band.md', 'pictures'];
  const missing = needed.filter((f) => !existsSync(path.join(from, f)));
  if (missing.length) throw new Error(`${from} has no ${missing.join(', ')} to copy (pass --from <content dir>)`);
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length && !entries.includes('site.yaml') && !entries.includes('releases')) {
      throw new Error(`${out} is not empty and does not look like a content dir; not removing it`);
    }
  }
}

/** What the catalogue holds, drawn from the seed's streams: checked to have every variety the tests rely on. */
async function planCatalogue(
  streams: Streams,
  { from, releases, gigs, today, seed }: { from: string; releases: number; gigs: number; today: string; seed: number },
) {
  const todayYear = +today.slice(0, 4);
  const band = await readBand(from);
  const { releases: made, pivot } = makeReleases(streams, releases, todayYear, band);
  const taken = band.gigs.map((g) => gigId(String(fieldOf(g, 'date')), String(fieldOf(g, 'club') ?? '')));
  const gigList = makeGigs(streams, gigs, today, taken);
  const lacking = missingVariety({ made, pivot, todayYear, gigs: gigList.gigs, today });
  if (lacking.length) throw new Error(`seed ${seed} made a catalogue without ${lacking.join('; ')} (a bug in make-catalogue)`);
  const newest = [...band.releases, ...made].sort(newestFirst)[0] as BandRelease; // made has four or more
  // The band's own featured release or the newest: either is content the band might write.
  const keepFeatured = band.releases.some((r) => r.slug === band.featured) && streams('featured').chance(0.5);
  const featured = keepFeatured ? (band.featured as string) : newest.slug; // kept: a release's slug
  const notSquare = made.find((r) => r.cover.width !== r.cover.height) as Release; // missingVariety checked
  // The band's press kit and English story, if it has them: kept or left out as the seed decides, so the
  // tests meet a catalogue with every optional part of the press kit and one with none (no press.yaml).
  const optional = ['band.en.md', 'press.yaml', 'press'].filter((f) => existsSync(path.join(from, f)));
  const keepPress = optional.length > 0 && streams('press').chance(0.5);
  return { band, made, pivot, gigList, newest, keepFeatured, featured, notSquare, optional, keepPress };
}

type CataloguePlan = Awaited<ReturnType<typeof planCatalogue>>;

/** Writes the catalogue to `out` (removed first): the band's files, as the plan keeps them, and the made releases and gigs. */
async function writeCatalogue(plan: CataloguePlan, { out, from, seed }: { out: string; from: string; seed: number }) {
  const { band, made, gigList, keepFeatured, featured, optional, keepPress } = plan;
  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, 'releases'), { recursive: true });
  const cacheDir = await coverCacheDir();
  const used = [...new Map(made.map((r) => [r.cover.index, r.cover])).values()];
  const [coverFiles] = await Promise.all([
    // Drawing is what takes time, and only a cover not in the cache is drawn.
    mapLimit(used, os.availableParallelism(), (cover) => poolCoverFile(cover, cacheDir)),
    cp(path.join(from, 'pictures'), path.join(out, 'pictures'), { recursive: true }),
    cp(path.join(from, 'band.yaml'), path.join(out, 'band.yaml')),
    cp(path.join(from, 'band.md'), path.join(out, 'band.md')),
    ...(keepPress ? optional.map((f) => cp(path.join(from, f), path.join(out, f), { recursive: true })) : []),
    writeFile(path.join(out, 'site.yaml'), withNewsletter(keepFeatured ? band.siteText : setFeaturedRelease(band.siteText, featured))),
    writeFile(path.join(out, 'gigs.yaml'), gigsFile(band.gigsText, band.gigs, gigList.gigs, seed)),
    ...band.releases.map((r) => cp(path.join(from, 'releases', r.slug), path.join(out, 'releases', r.slug), { recursive: true })),
  ]);
  const coverFile = new Map(used.map((cover, i) => [cover.index, (coverFiles[i] as { file: string }).file]));

  const textFiles: [string, string][] = [];
  for (const r of made) {
    const dir = path.join(out, 'releases', r.slug);
    await mkdir(dir);
    r.coverAlt = `Cover of ${r.title}: ${r.cover.shows}`;
    textFiles.push([
      path.join(dir, 'release.yaml'),
      `title: ${yamlScalar(r.title)}\nyear: ${r.year}\ncoverAlt: ${yamlScalar(r.coverAlt)}\n${listenYaml(r)}`,
    ]);
    for (const t of r.tracks) textFiles.push([path.join(dir, t.file), t.text]);
  }
  await mapLimit(textFiles, 64, ([file, text]) => writeFile(file, text));
  await mapLimit(made, 8, (r) => copyFile(coverFile.get(r.cover.index) as string, path.join(out, 'releases', r.slug, 'cover.jpg')));
  return coverFiles;
}

/** What the CLI prints: what was written, from what, and the variety in it. */
function summaryOf(
  { band, made, pivot, gigList, newest, keepFeatured, featured, notSquare, optional, keepPress }: CataloguePlan,
  {
    out,
    from,
    seed,
    randomly,
    today,
    files,
    ms,
    drawn,
  }: { out: string; from: string; seed: number; randomly: boolean; today: string; files: { bytes: number }[]; ms: number; drawn: number },
) {
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const trackCount = made.reduce((sum, r) => sum + r.tracks.length, 0);
  const trackCounts = made.map((r) => r.tracks.length);
  const sections = made.reduce((sum, r) => sum + r.tracks.reduce((s, t) => s + t.sections, 0), 0);
  const generated = gigList.gigs;
  const dates = generated.map((g) => g.date).sort();
  const used = new Set(made.map((r) => r.cover.index)).size;
  const shown = (dir: string) => (path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || '.');
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
  const perCountry = COUNTRIES.map((place) => `${place.country} ${generated.filter((g) => g.place === place).length}`);
  const special = generated
    .filter((g) => g.what)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map(
      (g) =>
        `one at ${g.time} in ${g.town} (${g.place.country}) on ${g.date}${g.what?.startsWith('summer time') ? `, the day ${g.what}` : g.doors && g.time && doorsTheEveningBefore(g.doors, g.time) ? ` (doors ${g.doors} the evening before)` : ''}`,
    );
  return (
    `Wrote ${shown(out)}/ (${files.length} files, ${mb(bytes)}) in ${(ms / 1000).toFixed(1)} s ` +
    `with seed ${seed}${randomly ? ` (chosen at random: --seed ${seed} or CATALOGUE_SEED=${seed} makes this catalogue again)` : ''}: ` +
    `the band's content from ${shown(from)} (${count(band.releases.length, 'release')}, ${count(band.gigs.length, 'gig')}), and added to it ` +
    `${count(made.length, 'release')} from ${Math.min(...made.map((r) => r.year))} to ${Math.max(...made.map((r) => r.year))} ` +
    `(the band's newest is of ${pivot}) with ${count(trackCount, 'track')} (${Math.min(...trackCounts)} to ${Math.max(...trackCounts)} a release; ` +
    `${sections} lyric sections; ${made.reduce((s, r) => s + r.tracks.filter((t) => t.lang === 'en').length, 0)} of the tracks in English) ` +
    `and covers from a pool of ${POOL} (${used} used, ${drawn ? `${drawn} drawn now` : 'none drawn: all from the cache'}), ` +
    `one NOT square — releases/${notSquare.slug}/cover.jpg is ${notSquare.cover.width}×${notSquare.cover.height}, so the build should crop it and warn; ` +
    `${count(generated.length, 'gig')} (${gigList.past} past, ${gigList.upcoming} upcoming after ${today}, ${dates[0]} to ${dates.at(-1)}) ` +
    `in ${count(gigList.towns, 'town')} in ${COUNTRIES.length} countries (${perCountry.join(', ')}), with ${list(special)}; ` +
    `${keepPress ? `the band's press kit and English story (${optional.join(', ')}) kept` : 'no press kit and no English story'}; ` +
    `site.yaml's featured.release is ${keepFeatured ? `the band's, ${featured}, as it was` : `now ${featured} (the newest release, “${newest.title}”, ${newest.year})`}.`
  );
}

// --------------------------------------------------------------------- CLI
const USAGE =
  'Usage: npx tsx tools/make-catalogue.ts --out <dir> [--seed N] [--today YYYY-MM-DD] [--from content] [--releases N] [--gigs N] [--largest]';

/** The command line's options; if they do not parse, says why and exits. */
function commandLine() {
  try {
    return parseArgs({
      options: {
        out: { type: 'string' },
        seed: { type: 'string' },
        releases: { type: 'string' },
        gigs: { type: 'string' },
        today: { type: 'string' },
        from: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
        // As many releases and gigs as a seed ever adds (GENERATED), unless --releases or --gigs says.
        largest: { type: 'boolean' },
      },
    }).values;
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
}

async function main() {
  const values = commandLine();
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.out) {
    console.error(`--out is required.\n${USAGE}`);
    process.exit(2);
  }
  const int = (name: 'releases' | 'gigs') => {
    const text = values[name];
    if (text === undefined) return values.largest ? GENERATED[name][1] : undefined;
    if (!/^\d+$/.test(text)) {
      console.error(`--${name} must be a whole number, not ${text}\n${USAGE}`);
      process.exit(2);
    }
    return Number(text);
  };
  try {
    const fromEnvironment = process.env.CATALOGUE_SEED?.trim() ? parseSeed(process.env.CATALOGUE_SEED, 'CATALOGUE_SEED') : undefined;
    const result = await makeCatalogue({
      out: values.out,
      seed: values.seed === undefined ? fromEnvironment : parseSeed(values.seed),
      releases: int('releases'),
      gigs: int('gigs'),
      today: values.today ?? localToday(),
      from: values.from ?? DEFAULT_FROM,
    });
    console.log(result.summary);
  } catch (error) {
    console.error(`make-catalogue: ${(error as Error).message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
