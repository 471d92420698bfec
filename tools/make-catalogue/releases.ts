// The releases: titles, years, tracks and listen links, fitted around the band's own.
import type { Rng } from '../random.mjs';
import { type Language, listenServices, trackFilePattern } from '../../src/content/releases';
import type { BandRelease } from './band';
import { type Cover, NOT_SQUARE, POOL, poolCover } from './covers';
import { releaseSlug, trackFileName, trackSlug } from './slugs';
import type { Streams } from './streams';
import type { PoolRecording } from './recordings';
import { trackFile, trackTitle } from './words';
import type { Service } from './yaml';

const TRACKS: [number, number] = [2, 12]; // per release, but for the one with a single track and the one with twenty
export const LONGEST = 20;

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
  cz: [
    'Přes Malé město k řece',
    'Hořké pivo pod železným mostem',
    'Křik a déšť na starém hřišti',
    'Dlouhé noci v Ostravě a řeka',
  ],
};
/** Two names joined by `&`, the first of two words: its folder is `kalla-hander&...`. */
const PAIRED = {
  first: ['Kalla händer', 'Sista bussen', 'Malé město', 'Dlouhé zimy', 'Sömnlösa nätter', 'Broken glass', 'Tomma rum'],
  second: ['Varma hjärtan', 'Tomma gator', 'Velké řeky', 'Loose wheels', 'Öl', 'Déšť', 'Betong'],
};
/** The schema's listen services, in its order (that of their buttons). */
export const SERVICES: readonly Service[] = listenServices.map(([key]) => key);

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

interface Track {
  file: string;
  title: string;
  lang: Language;
  sections: number;
  text: string;
  /** One of the band's recordings (recordings.ts), copied beside the track's file; none for most. */
  recording?: PoolRecording;
  /** Whether its lines are timed to the recording. */
  timed?: boolean;
}
/** A generated release; `coverAlt` is set when it is written. */
export interface Release {
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
export function makeReleases(streams: Streams, count: number, todayYear: number, band: { releases: BandRelease[] }) {
  const plan = streams('releases');
  const order = () => plan.shuffle([...Array(count).keys()]);
  const [single, twenty, noLinks, allLinks] = order();
  const [long, paired] = order();
  const [sameYear, newer, older] = order();
  const bandYears = band.releases.map((r) => r.year).filter(Number.isInteger);
  const pivot = Math.min(
    todayYear,
    Math.max(2021, bandYears.length ? Math.max(...bandYears) : plan.int(2021, todayYear)),
  );
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
      const { text, sections } = trackFile(trng, trackTitleText, n, lang, languageField);
      tracks.push({ file: trackFileName(n, fileSlug), title: trackTitleText, lang, sections, text });
    }
    const cover = poolCover(
      i === notSquareAt ? NOT_SQUARE : (covers[(i - +(i > notSquareAt)) % covers.length] as number),
    );
    releases.push({ index: i, slug, title, year, tracks, listen, cover });
  }
  return { releases, pivot };
}
