#!/usr/bin/env node
// Writes a LARGE made-up catalogue in the content format of src/content/
// (site.yaml, band.yaml, band.md, pictures/, gigs.yaml, releases/<slug>/...),
// so the tests and the benchmark can show that the site's budgets and flows
// hold however much the band puts in it.
//
//   node scripts/make-catalogue.mjs --out <dir> [--releases 12] [--tracks 12]
//        [--gigs 150] [--today YYYY-MM-DD] [--from src/content]
//
// <dir> is removed first. site.yaml, band.yaml, band.md and pictures/ are
// copied from --from (default: the repo's src/content/); site.yaml's
// `featured.release` is rewritten to the newest generated release. Everything
// else is generated: every release gets release.yaml, a grainy 1500 px JPEG
// cover (one is 1500×1200, so the build's crop-with-warning path runs) and
// --tracks lyric files; gigs.yaml gets --gigs gigs from 2021 to six months
// after --today (default: today), at least five of them upcoming, which use
// every optional field of a gig and take every status in turn (so do some past gigs).
//
// The output is the same for the same arguments (seeded random numbers; each
// release, track and cover has its own stream, so e.g. --gigs does not change
// the releases), except that the gigs' dates and the releases' years follow
// --today. The words are an invented Swedish/English word list, not lyrics.
//
// Also importable: `await makeCatalogue({ out, releases, tracks, gigs, today, from })`
// returns what it wrote (and the summary the CLI prints) without printing.
import { cp, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import YAML from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_FROM = path.join(ROOT, 'src/content');
export const DEFAULTS = Object.freeze({ releases: 12, tracks: 12, gigs: 150 });

const FIRST_DAY = '2021-01-01'; // the band formed in 2021
const UPCOMING_DAYS = 183; // upcoming gigs run up to about six months after --today
const COVER_SIZE = 1500;
const NON_SQUARE_HEIGHT = 1200;
const JPEG_QUALITY = 85;
const BAND = 'Kantstött';
const SLUG_RE = /^[a-z0-9]+([-&][a-z0-9]+)*$/;
const TRACK_SLUG_RE = /^[a-z0-9]+(-[a-z0-9]+)*$/;

// ------------------------------------------------------------- random numbers
/** FNV-1a, to turn a stream name into a seed. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** mulberry32: a float in [0, 1), plus helpers. */
function makeRng(name) {
  let a = hash(`kantstott-catalogue:${name}`);
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const rng = () => next() / 4294967296;
  rng.int = (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1)); // inclusive
  rng.pick = (arr) => arr[Math.floor(rng() * arr.length)];
  rng.chance = (p) => rng() < p;
  rng.range = (lo, hi) => lo + (hi - lo) * rng();
  rng.shuffle = (arr) => {
    for (let i = arr.length - 1; i > 0; i--) {
      const j = Math.floor(rng() * (i + 1));
      [arr[i], arr[j]] = [arr[j], arr[i]];
    }
    return arr;
  };
  return rng;
}

// ------------------------------------------------------------------ words
// Invented for this script: common words to string into lines, not lyrics.
const SV = {
  pron: ['jag', 'du', 'vi', 'ni', 'de', 'hon', 'han', 'ingen', 'alla'],
  verb: ['åker', 'faller', 'springer', 'skriker', 'väntar', 'brinner', 'glömmer', 'drömmer', 'rullar', 'slår',
    'går', 'bär', 'sjunger', 'ljuger', 'står', 'spelar', 'hoppar', 'sover', 'längtar', 'kör', 'söker', 'tappar',
    'fryser', 'andas', 'skrapar', 'blöder', 'vaknar', 'svär', 'flyr', 'stannar'],
  prep: ['genom', 'över', 'under', 'mot', 'bakom', 'längs', 'utan', 'från', 'till', 'i', 'på', 'förbi', 'bortom'],
  noun: ['mörkret', 'natten', 'gatan', 'rampen', 'betongen', 'bussen', 'staden', 'vintern', 'sommaren', 'regnet',
    'ljuset', 'köket', 'hjärtat', 'världen', 'skärvorna', 'gruset', 'bron', 'hamnen', 'tåget', 'rösten',
    'skuggan', 'väggarna', 'ögonen', 'händerna', 'drömmarna', 'minnet', 'kylan', 'ölen', 'kaffet', 'sången',
    'vägen', 'ångan', 'dimman', 'älven', 'fönstret', 'trottoaren', 'blåmärket', 'sömnen', 'förorten', 'kanten'],
  adj: ['kalla', 'varma', 'trasiga', 'tomma', 'sista', 'gråa', 'blöta', 'kantiga', 'snabba', 'tysta', 'glömda',
    'rostiga', 'röda', 'svarta', 'sköra', 'nötta', 'förlorade', 'hårda', 'lösa', 'skeva', 'höga', 'ensamma',
    'vilda', 'sömnlösa'],
  plural: ['nätter', 'gator', 'städer', 'röster', 'händer', 'drömmar', 'år', 'ord', 'bussar', 'kablar', 'skor',
    'hjul', 'ärr', 'löften', 'sår', 'lögner', 'vägar', 'fönster', 'minnen', 'vänner', 'stjärnor', 'spår'],
  adv: ['ikväll', 'igen', 'för alltid', 'hela natten', 'ända hem', 'utan att stanna', 'som förut',
    'alldeles för sent', 'i gryningen', 'varje gång', 'nu', 'aldrig mer', 'en gång till', 'på nytt',
    'fortfarande', 'långt härifrån', 'så fort det går', 'tills det gryr'],
  conn: ['och', 'men', 'för', 'när', 'så', 'tills', 'medan'],
};
const EN = {
  pron: ['I', 'you', 'we', 'they'],
  verb: ['run', 'fall', 'scream', 'wait', 'burn', 'forget', 'roll', 'break', 'ride', 'sing', 'lie', 'stand',
    'skate', 'jump', 'sleep', 'drive', 'lose', 'breathe', 'bleed', 'hold on', "don't stop", "can't sleep"],
  verb3: ['falls', 'burns', 'breaks', 'rolls', 'waits', 'screams', 'bleeds', 'sleeps', 'holds on', 'keeps going',
    'never stops', 'lies'],
  prep: ['through', 'over', 'under', 'against', 'behind', 'along', 'without', 'from', 'across', 'past', 'beyond',
    'into'],
  noun: ['the dark', 'the night', 'the street', 'the ramp', 'the concrete', 'the last bus', 'the town',
    'the winter', 'the rain', 'the light', 'the kitchen floor', 'my heart', 'the world', 'the broken glass',
    'the gravel', 'the bridge', 'the harbour', 'the train', 'your voice', 'the shadows', 'the walls',
    'our eyes', 'these hands', 'the static', 'the cold', 'the coffee', 'the road', 'the fog', 'the river',
    'the window', 'the curb'],
  adj: ['cold', 'warm', 'broken', 'empty', 'last', 'grey', 'wet', 'sharp', 'fast', 'quiet', 'forgotten',
    'rusty', 'red', 'black', 'fragile', 'worn-out', 'lost', 'hard', 'loose', 'crooked', 'lonely', 'wild'],
  plural: ['nights', 'streets', 'towns', 'voices', 'hands', 'dreams', 'years', 'words', 'buses', 'cables',
    'shoes', 'wheels', 'scars', 'promises', 'wounds', 'lies', 'roads', 'windows', 'memories', 'friends'],
  adv: ['tonight', 'again', 'forever', 'all night long', 'all the way home', 'without stopping', 'like before',
    'way too late', 'at dawn', 'every time', 'right now', 'never again', 'one more time', 'in the dark',
    'still', 'far from here'],
  conn: ['and', 'but', "'cause", 'when', 'so', 'till', 'while'],
  // Swedish places, so English lyrics carry å ä ö too.
  place: ['from Borås to Malmö', 'all the way to Umeå', 'back in Göteborg', 'on the road to Västerås',
    'down in Jönköping', 'somewhere past Örebro', 'in a basement in Gävle', 'on the night bus to Växjö',
    'under the bridges of Norrköping', 'at the skatepark in Luleå'],
};

const capitalise = (s) => s.charAt(0).toLocaleUpperCase('sv') + s.slice(1);
const titleCase = (s) => s.split(' ').map(capitalise).join(' ');
const chars = (s) => [...s].length;

function fragment(rng, lang) {
  const w = lang === 'sv' ? SV : EN;
  if (lang === 'en' && rng.chance(0.12)) return rng.pick(w.place);
  switch (rng.int(0, 5)) {
    case 0: return `${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 1: return `${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.adv)}`;
    case 2: return `${rng.pick(w.adj)} ${rng.pick(w.plural)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 3: return `${rng.pick(w.conn)} ${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.prep)} ${rng.pick(w.noun)}`;
    case 4: return `${rng.pick(w.noun)} ${rng.pick(lang === 'sv' ? w.verb : w.verb3)} ${rng.pick(w.adv)}`;
    default: return lang === 'sv' ? `${rng.pick(w.pron)} har ${rng.pick(w.adj)} ${rng.pick(w.plural)}` : `${rng.pick(w.pron)} got ${rng.pick(w.adj)} ${rng.pick(w.plural)}`;
  }
}

/** One lyric line, 30–60 characters; Swedish lines always have å, ä or ö. */
function lyricLine(rng, lang) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const target = rng.int(30, 60);
    let line = fragment(rng, lang);
    while (chars(line) < target) line += rng.pick([', ', ' ', ' – ']) + fragment(rng, lang);
    line = capitalise(line) + rng.pick(['', '', '', ',', '!', '?', '…']);
    if (chars(line) >= 30 && chars(line) <= 60 && (lang !== 'sv' || /[åäö]/i.test(line))) return line;
  }
  return lang === 'sv' ? 'Vi åker genom mörkret, hela natten igen' : 'We ride through the dark from Borås to Malmö';
}

const SECTION_PLAN = ['intro', 'verse', 'pre-chorus', 'chorus', 'verse', 'pre-chorus', 'chorus', 'bridge', 'chorus', 'outro'];
const DROPPABLE = [0, 2, 5, 7, 9]; // intro, both pre-choruses, bridge, outro

/** Markdown of one track: 6–9 sections of 4–8 lines; the chorus and pre-chorus repeat word for word. */
function trackFile(rng, title, lang, languageField) {
  const drop = new Set(rng.shuffle([...DROPPABLE]).slice(0, SECTION_PLAN.length - rng.int(6, 9)));
  const labels = SECTION_PLAN.filter((_, i) => !drop.has(i));
  const fixed = {};
  const linesFor = (label) => {
    const make = () => Array.from({ length: rng.int(4, 8) }, () => lyricLine(rng, lang));
    if (label !== 'chorus' && label !== 'pre-chorus') return make();
    fixed[label] ??= make();
    return fixed[label];
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

function trackTitle(rng, lang) {
  const w = lang === 'sv' ? SV : EN;
  if (lang === 'sv') {
    switch (rng.int(0, 4)) {
      case 0: return titleCase(`${rng.pick(w.adj)} ${rng.pick(w.plural)}`);
      case 1: return capitalise(rng.pick(w.noun));
      case 2: return `${capitalise(rng.pick(w.noun))} & ${capitalise(rng.pick(w.noun))}`;
      case 3: return `${capitalise(rng.pick(['ur', 'mot', 'under', 'bortom', 'genom']))} ${rng.pick(w.noun)}`;
      default: return capitalise(`${rng.pick(w.pron)} ${rng.pick(w.verb)} ${rng.pick(w.adv)}`);
    }
  }
  switch (rng.int(0, 4)) {
    case 0: return titleCase(`${rng.pick(w.adj)} ${rng.pick(w.plural)}`);
    case 1: return `Don't ${rng.pick(['run', 'fall', 'wait', 'stop', 'look back', 'sleep', 'forget'])}`;
    case 2: return `${capitalise(rng.pick(w.plural))} & ${capitalise(rng.pick(w.plural))}`;
    case 3: return titleCase(`${rng.pick(['birds', 'friends', 'wheels', 'dogs'])} don't ${rng.pick(['sing', 'lie', 'stop', 'care'])}`);
    default: return titleCase(`${rng.pick(w.verb)} ${rng.pick(w.adv)}`);
  }
}

// ------------------------------------------------------------------ slugs
const fold = (s) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** `U Rezavé lopaty` → `u-rezave-lopaty`: as schema.ts's slugify makes a gig's id from its club. */
export const slugify = (s) => fold(s).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
/** A track title → its file name's address, apostrophes dropped: `Don't Run` → `dont-run`. */
const trackSlug = (title) => slugify(title.replace(/['’]/g, ''));
/** A release title → a folder name: `Natt & Dag EP` → `natt&dag`. */
function releaseSlug(title) {
  const base = fold(title.split('/')[0]).toLowerCase()
    .replace(/\(.*?\)/g, ' ').replace(/\bep\b/g, ' ').replace(/['’]/g, '')
    .replace(/\s*&\s*/g, '&').replace(/[^a-z0-9&]+/g, '-')
    .replace(/-*&-*/g, '&').replace(/&+/g, '&').replace(/^[-&]+|[-&]+$/g, '');
  return SLUG_RE.test(base) ? base : '';
}

// ------------------------------------------------------------------- YAML
/**
 * Listen links: every service for one release in three, two for the next,
 * none for the third, so pages with all, some and no buttons are all built.
 */
function listenYaml(r, index) {
  const id = r.slug.replace(/[^a-z0-9]/g, '');
  const all = {
    spotify: `https://open.spotify.com/album/${id}`,
    appleMusic: `https://music.apple.com/se/album/${id}/1`,
    bandcamp: `https://kantstott.bandcamp.com/album/${id}`,
    youtube: `https://music.youtube.com/playlist?list=${id}`,
    tidal: `https://tidal.com/browse/album/${id}`,
    deezer: `https://www.deezer.com/album/${id}`,
  };
  const keys = [Object.keys(all), ['spotify', 'bandcamp'], []][index % 3];
  return keys.length ? `listen:\n${keys.map((key) => `  ${key}: ${all[key]}\n`).join('')}` : '';
}

/** A string as a YAML scalar: plain when that reads back the same, else double-quoted. */
function yamlScalar(s, { flow = false } = {}) {
  const plain = s.length > 0 && s === s.trim()
    && !/^[-?:,[\]{}#&*!|>'"%@`~]/.test(s)
    && !/: |:$| #|[\t\n\r]/.test(s)
    && !(flow && /[,[\]{}]/.test(s))
    && !/^(true|false|yes|no|on|off|y|n|null)$/i.test(s)
    && !/^[-+.]?\d/.test(s) && !/^\.(inf|nan)$/i.test(s);
  return plain ? s : JSON.stringify(s);
}

// ------------------------------------------------------------------ dates
const DAY_MS = 86_400_000;
const toDay = (iso) => Date.UTC(+iso.slice(0, 4), +iso.slice(5, 7) - 1, +iso.slice(8, 10)) / DAY_MS;
const fromDay = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const isRealDate = (iso) => /^\d{4}-\d{2}-\d{2}$/.test(iso) && fromDay(toDay(iso)) === iso;
function localToday() {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// ------------------------------------------------------------------ gigs
const TOWNS = [
  ...['Borås', 'Göteborg', 'Stockholm', 'Malmö', 'Umeå', 'Uppsala', 'Örebro', 'Linköping', 'Jönköping',
    'Västerås', 'Norrköping', 'Gävle', 'Sundsvall', 'Luleå', 'Karlstad', 'Växjö', 'Halmstad', 'Kalmar',
    'Skövde', 'Trollhättan', 'Falun', 'Östersund', 'Lund', 'Helsingborg', 'Visby'].map((town) => ({ town, country: 'Sweden' })),
  ...['Praha', 'Brno', 'Ostrava', 'Plzeň', 'Olomouc', 'Liberec', 'České Budějovice', 'Hradec Králové',
    'Pardubice', 'Ústí nad Labem', 'Zlín', 'Jihlava', 'Karlovy Vary', 'Opava', 'Tábor', 'Kladno',
    'Teplice'].map((town) => ({ town, country: 'Czech Republic' })),
];
const TOWN_WEIGHT = { Borås: 8, Göteborg: 4, Stockholm: 2, Malmö: 2, Praha: 3, Brno: 3, Ostrava: 2 };

const SV_VENUE = {
  single: ['Betongbunkern', 'Pannrummet', 'Kåken', 'Sliperiet', 'Gamla Tvätteriet', 'Fabriken', 'Källarvalvet',
    'Lådan', 'Rostiga Räcket', 'Ställverket', 'Svetsen', 'Spårvagnshallen', 'Smörjgropen', 'Hönsgården',
    'Vattentornet', 'Pumphuset', 'Garaget', 'Skrotgården', 'Tältet', 'Ölkällaren'],
  klubb: ['Skrubbsår', 'Blåmärke', 'Halkrisk', 'Grusväg', 'Kantsten', 'Nattbuss', 'Kickflip', 'Sågspån', 'Ödla',
    'Fläskkvarn', 'Rännsten', 'Tändsticka'],
  street: ['Åsgatan', 'Östra Hamngatan', 'Storgatan 12', 'Järnvägsgatan', 'Norra Strandgatan', 'Sjöbogatan',
    'Industrivägen 4', 'Västra Ringvägen', 'Allégatan', 'Södra Kyrkogatan'],
  long: ['Kulturföreningen Källarvalvets Vänner', 'Studieförbundets replokal nummer fyra', 'Ungdomens Hus',
    'Föreningslokalen Gamla Brandstationen', 'Verkstan', 'Kvarterskrogen Rännstenen'],
};
const CZ_VENUE = {
  single: ['Vzducholoď', 'Stará Pekárna', 'Kotelna', 'Ocelárna', 'Šroubárna', 'Mlýnice', 'Výměník',
    'Sklad 7', 'Trafostanice', 'Plechárna', 'Strojovna', 'Úl'],
  klub: ['Rampa', 'Šroubek', 'Žížala', 'Kapsa', 'Jeskyně', 'Lopata', 'Kolečko', 'Ďábel', 'Podchod', 'Kaštan'],
  u: ['U Rezavé lopaty', 'U Kolečka', 'U Tří šneků', 'U Zlomené lyže', 'U Černého psa', 'U Ospalé kočky',
    'U Děravé boty', 'U Zeleného mostu'],
  long: ['Kulturní centrum U Staré pivovarské zdi', 'Hudební klub Pod Železničním mostem',
    'Sklep pod Nádražím', 'Kulturní dům Dělnický', 'Bar a galerie Na Rozbitém chodníku'],
};
const EVENTS = {
  Sweden: ['Första Fallet', 'Punk i Parken', 'Höstrullen', 'Vinterkravallen', 'Rampfesten', 'Källarfest',
    'Nattbussen Live', 'Sommarskrapet', 'Skrubbsårsfesten', 'Rännstensrock', 'Öl & Ollies',
    'Betongbalen', 'Lördagsbrus', 'Tändstickan', 'Skatepunk mot vintern'],
  'Czech Republic': ['Punk pod mostem', 'Ocelový skate fest', 'Noc na rampě', 'Rezavý víkend', 'Skejt & Pivo',
    'Podzimní řev', 'Zimní vřava', 'Hluk v Kotelně', 'Jarní rachot', 'Sklepní sobota'],
};
const BANDS = {
  Sweden: ['Halkrisk', 'Sura Miner', 'Grusväg', 'Snöblind Sally', 'Blåmärken', 'Trasig Trottoar', 'Kall Kaffe',
    'Rostfläck', 'Nattskift', 'Överkörd', 'Sista Bussen', 'Skavsår', 'Lösa Hjul', 'Grip Tape Gang',
    'Ärrvävnad', 'Nollåttor', 'Spårvagnsrån'],
  'Czech Republic': ['Zlomený prst', 'Rezavé kolo', 'Kapuce', 'Ostrý úhel', 'Šrouby a matky', 'Žádný strach',
    'Mokrá houba', 'Kostra', 'Plechová huba', 'Tři zuby', 'Betonová duše', 'Rozbitý chodník', 'Půlnoční tramvaj'],
};

/** Invented clubs, one to three per town; no two share a slug, none longer than 40 characters. */
function makeVenues() {
  const rng = makeRng('venues');
  const venues = [];
  const slugs = new Set();
  for (const { town, country } of TOWNS) {
    const count = rng.int(1, 3);
    for (let made = 0, tries = 0; made < count && tries < 50; tries++) {
      let club;
      if (country === 'Sweden') {
        const v = SV_VENUE;
        club = [() => rng.pick(v.single), () => `Klubb ${rng.pick(v.klubb)}`,
          () => `${rng.pick(v.single)} på ${rng.pick(v.street)}`, () => rng.pick(v.long),
          () => `${rng.pick(v.single)} ${rng.int(2, 19)}`][rng.int(0, 4)]();
      } else {
        const v = CZ_VENUE;
        club = [() => rng.pick(v.single), () => `Klub ${rng.pick(v.klub)}`, () => rng.pick(v.u),
          () => rng.pick(v.long), () => `Sklep ${rng.pick(v.u)}`][rng.int(0, 4)]();
      }
      const slug = slugify(club);
      if (club.length > 40 || slugs.has(slug)) continue;
      slugs.add(slug);
      venues.push({ club, slug, town, country, weight: TOWN_WEIGHT[town] ?? 1 });
      made++;
    }
  }
  return venues;
}

/** `count` day numbers in [first, first + span), distinct until every day is used; Fridays and Saturdays favoured. */
function sampleDays(rng, first, span, count) {
  const days = [];
  while (days.length < count) {
    const take = Math.min(count - days.length, span);
    const keyed = Array.from({ length: span }, (_, i) => {
      const dow = new Date((first + i) * DAY_MS).getUTCDay();
      const weight = dow === 5 || dow === 6 ? 4 : 1;
      return { day: first + i, key: Math.log(rng() || Number.MIN_VALUE) / weight }; // Efraimidis–Spirakis
    });
    keyed.sort((a, b) => b.key - a.key);
    for (let i = 0; i < take; i++) days.push(keyed[i].day);
  }
  return days;
}

function makeGigs(count, today) {
  const rng = makeRng(`gigs:${count}`);
  const venues = makeVenues();
  const totalWeight = venues.reduce((sum, v) => sum + v.weight, 0);
  const pickVenue = () => {
    let r = rng() * totalWeight;
    for (const v of venues) if ((r -= v.weight) < 0) return v;
    return venues[venues.length - 1];
  };
  const todayDay = toDay(today);
  const firstDay = toDay(FIRST_DAY);
  const pastSpan = todayDay - firstDay; // FIRST_DAY .. the day before --today
  const upcoming = Math.min(count, Math.max(5, Math.round(count * 0.05)));
  const past = count - upcoming;
  if (past > 0 && pastSpan < 1) throw new Error(`--today must be after ${FIRST_DAY} for past gigs`);
  if (past > pastSpan * venues.length || upcoming > UPCOMING_DAYS * venues.length) {
    throw new Error(`${count} gigs do not fit: at most ${venues.length} clubs per day`);
  }
  const days = [...sampleDays(rng, firstDay, pastSpan, past), ...sampleDays(rng, todayDay + 1, UPCOMING_DAYS, upcoming)];
  const ids = new Set();
  const gigs = days.map((day) => {
    const date = fromDay(day);
    let venue = pickVenue();
    for (let tries = 0; ids.has(`${date}-${venue.slug}`); tries++) {
      venue = tries < 100 ? pickVenue() : venues.find((v) => !ids.has(`${date}-${v.slug}`));
    }
    ids.add(`${date}-${venue.slug}`);
    const others = rng.int(1, 3);
    const pool = rng.chance(0.85) ? BANDS[venue.country] : [...BANDS.Sweden, ...BANDS['Czech Republic']];
    const bands = rng.shuffle([...pool]).slice(0, others);
    bands.splice(rng.int(0, bands.length), 0, BAND);
    const gig = { date };
    if (rng.chance(0.5)) {
      const event = rng.pick(EVENTS[venue.country]);
      gig.event = rng.chance(0.3) ? `${event} ${date.slice(0, 4)}` : event;
    }
    Object.assign(gig, { club: venue.club, town: venue.town, country: venue.country, bands });
    return gig;
  });
  // What fans need to know, from a stream of its own (the dates and clubs stay as they were). The upcoming gigs,
  // soonest first, take the statuses in turn, so the home page's few show each; some past gigs keep theirs too.
  const detailsRng = makeRng(`gig-details:${count}`);
  gigs.filter((g) => g.date > today).sort((a, b) => a.date.localeCompare(b.date))
    .forEach((gig, rank) => Object.assign(gig, gigDetails(detailsRng, gig, rank)));
  gigs.filter((g) => g.date < today).forEach((gig, index) => {
    if (detailsRng.chance(0.2)) Object.assign(gig, gigDetails(detailsRng, gig, index));
  });
  rng.shuffle(gigs); // the format allows any order; the loader sorts
  return { gigs, upcoming, past, towns: new Set(gigs.map((g) => g.town)).size };
}

const STATUSES = ['scheduled', 'sold out', 'cancelled', 'postponed', 'rescheduled'];
const PRICES = { Sweden: ['100 SEK', '120 SEK', '150 SEK', '200 SEK'], 'Czech Republic': ['150 CZK', '200 CZK', '250 CZK', '300 CZK'] };

/** A gig's optional fields, every one used: the `rank`th gig gets the `rank`th status; now and then one gets none. */
function gigDetails(rng, gig, rank) {
  if (rank % 7 === 6) return {};
  const status = STATUSES[rank % STATUSES.length];
  const details = {};
  // A postponed gig has no time to give yet.
  if (status !== 'postponed') {
    const hour = rng.int(19, 22);
    Object.assign(details, { time: `${hour}:${rng.pick(['00', '30'])}`, doors: `${hour - 1}:${rng.pick(['00', '30'])}` });
  }
  details.tickets = `https://tickets.example.org/kantstott/${gig.date}-${slugify(gig.club)}`;
  details.price = rng.chance(0.2) ? 'free' : rng.pick(PRICES[gig.country]);
  details.ageLimit = rng.pick([18, 18, 16, 20, 'all ages']);
  if (status !== 'scheduled') details.status = status;
  if (status === 'rescheduled') details.rescheduledFrom = fromDay(toDay(gig.date) - 14);
  return details;
}

function gigsYaml(gigs) {
  const entries = gigs.map((g) => [
    `- date: ${g.date}`,
    ...(g.event === undefined ? [] : [`  event: ${yamlScalar(g.event)}`]),
    `  club: ${yamlScalar(g.club)}`,
    `  town: ${yamlScalar(g.town)}`,
    `  country: ${g.country}`,
    `  bands: [${g.bands.map((b) => yamlScalar(b, { flow: true })).join(', ')}]`,
    // As a band member types them: `time: 20:00`, `price: 150 SEK`, `status: sold out` (YAML reads each as text).
    ...['time', 'doors', 'tickets', 'price', 'ageLimit', 'status', 'rescheduledFrom']
      .filter((field) => g[field] !== undefined)
      .map((field) => `  ${field}: ${g[field]}`),
  ].join('\n'));
  const body = entries.length ? entries.join('\n') : '[]'; // no gigs: an empty list
  return `# Generated by scripts/make-catalogue.mjs: ${gigs.length} gigs, in no particular order.\n${body}\n`;
}

// --------------------------------------------------------------- releases
function makeReleases(count, tracksPerRelease, todayYear) {
  const width = Math.max(2, String(count).length);
  const titles = new Set();
  const slugs = new Set();
  const releases = [];
  for (let i = 0; i < count; i++) { // i = 0 is the oldest
    const rng = makeRng(`release:${i}`);
    const newest = i === count - 1;
    let title;
    if (newest) title = 'NATT & DAG EP';
    else {
      for (let tries = 0; !title || titles.has(title); tries++) {
        const lang = rng.chance(0.7) ? 'sv' : 'en';
        const base = trackTitle(rng, lang);
        title = [
          () => `${base} EP`,
          () => `${base} / ${trackTitle(rng, rng.chance(0.5) ? 'sv' : 'en')}`,
          () => `${base} (Live Recording Session)`,
          () => base,
          () => `${base.toUpperCase()} EP`,
        ][rng.int(0, 4)]();
        if (tries > 20) title = `${base} ${i + 1}`;
      }
    }
    titles.add(title);
    let slug = newest || i % 3 === 1 ? releaseSlug(title) : '';
    if (!slug || slugs.has(slug)) slug = `release-${String(i + 1).padStart(width, '0')}`;
    slugs.add(slug);
    const year = count === 1 || newest ? todayYear
      : 2021 + Math.floor((i * (todayYear - 2021)) / (count - 1)); // the others over 2021 .. the year before
    const tracks = [];
    const trackSlugs = new Set();
    for (let n = 1; n <= tracksPerRelease; n++) {
      const trng = makeRng(`track:${i}:${n}`);
      const lang = trng.chance(0.3) ? 'en' : 'sv';
      const trackTitleText = trackTitle(trng, lang);
      const made = trackSlug(trackTitleText);
      const base = TRACK_SLUG_RE.test(made) ? made : `track-${n}`;
      let fileSlug = base;
      for (let k = 2; trackSlugs.has(fileSlug); k++) fileSlug = `${base}-${k}`;
      trackSlugs.add(fileSlug);
      const languageField = lang === 'en' || trng.chance(0.3); // sv is the default, sometimes written out
      const { text, sections } = trackFile(trng, trackTitleText, lang, languageField);
      tracks.push({ file: `${String(n).padStart(2, '0')}-${fileSlug}.md`, title: trackTitleText, lang, sections, text });
    }
    releases.push({ index: i, slug, title, year, tracks, design: (i + 2) % DESIGNS.length });
  }
  return releases;
}

// ------------------------------------------------------------------ covers
// A 5×7 "hand-cut" block font, so covers look the same on every machine (no system fonts).
const GLYPHS = {
  A: '01110 10001 10001 11111 10001 10001 10001', B: '11110 10001 10001 11110 10001 10001 11110',
  C: '01110 10001 10000 10000 10000 10001 01110', D: '11110 10001 10001 10001 10001 10001 11110',
  E: '11111 10000 10000 11110 10000 10000 11111', F: '11111 10000 10000 11110 10000 10000 10000',
  G: '01110 10001 10000 10111 10001 10001 01111', H: '10001 10001 10001 11111 10001 10001 10001',
  I: '01110 00100 00100 00100 00100 00100 01110', J: '00111 00010 00010 00010 00010 10010 01100',
  K: '10001 10010 10100 11000 10100 10010 10001', L: '10000 10000 10000 10000 10000 10000 11111',
  M: '10001 11011 10101 10101 10001 10001 10001', N: '10001 10001 11001 10101 10011 10001 10001',
  O: '01110 10001 10001 10001 10001 10001 01110', P: '11110 10001 10001 11110 10000 10000 10000',
  Q: '01110 10001 10001 10001 10101 10010 01101', R: '11110 10001 10001 11110 10100 10010 10001',
  S: '01111 10000 10000 01110 00001 00001 11110', T: '11111 00100 00100 00100 00100 00100 00100',
  U: '10001 10001 10001 10001 10001 10001 01110', V: '10001 10001 10001 10001 10001 01010 00100',
  W: '10001 10001 10001 10101 10101 10101 01010', X: '10001 10001 01010 00100 01010 10001 10001',
  Y: '10001 10001 01010 00100 00100 00100 00100', Z: '11111 00001 00010 00100 01000 10000 11111',
  0: '01110 10001 10011 10101 11001 10001 01110', 1: '00100 01100 00100 00100 00100 00100 01110',
  2: '01110 10001 00001 00010 00100 01000 11111', 3: '11111 00010 00100 00010 00001 10001 01110',
  4: '00010 00110 01010 10010 11111 00010 00010', 5: '11111 10000 11110 00001 00001 10001 01110',
  6: '00110 01000 10000 11110 10001 10001 01110', 7: '11111 00001 00010 00100 01000 01000 01000',
  8: '01110 10001 10001 01110 10001 10001 01110', 9: '01110 10001 10001 01111 00001 00010 01100',
  '&': '01100 10010 10100 01000 10101 10010 01101', "'": '00100 00100 01000 00000 00000 00000 00000',
  '/': '00001 00001 00010 00100 01000 10000 10000', '-': '00000 00000 00000 11111 00000 00000 00000',
  '.': '00000 00000 00000 00000 00000 01100 01100', ',': '00000 00000 00000 00000 01100 00100 01000',
  '(': '00010 00100 01000 01000 01000 00100 00010', ')': '01000 00100 00010 00010 00010 00100 01000',
  '!': '00100 00100 00100 00100 00100 00000 00100', '?': '01110 10001 00001 00010 00100 00000 00100',
  ':': '00000 01100 01100 00000 01100 01100 00000', ' ': '00000 00000 00000 00000 00000 00000 00000',
};
// Marks above a letter (rows -3..-1), by combining character.
const MARKS = { '\u030a': ['00100', '01010', '00100'], '\u0308': ['', '01010', ''], '\u0301': ['', '00010', '00100'],
  '\u030c': ['', '01010', '00100'] };

/** Pixel cells [col, row] of a text line, in glyph units (advance 6, marks at rows -3..-1). */
function textCells(text) {
  const cells = [];
  let x = 0;
  for (const ch of text.toUpperCase().replace(/’/g, "'")) {
    const [base, ...marks] = ch.normalize('NFD');
    const glyph = GLYPHS[base] ?? GLYPHS[' '];
    glyph.split(' ').forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r])));
    for (const mark of marks) {
      (MARKS[mark] ?? []).forEach((row, r) => [...row].forEach((bit, c) => bit === '1' && cells.push([x + c, r - 3])));
    }
    x += 6;
  }
  return { cells, width: x - 1 };
}

/** Words wrapped into lines of at most `max` characters. */
function wrap(text, max) {
  const lines = [];
  for (const word of text.split(' ')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

const f1 = (v) => (Math.round(v * 10) / 10).toString();

/** SVG rects of `text` in the block font, fitted into the box (x, y, w, h), each cell slightly off (cut by hand). */
function blockText(rng, text, { x, y, w, h, fill, maxChars = 12, anchor = 'middle' }) {
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

const jagged = (rng, x0, y0, x1, y1, steps, amp) =>
  Array.from({ length: steps + 1 }, (_, i) => {
    const t = i / steps;
    return `${f1(x0 + (x1 - x0) * t + (i % steps ? rng.range(-amp, amp) : 0))},${f1(y0 + (y1 - y0) * t + (i % steps ? rng.range(-amp, amp) : 0))}`;
  }).join(' ');

const DESIGNS = [
  'a red-orange sun going down behind a jagged black skyline, the title cut out of white paper',
  'split along a torn diagonal, black below and off-white above, a red-orange tear line and the title in black block letters',
  'a red-orange halftone circle on black, the title on a crooked strip of paper',
  'the title spelled in ransom-note letters cut from black and red-orange paper',
  'black diagonal stripes on red-orange and an off-white circle with the band’s name',
];

function coverSvg(release, width, height) {
  const rng = makeRng(`cover:${release.index}`);
  const W = width;
  const H = height;
  const INK = '#141414';
  const PAPER = rng.pick(['#f1ebdd', '#ece4d2', '#f4efe4']);
  const ACC = rng.pick(['#ff4a1c', '#f2542d', '#ff5a24', '#e8431b']);
  const m = Math.min(W, H);
  let art = '';
  switch (release.design) {
    case 0: { // sun and skyline
      art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
      art += `<circle cx="${f1(W * rng.range(0.35, 0.65))}" cy="${f1(H * 0.4)}" r="${f1(m * rng.range(0.26, 0.34))}" fill="${ACC}"/>`;
      art += `<polygon points="0,${H} ${jagged(rng, 0, H * 0.6, W, H * 0.62, 28, m * 0.05)} ${W},${H}" fill="${INK}"/>`;
      art += blockText(rng, release.title, { x: W * 0.08, y: H * 0.68, w: W * 0.84, h: H * 0.26, fill: PAPER });
      break;
    }
    case 1: { // torn diagonal split
      const a = H * rng.range(0.3, 0.5);
      const b = H * rng.range(0.55, 0.8);
      art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
      art += `<polygon points="0,${H} ${jagged(rng, 0, a, W, b, 40, m * 0.015)} ${W},${H}" fill="${INK}"/>`;
      art += `<polyline points="${jagged(rng, 0, a - m * 0.02, W, b - m * 0.02, 40, m * 0.012)}" fill="none" stroke="${ACC}" stroke-width="${f1(m * 0.025)}"/>`;
      art += blockText(rng, release.title, { x: W * 0.06, y: H * 0.04, w: W * 0.6, h: a * 0.8, fill: INK, anchor: 'start' });
      art += blockText(rng, BAND, { x: W * 0.45, y: H * 0.86, w: W * 0.5, h: H * 0.1, fill: ACC });
      break;
    }
    case 2: { // halftone circle
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
      art += `${blockText(rng, release.title, { x: W * 0.12, y: H * 0.75, w: W * 0.76, h: H * 0.16, fill: INK, maxChars: 20 })}</g>`;
      break;
    }
    case 3: { // ransom note, a word per row where it fits
      art += `<rect width="${W}" height="${H}" fill="${PAPER}"/>`;
      const text = release.title.toUpperCase();
      const longestWord = Math.max(...text.split(' ').map(chars));
      const max = Math.min(9, Math.max(5, longestWord, Math.ceil(Math.sqrt(chars(text) * 1.6))));
      const rows = wrap(text, max).flatMap((row) => row.match(new RegExp(`.{1,${max}}`, 'gu')));
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
      break;
    }
    default: { // stripes
      art += `<rect width="${W}" height="${H}" fill="${ACC}"/>`;
      const stripe = m * rng.range(0.05, 0.08);
      for (let k = -H; k < W; k += stripe * 2) {
        art += `<polygon points="${f1(k)},${H} ${f1(k + stripe)},${H} ${f1(k + stripe + H)},0 ${f1(k + H)},0" fill="${INK}"/>`;
      }
      art += `<circle cx="${W / 2}" cy="${H / 2}" r="${f1(m * 0.36)}" fill="${PAPER}"/>`;
      art += blockText(rng, BAND, { x: W / 2 - m * 0.26, y: H / 2 - m * 0.2, w: m * 0.52, h: m * 0.14, fill: INK });
      art += blockText(rng, release.title, { x: W / 2 - m * 0.25, y: H / 2 - m * 0.02, w: m * 0.5, h: m * 0.2, fill: ACC, maxChars: 14 });
    }
  }
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
async function coverJpeg(release, width, height) {
  const svg = coverSvg(release, width, height);
  const { data: raw, info } = await sharp(Buffer.from(svg)).removeAlpha().raw()
    .toBuffer({ resolveWithObject: true });
  // Clamped: a pixel pushed past black or white by the noise stays black or white.
  const data = new Uint8ClampedArray(raw.buffer, raw.byteOffset, raw.length);
  // mulberry32 inlined: this loop runs for every pixel.
  let a = hash(`kantstott-catalogue:grain:${release.index}`);
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
    data[p] = data[p] + luma + ((c & 255) - 127.5) * CHROMA;
    data[p + 1] = data[p + 1] + luma + (((c >>> 8) & 255) - 127.5) * CHROMA;
    data[p + 2] = data[p + 2] + luma + (((c >>> 16) & 255) - 127.5) * CHROMA;
  }
  return sharp(raw, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: JPEG_QUALITY })
    .toBuffer();
}

// ------------------------------------------------------------------- files
/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of the results. */
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

async function walk(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full)));
    else found.push({ file: full, bytes: (await stat(full)).size });
  }
  return found;
}

/** site.yaml with `featured.release` set to `slug`, changing only that line (comments and layout kept). */
export function setFeaturedRelease(text, slug) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^featured\s*:\s*(#.*)?\r?$/.test(l));
  if (start >= 0) {
    for (let i = start + 1; i < lines.length && /^(\s|#|\r?$)/.test(lines[i]); i++) {
      const match = /^(\s+release\s*:\s*)([^#\r]*?)(\s*)(#.*)?(\r?)$/.exec(lines[i]);
      if (!match) continue;
      const [, prefix, value, gap, comment = '', cr] = match;
      const scalar = yamlScalar(slug);
      const pad = comment ? ' '.repeat(Math.max(1, value.length + gap.length - scalar.length)) : '';
      lines[i] = `${prefix}${scalar}${pad}${comment}${cr}`;
      break;
    }
  }
  const edited = lines.join('\n');
  if (YAML.parse(edited)?.featured?.release === slug) return edited;
  const doc = YAML.parseDocument(text); // any other layout (e.g. a flow map): let the YAML library write it
  doc.setIn(['featured', 'release'], slug);
  return String(doc);
}

function checkOut(out, from) {
  const inside = (child, parent) => child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
  for (const kept of [from, DEFAULT_FROM, ROOT, os.homedir()]) {
    if (inside(kept, out)) throw new Error(`--out ${out} would remove ${kept}; choose a directory of its own`);
  }
  if (inside(out, from) || inside(out, DEFAULT_FROM)) throw new Error(`--out ${out} is inside a content dir; choose a directory of its own`);
}

// -------------------------------------------------------------------- main
export async function makeCatalogue({
  out, releases = DEFAULTS.releases, tracks = DEFAULTS.tracks, gigs = DEFAULTS.gigs, today = localToday(), from = DEFAULT_FROM,
} = {}) {
  const started = performance.now();
  if (!out) throw new Error('makeCatalogue: `out` (the directory to write) is required');
  for (const [name, value, min, max] of [['releases', releases, 1, 999], ['tracks', tracks, 1, 99], ['gigs', gigs, 0, 100_000]]) {
    if (!Number.isInteger(value) || value < min || value > max) throw new Error(`--${name} must be a whole number from ${min} to ${max}, not ${value}`);
  }
  if (!isRealDate(today)) throw new Error(`--today must be a real date as YYYY-MM-DD, not ${today}`);
  if (today <= FIRST_DAY) throw new Error(`--today must be after ${FIRST_DAY} (the band formed in 2021)`);
  out = path.resolve(out);
  from = path.resolve(from);
  checkOut(out, from);

  const copied = ['site.yaml', 'band.yaml', 'band.md', 'pictures'];
  const missing = copied.filter((f) => !existsSync(path.join(from, f)));
  if (missing.length) throw new Error(`${from} has no ${missing.join(', ')} to copy (pass --from <content dir>)`);
  if (existsSync(out)) {
    const entries = await readdir(out);
    if (entries.length && !entries.includes('site.yaml') && !entries.includes('releases')) {
      throw new Error(`${out} is not empty and does not look like a content dir; not removing it`);
    }
  }

  const todayYear = +today.slice(0, 4);
  const made = makeReleases(releases, tracks, todayYear);
  const ordered = [...made].sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
  const featured = ordered[0];
  const nonSquare = made.length > 1 ? made[Math.floor((made.length - 1) / 2)] : made[0];
  const gigList = makeGigs(gigs, today);

  await rm(out, { recursive: true, force: true });
  await mkdir(path.join(out, 'releases'), { recursive: true });
  await Promise.all([
    cp(path.join(from, 'pictures'), path.join(out, 'pictures'), { recursive: true }),
    cp(path.join(from, 'band.yaml'), path.join(out, 'band.yaml')),
    cp(path.join(from, 'band.md'), path.join(out, 'band.md')),
    readFile(path.join(from, 'site.yaml'), 'utf8')
      .then((text) => writeFile(path.join(out, 'site.yaml'), setFeaturedRelease(text, featured.slug))),
    writeFile(path.join(out, 'gigs.yaml'), gigsYaml(gigList.gigs)),
  ]);

  const textFiles = [];
  for (const r of made) {
    const dir = path.join(out, 'releases', r.slug);
    await mkdir(dir);
    const { width, height } = r.cover = { width: COVER_SIZE, height: r === nonSquare ? NON_SQUARE_HEIGHT : COVER_SIZE };
    r.coverAlt = `Cover of ${r.title}: ${DESIGNS[r.design]}, photographed with a phone${width === height ? '' : ' (not square)'}`;
    textFiles.push([path.join(dir, 'release.yaml'),
      `title: ${yamlScalar(r.title)}\nyear: ${r.year}\ncoverAlt: ${yamlScalar(r.coverAlt)}\n${listenYaml(r, made.indexOf(r))}`]);
    for (const t of r.tracks) textFiles.push([path.join(dir, t.file), t.text]);
  }
  await mapLimit(textFiles, 64, ([file, text]) => writeFile(file, text));
  await mapLimit(made, os.availableParallelism(), async (r) =>
    writeFile(path.join(out, 'releases', r.slug, 'cover.jpg'), await coverJpeg(r, r.cover.width, r.cover.height)));

  const files = await walk(out);
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const coverBytes = files.filter((f) => f.file.endsWith('cover.jpg')).reduce((sum, f) => sum + f.bytes, 0);
  const trackCount = made.reduce((sum, r) => sum + r.tracks.length, 0);
  const sections = made.reduce((sum, r) => sum + r.tracks.reduce((s, t) => s + t.sections, 0), 0);
  const dates = gigList.gigs.map((g) => g.date).sort();
  const ms = performance.now() - started;
  const shown = (dir) => (path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || '.');
  const rel = shown(out);
  const mb = (n) => `${(n / 1e6).toFixed(1)} MB`;
  const count = (n, one, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const summary = `Wrote ${rel}/ (${files.length} files, ${mb(bytes)}) in ${(ms / 1000).toFixed(1)} s: `
    + `${count(made.length, 'release')} from ${Math.min(...made.map((r) => r.year))} to ${todayYear} with ${count(trackCount, 'track')} `
    + `(${sections} lyric sections; ${made.reduce((s, r) => s + r.tracks.filter((t) => t.lang === 'en').length, 0)} of the tracks in English) `
    + `and ${count(made.length, 'grainy JPEG cover')} (${mb(coverBytes)}, ${Math.round(coverBytes / made.length / 1000)} KB each on average), `
    + `one of them NOT square — releases/${nonSquare.slug}/cover.jpg is ${nonSquare.cover.width}×${nonSquare.cover.height}, so the build should crop it and warn; `
    + `${count(gigList.gigs.length, 'gig')} (${gigList.past} past, ${gigList.upcoming} upcoming after ${today}`
    + `${dates.length ? `, ${dates[0]} to ${dates[dates.length - 1]}` : ''}, in ${count(gigList.towns, 'town')} in Sweden and the Czech Republic); `
    + `site.yaml's featured.release is now ${featured.slug} (the newest release, “${featured.title}”, ${featured.year}); `
    + `site.yaml, band.yaml, band.md and pictures/ copied from ${shown(from)}.`;
  return {
    out,
    summary,
    files: files.length,
    bytes,
    ms,
    featured: featured.slug,
    nonSquareCover: path.join(out, 'releases', nonSquare.slug, 'cover.jpg'),
    releases: ordered.map((r) => ({
      slug: r.slug, title: r.title, year: r.year, cover: r.cover,
      tracks: r.tracks.map((t) => ({ file: t.file, title: t.title, lang: t.lang, sections: t.sections })),
    })),
    gigs: { total: gigList.gigs.length, past: gigList.past, upcoming: gigList.upcoming, first: dates[0], last: dates[dates.length - 1] },
  };
}

// --------------------------------------------------------------------- CLI
const USAGE = 'Usage: node scripts/make-catalogue.mjs --out <dir> [--releases 12] [--tracks 12] [--gigs 150] [--today YYYY-MM-DD] [--from src/content]';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        out: { type: 'string' }, releases: { type: 'string' }, tracks: { type: 'string' }, gigs: { type: 'string' },
        today: { type: 'string' }, from: { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.out) {
    console.error(`--out is required.\n${USAGE}`);
    process.exit(2);
  }
  const int = (name) => {
    if (values[name] === undefined) return DEFAULTS[name];
    if (!/^\d+$/.test(values[name])) {
      console.error(`--${name} must be a whole number, not ${values[name]}\n${USAGE}`);
      process.exit(2);
    }
    return Number(values[name]);
  };
  try {
    const result = await makeCatalogue({
      out: values.out, releases: int('releases'), tracks: int('tracks'), gigs: int('gigs'),
      today: values.today ?? localToday(), from: values.from ?? DEFAULT_FROM,
    });
    console.log(result.summary);
  } catch (error) {
    console.error(`make-catalogue: ${error.message}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
