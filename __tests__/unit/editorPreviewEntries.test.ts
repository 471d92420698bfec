// The editor's previews read an entry as the form holds it (src/admin/entries.ts),
// without the build's loader: on the band's own tracks they must read what the
// loader reads, and a gig's words (price, age limit, status) as the build does.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { gigOf, sectionsOf, tracksOf, type TrackFile } from '../../src/admin/entries';
import { loadContent } from '../../src/content/content';

const CONTENT = path.resolve('content');

/** A track file as the editor's form holds it: its front matter's fields, and its text as `body`. */
function asTheFormHoldsIt(file: string): TrackFile {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(readFileSync(file, 'utf8')) ?? [];
  return { path: path.relative(path.dirname(CONTENT), file), data: { ...(parse(frontMatter) as object), body } };
}

const withoutTimes = (sections: readonly { label: string; lines: readonly string[] }[]) =>
  sections.map(({ label, lines }) => ({ label, lines }));

test("the band's tracks read as the build reads them: numbers, titles, sections, lines and translations", async () => {
  const { content } = await loadContent(CONTENT);
  expect(content.releases.length).toBeGreaterThan(0);
  for (const release of content.releases) {
    const folder = path.join(CONTENT, 'releases', release.slug);
    const files = readdirSync(folder)
      .filter((name) => name.endsWith('.md'))
      .map((name) => asTheFormHoldsIt(path.join(folder, name)));
    const previewed = tracksOf(files);
    expect(previewed.map(({ id, number, title }) => ({ id, number, title }))).toEqual(
      release.tracks.map(({ id, number, title }) => ({ id, number, title })),
    );
    for (const [index, track] of release.tracks.entries()) {
      expect(withoutTimes(previewed[index]!.sections)).toEqual(withoutTimes(track.sections));
      expect(previewed[index]!.translation?.title).toBe(track.translation?.title);
      expect(withoutTimes(previewed[index]!.translation?.sections ?? [])).toEqual(withoutTimes(track.translation?.sections ?? []));
    }
  }
});

test("a timed line shows without its time, and a heading's label as written", () => {
  expect(sectionsOf('## Chorus\n[0:31] Sista turen, sista gång\n[1:02.50]   Hem\n\n## verse\n')).toEqual([
    { label: 'chorus', lines: ['Sista turen, sista gång', 'Hem'] },
  ]);
});

test("a gig's words read as the gig list says them", () => {
  const gig = gigOf({
    date: '2026-05-25',
    event: 'Punk im Park',
    club: 'Zum Goldenen Ring',
    town: 'Leipzig',
    country: 'Germany',
    timeZone: 'Europe/Berlin',
    bands: ['Kantstött', ' Halkrisk '],
    time: '20:30',
    price: '150 sek',
    ageLimit: 18,
    status: 'Sold out',
  });
  expect(gig).toMatchObject({
    date: '2026-05-25',
    eventName: 'Punk im Park',
    club: 'Zum Goldenen Ring',
    bands: ['Kantstött', 'Halkrisk'],
    time: '20:30',
    price: { amount: 150, currency: 'SEK' },
    ageLimit: 18,
    status: 'sold out',
  });
  // As booked: no status; free, for every age; a field left empty is left out.
  const booked = gigOf({ date: '2026-06-01', club: 'Kuben', status: 'scheduled', price: 'free', ageLimit: 'All ages', doors: '' });
  expect(booked).toMatchObject({ price: { amount: 0 }, ageLimit: 'all ages' });
  expect(booked).not.toHaveProperty('status');
  expect(booked).not.toHaveProperty('doors');
});
