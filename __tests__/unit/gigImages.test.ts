/** @jest-environment node */
// The gigs' cards and the tour poster (src/gigImages.build.ts): drawn by sharp at
// their sizes from the gigs to come, with what each says taken from the gigs,
// and drawn again only when what they show changed.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Content } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import { gigDateParts } from '../../src/gigs/dates';
import { posterLayout } from '../../src/features/gigs/posterLayout';
import { gigCardDrawing, gigImages, tourPosterDrawing } from '../../src/gigImages.build';
import { fixtureCatalogue } from '../support/fixtureSite';

let content: Content;
let cacheDir: string;
beforeAll(async () => {
  content = await fixtureCatalogue();
  cacheDir = await mkdtemp(path.join(tmpdir(), 'gig-images-'));
});
afterAll(() => rm(cacheDir, { recursive: true, force: true }));

/** `count` gigs to come, made from the fixture's, each on a day of its own. */
function tour(count: number): Gig[] {
  const base = content.gigs;
  return Array.from({ length: count }, (_, index) => {
    const gig = base[index % base.length]!;
    const date = new Date(Date.UTC(2090, 0, 1 + index)).toISOString().slice(0, 10);
    return { ...gig, date, id: `${date}-${gig.id}` };
  });
}

const texts = (drawing: { words: { text: string }[] } | null) => drawing?.words.map((words) => words.text).join('\n') ?? '';

test('no gig to come: no card and no poster', async () => {
  expect(await gigImages(content.site, [], { cacheDir })).toEqual([]);
  expect(tourPosterDrawing(content.site, [])).toBeNull();
});

test('a gig’s card says its date, town, club and country, and is a 1200×630 PNG', async () => {
  const [gig] = tour(1);
  const said = texts(gigCardDrawing(content.site, gig!));
  const { dayMonth, year } = gigDateParts(gig!.date);
  for (const text of [`${dayMonth} ${year}`.toUpperCase(), gig!.town.toUpperCase(), gig!.club, gig!.country]) expect(said).toContain(text);
  const [card] = await gigImages(content.site, [gig!], { cacheDir });
  expect(card?.name).toBe(`gigs/${gig!.id}/card.png`);
  expect(await sharp(card!.data).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
});

test.each([1, 3, 10, 20, 40])(
  'the poster of %i gigs is a 1080×1350 PNG listing them by the layout rule, with the site’s address',
  async (count) => {
    const gigs = tour(count);
    const layout = posterLayout(count)!;
    const said = texts(tourPosterDrawing(content.site, gigs));
    for (const gig of gigs.slice(0, layout.shown)) expect(said).toContain(gig.town.toUpperCase());
    for (const gig of gigs.slice(layout.shown))
      expect(said).not.toContain(gigDateParts(gig.date).dayMonth.toUpperCase() + ' ' + gigDateParts(gig.date).year);
    if (layout.more) expect(said).toContain(`and ${count - layout.shown} more`);
    else expect(said).not.toMatch(/and \d+ more/);
    expect(said).toContain(content.site.url.replace(/^https?:\/\//, '').replace(/\/$/, ''));
    const pictures = await gigImages(content.site, gigs, { cacheDir });
    const poster = pictures.find((picture) => picture.name === 'gigs/tour-poster.png');
    expect(await sharp(poster!.data).metadata()).toMatchObject({ format: 'png', width: 1080, height: 1350 });
    expect(pictures).toHaveLength(count + 1);
  },
);

test('drawn again only when what it shows changed: the same gigs come from the cache, byte for byte', async () => {
  const gigs = tour(3);
  const dir = await mkdtemp(path.join(tmpdir(), 'gig-images-'));
  try {
    const first = await gigImages(content.site, gigs, { cacheDir: dir });
    expect(first.every((picture) => !picture.fromCache)).toBe(true);
    const again = await gigImages(content.site, gigs, { cacheDir: dir });
    expect(again.every((picture) => picture.fromCache)).toBe(true);
    expect(again.map((picture) => picture.data)).toEqual(first.map((picture) => picture.data));
    // One gig moves club: its card and the poster are drawn again, the other cards are not.
    const moved = gigs.map((gig, index) => (index === 1 ? { ...gig, club: `${gig.club} Annex` } : gig));
    const after = await gigImages(content.site, moved, { cacheDir: dir });
    expect(after.filter((picture) => !picture.fromCache).map((picture) => picture.name)).toEqual([
      `gigs/${gigs[1]!.id}/card.png`,
      'gigs/tour-poster.png',
    ]);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
