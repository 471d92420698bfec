#!/usr/bin/env -S npx tsx
// Writes a LARGE catalogue in the content format of content/: the band's
// own content, grown by what a band's next years might hold, made up from a
// seed. The tests run on it (npm run build:large) to show that the site's
// flows and budgets hold for any content the schema accepts, not just the
// band's; a new seed each run (tools/test.mjs) shows them a new catalogue.
//
//   npx tsx tools/make-catalogue.ts --out <dir> [--seed N] [--today YYYY-MM-DD]
//        [--from content] [--releases N] [--gigs N] [--posts N] [--largest]
//
// TypeScript, run by tsx (Node 20 runs none of its own), so that the
// content's rules come from the schema in src/content/ that owns them, not
// written here again: slugify, a real day, a gig's id and statuses, the
// listen services and their hosts, the names of release folders and track
// files, a country's currency and whether a gig there must name its zone.
//
// <dir> is removed first. Everything in --from (default: the repo's
// content/) is copied: site.yaml, band.yaml, band.md, pictures/, gigs/
// and releases/ (with the tracks' English translations), and, as the seed
// decides, band.en.md, press.yaml and press/ or none of them. Then, added to it:
// - 4 to 12 releases (--releases: as many as that), each with release.yaml, a
//   cover and its lyric files: one of one track, one of twenty, the others 2
//   to 12; one in the year of the band's newest release (so that year is
//   sorted by title), one newer (up to --today's year), one older, the others
//   any year since 2021; titles in Swedish, English and Czech (å ä ö ř é), one
//   of 60+ characters, one with `&` (folder names have `&` and `-`); one with
//   no listen links, one on all six services, the others on some.
// - 60 to 200 gigs (--gigs) beside the band's own in gigs/ (their files kept
//   as they are), a file each, named as tools/split-gigs.ts names them: from 2021 to six months after --today (default: today), in
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
// - Recordings for some of the made tracks (make-catalogue/recordings.ts):
//   copies of the band's own, from a pool of at most three, and the lyrics
//   of some of those timed to them; a track without one too. None where the
//   band has none.
// - site.yaml's `featured.release`: the band's, or the newest release (the
//   seed decides).
// - merch/: no items (a third of the seeds), or 4 to 9, from streams of their
//   own (make-catalogue/merch.ts), with pictures drawn as SVG into pictures/:
//   in stock, sold out and on pre-order, with and without English names.
// - site.yaml's `bookingForm`: a form service for booking requests, on half
//   of the seeds (stream `booking`), so that merch and a form service come
//   both, either and neither.
// - news/: no posts (a third of the seeds), or 12 to 40 (--posts: as many
//   as that), from streams of their own (make-catalogue/news.ts), so the other files are the same with
//   or without them; some in Swedish only, some with English too, two with a
//   picture (one of the content's pictures/), one with a long title. The
//   band's own posts are not copied.
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
// `await makeCatalogue({ out, seed, today, from, releases, gigs, posts })` returns
// what it wrote (and the summary the CLI prints) without printing.
import { existsSync } from 'node:fs';
import { copyFile, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gigId, isRealDay } from '../src/gigs/gig.build';
import { doorsTheEveningBefore } from '../src/gigs/night';
import { type BandRelease, fieldOf, readBand, setFeaturedRelease } from './make-catalogue/band';
import { coverCacheDir, POOL, poolCoverFile } from './make-catalogue/covers';
import { localToday } from './make-catalogue/dates';
import { checkOut, DEFAULT_FROM, mapLimit, walk } from './make-catalogue/files';
import { FIRST_DAY, type Gig, gigFiles, makeGigs } from './make-catalogue/gigs';
import { GIGS_FOLDER } from '../src/content/gigs';
import { filesOutOfLayout } from '../src/content/editor/layout';
import { COUNTRIES } from './make-catalogue/places';
import { makeMerch } from './make-catalogue/merch';
import { makeNews } from './make-catalogue/news';
import { makeReleases, type Release } from './make-catalogue/releases';
import { parseSeed, randomSeed, seeded, type Streams } from './make-catalogue/streams';
import { recordingPool, withRecordings } from './make-catalogue/recordings';
import { missingVariety } from './make-catalogue/variety';
import { listenYaml, yamlScalar } from './make-catalogue/yaml';
import { withBookingForm, withNewsletter } from './catalogue-fans';

// The tool's API as it was before its parts had modules of their own.
export { setFeaturedRelease } from './make-catalogue/band';
export { DEFAULT_FROM } from './make-catalogue/files';
export { parseSeed, randomSeed, SEED_MAX } from './make-catalogue/streams';

/** How many releases and gigs a seed adds, unless --releases or --gigs says. */
export const GENERATED: Readonly<{ releases: [number, number]; gigs: [number, number] }> = Object.freeze({
  releases: [4, 12],
  gigs: [60, 200],
});
const MIN_GIGS = 30; // room for a gig in every country and every status, and the special days
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
  /** How many posts to write; else the seed's (none, or GENERATED_POSTS many). */
  posts?: number;
}

export async function makeCatalogue({
  out,
  seed,
  today = localToday(),
  from = DEFAULT_FROM,
  releases,
  gigs,
  posts,
}: CatalogueOptions = {}) {
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
  await checkOptions({ out, from, releases, gigs, posts, today });

  const plan = await planCatalogue(streams, { from, releases, gigs, posts, today, seed });
  const coverFiles = await writeCatalogue(plan, { out, from });
  const files = await walk(out);
  const ms = performance.now() - started;
  const { made, notSquare, featured, gigList } = plan;
  const dates = gigList.gigs.map((g) => g.date).sort();
  return {
    out,
    seed,
    summary: summaryOf(plan, {
      out,
      from,
      seed,
      randomly,
      today,
      files,
      ms,
      drawn: coverFiles.filter((f) => f.drawn).length,
    }),
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
    gigs: {
      total: gigList.gigs.length,
      past: gigList.past,
      upcoming: gigList.upcoming,
      first: dates[0],
      last: dates.at(-1),
    },
  };
}

/** The options, checked before anything is written; --out must be empty or a content dir, as it is removed. */
async function checkOptions({
  out,
  from,
  releases,
  gigs,
  posts,
  today,
}: {
  out: string;
  from: string;
  releases: number;
  gigs: number;
  posts: number | undefined;
  today: string;
}) {
  for (const [name, value, min, max] of [
    ['releases', releases, 4, 999],
    ['gigs', gigs, MIN_GIGS, 100_000],
    ['posts', posts ?? 0, 0, 10_000],
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
  {
    from,
    releases,
    gigs,
    posts,
    today,
    seed,
  }: { from: string; releases: number; gigs: number; posts?: number; today: string; seed: number },
) {
  const todayYear = +today.slice(0, 4);
  const band = await readBand(from);
  const { releases: made, pivot } = makeReleases(streams, releases, todayYear, band);
  const pool = await recordingPool(from);
  withRecordings(streams, made, pool);
  const taken = band.gigs.map((g) => gigId(String(fieldOf(g, 'date')), String(fieldOf(g, 'club') ?? '')));
  const gigList = makeGigs(streams, gigs, today, taken);
  const lacking = missingVariety({ made, pivot, todayYear, gigs: gigList.gigs, today, recordings: pool.length > 0 });
  if (lacking.length)
    throw new Error(`seed ${seed} made a catalogue without ${lacking.join('; ')} (a bug in make-catalogue)`);
  const newest = [...band.releases, ...made].sort(newestFirst)[0] as BandRelease; // made has four or more
  // The band's own featured release or the newest: either is content the band might write.
  const keepFeatured = band.releases.some((r) => r.slug === band.featured) && streams('featured').chance(0.5);
  const featured = keepFeatured ? (band.featured as string) : newest.slug; // kept: a release's slug
  const notSquare = made.find((r) => r.cover.width !== r.cover.height) as Release; // missingVariety checked
  // The band's press kit and English story, if it has them: kept or left out as the seed decides, so the
  // tests meet a catalogue with every optional part of the press kit and one with none (no press.yaml).
  const optional = ['band.en.md', 'press.yaml', 'press'].filter((f) => existsSync(path.join(from, f)));
  const keepPress = optional.length > 0 && streams('press').chance(0.5);
  const [picture] = (await readdir(path.join(from, 'pictures')))
    .filter((name) => /\.(svg|jpe?g|png)$/i.test(name))
    .sort();
  if (!picture) throw new Error(`${from}/pictures has no picture for the posts`);
  const news = makeNews(streams, { first: FIRST_DAY, today, picture: `pictures/${picture}`, posts });
  // What the fans buy and how promoters book: from streams of their own (make-catalogue/merch.ts, `booking`).
  const shop = { merch: makeMerch(streams, { today }), bookingForm: streams('booking').chance(0.5) };
  return { band, made, pivot, gigList, newest, keepFeatured, featured, notSquare, optional, keepPress, news, ...shop };
}

type CataloguePlan = Awaited<ReturnType<typeof planCatalogue>>;

/**
 * Writes the catalogue to `out` (removed first): the band's files, as the
 * plan keeps them, and the made releases and gigs.
 */
async function writeCatalogue(plan: CataloguePlan, { out, from }: { out: string; from: string }) {
  const { band, made, gigList, keepFeatured, featured, optional, keepPress, news, merch, bookingForm } = plan;
  const siteText = withNewsletter(keepFeatured ? band.siteText : setFeaturedRelease(band.siteText, featured));
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
    writeFile(path.join(out, 'site.yaml'), bookingForm ? withBookingForm(siteText) : siteText),
    mkdir(path.join(out, GIGS_FOLDER)).then(() =>
      mapLimit(gigFiles(band.gigFiles, gigList.gigs), 64, ({ name, text }) =>
        writeFile(path.join(out, GIGS_FOLDER, name), text),
      ),
    ),
    ...band.releases.map((r) =>
      cp(path.join(from, 'releases', r.slug), path.join(out, 'releases', r.slug), { recursive: true }),
    ),
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
  // The band's recordings, copied beside the tracks that have one: the same bytes, so the build's audio cache knows them.
  const recorded = made.flatMap((r) =>
    r.tracks.flatMap((t) => (t.recording ? [{ r, t, recording: t.recording }] : [])),
  );
  await mapLimit(recorded, 8, ({ r, t, recording }) =>
    copyFile(recording.file, path.join(out, 'releases', r.slug, t.file.replace(/\.md$/, recording.ending))),
  );
  if (news.length) await mkdir(path.join(out, 'news'));
  for (const post of news) textFiles.push([path.join(out, 'news', `${post.slug}.md`), post.text]);
  if (merch.length) await mkdir(path.join(out, 'merch'));
  for (const { file, text } of merch) textFiles.push([path.join(out, file), text]);
  await mapLimit(textFiles, 64, ([file, text]) => writeFile(file, text));
  await mapLimit(made, 8, (r) =>
    copyFile(coverFile.get(r.cover.index) as string, path.join(out, 'releases', r.slug, 'cover.jpg')),
  );
  // Laid out as the band's editor writes its files (npm run content:tidy), as the band's own are.
  await mapLimit(filesOutOfLayout(out), 64, ({ file, laidOut, error }) => {
    if (laidOut === undefined) throw new Error(`make-catalogue wrote ${file}, which the editor cannot read: ${error}`);
    return writeFile(path.join(out, file), laidOut);
  });
  return coverFiles;
}

/** What the CLI prints: what was written, from what, and the variety in it. */
function summaryOf(
  plan: CataloguePlan,
  {
    out,
    from,
    seed,
    randomly,
    today,
    files,
    ms,
    drawn,
  }: {
    out: string;
    from: string;
    seed: number;
    randomly: boolean;
    today: string;
    files: { bytes: number }[];
    ms: number;
    drawn: number;
  },
) {
  const { band, made, pivot, gigList, newest, keepFeatured, featured, notSquare, optional, keepPress, news } = plan;
  const bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  const trackCount = made.reduce((sum, r) => sum + r.tracks.length, 0);
  const trackCounts = made.map((r) => r.tracks.length);
  const sections = made.reduce((sum, r) => sum + r.tracks.reduce((s, t) => s + t.sections, 0), 0);
  const generated = gigList.gigs;
  const dates = generated.map((g) => g.date).sort();
  const used = new Set(made.map((r) => r.cover.index)).size;
  const shown = (dir: string) =>
    path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir) || '.';
  const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
  const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
  const list = (items: string[]) =>
    items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
  const perCountry = COUNTRIES.map((place) => `${place.country} ${generated.filter((g) => g.place === place).length}`);
  const special = generated
    .filter((g) => g.what)
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((g) => `one at ${g.time} in ${g.town} (${g.place.country}) on ${g.date}${specialNote(g)}`);
  const years = made.map((r) => r.year);
  const english = made.reduce((s, r) => s + r.tracks.filter((t) => t.lang === 'en').length, 0);
  const recorded = made.flatMap((r) => r.tracks.filter((t) => t.recording));
  const again = ` (chosen at random: --seed ${seed} or CATALOGUE_SEED=${seed} makes this catalogue again)`;
  const covers = drawn ? `${drawn} drawn now` : 'none drawn: all from the cache';
  const { width, height } = notSquare.cover;
  const press = keepPress
    ? `the band's press kit and English story (${optional.join(', ')}) kept`
    : 'no press kit and no English story';
  const featuredNow = keepFeatured
    ? `the band's, ${featured}, as it was`
    : `now ${featured} (the newest release, “${newest.title}”, ${newest.year})`;
  return [
    `Wrote ${shown(out)}/ (${files.length} files, ${mb(bytes)}) in ${(ms / 1000).toFixed(1)} s `,
    `with seed ${seed}${randomly ? again : ''}: `,
    `the band's content from ${shown(from)} `,
    `(${count(band.releases.length, 'release')}, ${count(band.gigs.length, 'gig')}), and added to it `,
    `${count(made.length, 'release')} from ${Math.min(...years)} to ${Math.max(...years)} `,
    `(the band's newest is of ${pivot}) with ${count(trackCount, 'track')} `,
    `(${Math.min(...trackCounts)} to ${Math.max(...trackCounts)} a release; `,
    `${sections} lyric sections; ${english} of the tracks in English; `,
    `${recorded.length} with one of the band's recordings, ${recorded.filter((t) => t.timed).length} of them timed) `,
    `and covers from a pool of ${POOL} (${used} used, ${covers}), `,
    `one NOT square — releases/${notSquare.slug}/cover.jpg is ${width}×${height}, `,
    'so the build should crop it and warn; ',
    `${count(generated.length, 'gig')} `,
    `(${gigList.past} past, ${gigList.upcoming} upcoming after ${today}, ${dates[0]} to ${dates.at(-1)}) `,
    `in ${count(gigList.towns, 'town')} in ${COUNTRIES.length} countries (${perCountry.join(', ')}), `,
    `with ${list(special)}; `,
    `${press}; `,
    news.length
      ? `${count(news.length, 'post')} (${news.filter((p) => p.english).length} with English, ${news.filter((p) => p.picture).length} with a picture); `
      : 'no posts; ',
    `${count(plan.merch.filter((f) => f.file.startsWith('merch/')).length, 'merch item')}; `,
    plan.bookingForm ? 'booking requests to a form service; ' : 'booking requests by e-mail; ',
    `site.yaml's featured.release is ${featuredNow}.`,
  ].join('');
}

/** What the summary says of a special day's gig: the clocks changing, or its doors the evening before. */
function specialNote(g: Gig): string {
  if (g.what?.startsWith('summer time')) return `, the day ${g.what}`;
  return g.doors && g.time && doorsTheEveningBefore(g.doors, g.time) ? ` (doors ${g.doors} the evening before)` : '';
}

// --------------------------------------------------------------------- CLI
const USAGE =
  'Usage: npx tsx tools/make-catalogue.ts --out <dir> [--seed N] [--today YYYY-MM-DD] [--from content] ' +
  '[--releases N] [--gigs N] [--posts N] [--largest]';

/** The command line's options; if they do not parse, says why and exits. */
function commandLine() {
  try {
    return parseArgs({
      options: {
        out: { type: 'string' },
        seed: { type: 'string' },
        releases: { type: 'string' },
        gigs: { type: 'string' },
        posts: { type: 'string' },
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
  const int = (name: 'releases' | 'gigs' | 'posts') => {
    const text = values[name];
    if (text === undefined) return values.largest && name !== 'posts' ? GENERATED[name][1] : undefined;
    if (!/^\d+$/.test(text)) {
      console.error(`--${name} must be a whole number, not ${text}\n${USAGE}`);
      process.exit(2);
    }
    return Number(text);
  };
  try {
    const fromEnvironment = process.env.CATALOGUE_SEED?.trim()
      ? parseSeed(process.env.CATALOGUE_SEED, 'CATALOGUE_SEED')
      : undefined;
    const result = await makeCatalogue({
      out: values.out,
      seed: values.seed === undefined ? fromEnvironment : parseSeed(values.seed),
      releases: int('releases'),
      gigs: int('gigs'),
      posts: int('posts'),
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
