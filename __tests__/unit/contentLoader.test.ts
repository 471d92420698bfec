/** @jest-environment node */
// The content loader on a small made-up catalogue (__tests__/fixtures/content):
// the valid catalogue loads, and each mistake a band member can make is
// reported with its file, line, field, what is wrong and the right form.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { ContentProblem } from '../../src/content/check';
import { loadContent } from '../../src/content/content';
import { HERO_SHAPE } from '../../src/content/band';
import { SQUARE } from '../../src/content/pictures';
import { runFfmpeg } from '../../src/content/recordings';
import { MIN_COVER_SIZE } from '../../src/content/releases';
import { formatTime, parseTimeMark } from '../../src/content/timedLyrics';
import { contentError } from '../support/contentError';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'content');

/** A fresh copy of the fixture for each test to break. */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-'));
  fs.cpSync(FIXTURE, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A file of the copy as problems name it: relative to where the tests run. */
const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join('/');

const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');

/** The first gig's file (`gigs/….yaml`, by name, oldest first) that holds `text`. */
function gigWith(text: string): string {
  const file = fs
    .readdirSync(path.join(dir, 'gigs'))
    .sort()
    .find((name) => read(`gigs/${name}`).includes(text));
  expect({ text, found: file !== undefined }).toEqual({ text, found: true });
  return `gigs/${file}`;
}

function edit(file: string, from: string, to: string) {
  const text = read(file);
  expect(text).toContain(from);
  fs.writeFileSync(path.join(dir, file), text.replace(from, to));
}

/** The 1-based line of `file` on which `text` first appears. */
function lineOf(file: string, text: string): number {
  const line =
    read(file)
      .split('\n')
      .findIndex((candidate) => candidate.includes(text)) + 1;
  expect(line).toBeGreaterThan(0);
  return line;
}

/** The one problem the mistake causes, also checked to appear in the error's message. */
async function onlyProblem(): Promise<ContentProblem> {
  const error = await contentError(dir);
  expect(error.problems).toHaveLength(1);
  const [problem] = error.problems as [ContentProblem];
  expect(error.message).toContain(`${problem.file}${problem.line === undefined ? '' : `:${problem.line}`} — ${problem.message}`);
  if (problem.example) expect(error.message).toContain(`Right form:   ${problem.example.split('\n')[0]}`);
  return problem;
}

/** A raster cover of the given size, in place of the fixture's SVG cover. */
async function replaceCover(release: string, width: number, height: number) {
  fs.rmSync(path.join(dir, 'releases', release, 'cover.svg'));
  await sharp({ create: { width, height, channels: 3, background: '#ff4d1a' } })
    .jpeg()
    .toFile(path.join(dir, 'releases', release, 'cover.jpg'));
}

describe('a valid catalogue', () => {
  test('loads into the site, the band, the gigs (oldest first) and the releases (newest first)', async () => {
    const { content, warnings, files } = await loadContent(dir);
    expect(warnings).toEqual([]);

    expect(content.site.name).toBe('Grusbandet');
    expect(content.site.social).toEqual([
      { platform: 'Instagram', url: 'https://www.instagram.com/grusbandet/' },
      { platform: 'YouTube', url: 'https://www.youtube.com/@grusbandet' },
    ]);
    expect(content.site.featured.release).toBe('sol&regn');

    expect(content.band.description).toEqual([
      'Grusbandet är ett påhittat band från Ystad. Det finns bara i testerna.',
      'Andra stycket är kort.',
    ]);
    expect(content.band.hero).toEqual({
      path: path.join(dir, 'pictures', 'hero.svg'),
      file: shown('pictures/hero.svg'),
      alt: 'A gravel road under a black sky',
      width: 16,
      height: 10,
      crop: null,
    });
    expect(content.band.members.map((member) => [member.id, member.roles, member.portrait.alt])).toEqual([
      ['asa-grus', ['Vocals', 'Bass'], 'Åsa Grus with a bass'],
      ['olle-sten', ['Guitar', 'Drums'], 'Olle Sten with a guitar'],
    ]);

    expect(content.gigs.map((gig) => [gig.id, gig.eventName])).toEqual([
      ['2021-11-20-kallaren', 'Höstfesten'],
      ['2022-04-09-klubb-grus', ''],
      ['2023-06-03-klub-sterk', 'Letní noc'],
      ['2090-03-17-klubb-grus', 'Vårgrus'],
      ['2090-05-06-klub-sterk', ''],
      ['2090-06-10-o-baren-kallaren-langst-ner', ''],
      ['2090-07-14-parkscenen', 'Sommargrus'],
      ['2090-09-22-klub-kaminek', ''],
      ['2090-10-07-grustaget', ''],
    ]);

    // Newest first; one year's releases by title.
    expect(content.releases.map((release) => [release.slug, release.year, release.title])).toEqual([
      ['nattfjaril', 2023, 'Nattfjäril'],
      ['gruset', 2021, 'Gruset'],
      ['sol&regn', 2021, 'Sol & Regn'],
    ]);
    const [nattfjaril, , solOchRegn] = content.releases;
    expect(nattfjaril!.cover).toMatchObject({
      file: shown('releases/nattfjaril/cover.svg'),
      alt: 'Cover of Nattfjäril: a moth on a lamp',
      crop: null,
    });
    expect(nattfjaril!.tracks).toEqual([
      {
        id: 'lampan',
        number: 1,
        title: 'Lampan',
        language: 'sv',
        sections: [
          { label: 'verse', lines: ['Lampan lyser i hallen', 'Ingen har släckt den än'] },
          { label: 'chorus', lines: ['Lampan, lampan'] },
        ],
      },
      {
        id: 'morkret',
        number: 2,
        title: 'Mörkret',
        language: 'sv',
        sections: [
          { label: 'intro', lines: ['Ett, två'] },
          { label: 'verse', lines: ['Mörkret kommer tidigt'] },
        ],
      },
    ]);
    expect(solOchRegn!.tracks.map((track) => [track.id, track.language])).toEqual([['paper-boats', 'en']]);
    // A recording beside its track (01-gruset.mp3), with the length the encoder read: three seconds.
    expect(content.releases[1]!.tracks[0]!.recording).toEqual({
      path: path.join(dir, 'releases/gruset/01-gruset.mp3'),
      file: shown('releases/gruset/01-gruset.mp3'),
      duration: expect.closeTo(3, 1),
    });
    // Listen links in the services' order, whatever order the file names them in; none where none are named.
    expect(nattfjaril!.listen).toEqual([
      { service: 'Spotify', url: 'https://open.spotify.com/album/0aBcDeFgHiJkLmNoPqRsTu' },
      { service: 'Bandcamp', url: 'https://halkrisk.bandcamp.com/album/nattfjaril' },
      { service: 'Deezer', url: 'https://www.deezer.com/album/123456' },
    ]);
    expect(solOchRegn!.listen).toEqual([]);

    // Every file the content is made of, for watch mode.
    expect(files).toEqual(
      expect.arrayContaining(
        [
          'site.yaml',
          'band.yaml',
          'band.md',
          'gigs/2021-11-20-malmo.yaml',
          'pictures/singer.svg',
          'releases/sol&regn/01-paper-boats.md',
          'releases/gruset/cover.svg',
          'releases/gruset/01-gruset.mp3',
        ].map((file) => path.join(dir, file)),
      ),
    );
  });
});

describe('a gig’s optional details', () => {
  test('times are read in the town’s time zone, prices as an amount and a currency, statuses as written', async () => {
    const { content } = await loadContent(dir);
    const gig = (id: string) => content.gigs.find((candidate) => candidate.id === id);
    expect(gig('2090-03-17-klubb-grus')).toEqual({
      id: '2090-03-17-klubb-grus',
      date: '2090-03-17',
      eventName: 'Vårgrus',
      club: 'Klubb Grus',
      town: 'Ystad',
      country: 'Sweden',
      countryCode: 'SE',
      timeZone: 'Europe/Stockholm',
      bands: ['Grusbandet', 'Stenarna', 'Kamínky'],
      time: '20:00',
      // Stockholm keeps winter time in mid-March, summer time in July.
      startsAt: '2090-03-17T20:00:00+01:00',
      doors: '19:00',
      tickets: 'https://tickets.example.org/vargrus',
      price: { amount: 150, currency: 'SEK' },
      ageLimit: 18,
    });
    expect(gig('2090-07-14-parkscenen')).toMatchObject({ startsAt: '2090-07-14T21:00:00+02:00', status: 'sold out', ageLimit: 16 });
    expect(gig('2090-05-06-klub-sterk')).toMatchObject({
      startsAt: '2090-05-06T19:30:00+02:00',
      price: { amount: 200, currency: 'CZK' },
      status: 'cancelled',
    });
    // Free is nothing, in the country's own currency.
    expect(gig('2090-06-10-o-baren-kallaren-langst-ner')).toMatchObject({
      price: { amount: 0, currency: 'SEK' },
      ageLimit: 'all ages',
      status: 'postponed',
    });
    expect(gig('2090-06-10-o-baren-kallaren-langst-ner')).not.toHaveProperty('startsAt');
    expect(gig('2090-09-22-klub-kaminek')).toMatchObject({ status: 'rescheduled', rescheduledFrom: '2090-09-15' });
    // A gig the band said nothing more of is what it always was: no status, no details.
    expect(Object.keys(gig('2090-10-07-grustaget')!).sort()).toEqual([
      'bands',
      'club',
      'country',
      'countryCode',
      'date',
      'eventName',
      'id',
      'timeZone',
      'town',
    ]);
  });

  test('written loosely: a one-digit hour, a price in lowercase, an age with its plus, a status in capitals', async () => {
    edit(gigWith('time: 21:00'), 'time: 21:00', 'time: 9:05');
    edit(gigWith('doors: 20:00'), 'doors: 20:00', 'doors: 8:30');
    edit(gigWith('price: 120 SEK'), 'price: 120 SEK', 'price: 99,50 eur');
    edit(gigWith('ageLimit: 16'), 'ageLimit: 16', 'ageLimit: 16+');
    edit(gigWith('status: sold out'), 'status: sold out', 'status: Sold Out');
    const { content } = await loadContent(dir);
    expect(content.gigs.find((gig) => gig.id === '2090-07-14-parkscenen')).toMatchObject({
      time: '09:05',
      doors: '08:30',
      startsAt: '2090-07-14T09:05:00+02:00',
      price: { amount: 99.5, currency: 'EUR' },
      ageLimit: 16,
      status: 'sold out',
    });
  });
});

describe('gigs anywhere', () => {
  /** The fixture's gigs, and these, a file each. */
  function addGigs(...entries: string[]) {
    for (const text of entries) fs.writeFileSync(path.join(dir, 'gigs', `${/date: (\S+)/.exec(text)![1]}-added.yaml`), text);
  }
  const entry = (date: string, club: string, town: string, more: string) =>
    `date: ${date}\nclub: ${club}\ntown: ${town}\nbands: [Grusbandet]\ntime: "20:00"\n${more}\n`;

  test('a country by its English name or its ISO code; its one time zone, or the one the gig names', async () => {
    addGigs(
      entry('2091-03-14', 'Zum Schrottplatz', 'Berlin', 'country: Germany\nprice: 12 EUR'),
      entry('2091-03-15', 'Rampa Ost', 'Leipzig', 'country: DE\nprice: free'),
      entry('2091-03-16', 'Betongen', 'Oslo', 'country: Norway\nprice: 200 NOK'),
      entry('2091-03-17', 'The Kerb', 'Leeds', 'country: UK\nprice: 8 GBP'),
      entry('2091-03-18', 'Pizzeria Grind', 'Chicago', 'country: USA\ntimeZone: America/Chicago\nprice: free'),
      entry('2091-03-19', 'Half Pipe Hall', 'Montréal', 'country: Canada\ntimeZone: America/Toronto'),
      entry('2091-03-20', 'Shelter', 'Tokyo', 'country: Japan\nprice: 2500 JPY'),
      entry('2091-03-21', 'Klub Kotel', 'Brno', 'country: Czechia'),
    );
    const { content } = await loadContent(dir);
    const gig = (club: string) => content.gigs.find((candidate) => candidate.club === club);
    expect(gig('Zum Schrottplatz')).toMatchObject({
      country: 'Germany',
      countryCode: 'DE',
      timeZone: 'Europe/Berlin',
      startsAt: '2091-03-14T20:00:00+01:00',
      price: { amount: 12, currency: 'EUR' },
    });
    // A code is shown as the country's name; a free gig costs nothing in the country's currency.
    expect(gig('Rampa Ost')).toMatchObject({ country: 'Germany', countryCode: 'DE', price: { amount: 0, currency: 'EUR' } });
    expect(gig('Betongen')).toMatchObject({
      country: 'Norway',
      countryCode: 'NO',
      timeZone: 'Europe/Oslo',
      price: { amount: 200, currency: 'NOK' },
    });
    expect(gig('The Kerb')).toMatchObject({
      country: 'United Kingdom',
      countryCode: 'GB',
      timeZone: 'Europe/London',
      startsAt: '2091-03-17T20:00:00+00:00',
    });
    expect(gig('Pizzeria Grind')).toMatchObject({
      countryCode: 'US',
      timeZone: 'America/Chicago',
      startsAt: '2091-03-18T20:00:00-05:00',
      price: { amount: 0, currency: 'USD' },
    });
    expect(gig('Half Pipe Hall')).toMatchObject({ country: 'Canada', timeZone: 'America/Toronto', startsAt: '2091-03-19T20:00:00-04:00' });
    expect(gig('Shelter')).toMatchObject({
      country: 'Japan',
      countryCode: 'JP',
      timeZone: 'Asia/Tokyo',
      startsAt: '2091-03-20T20:00:00+09:00',
    });
    expect(gig('Klub Kotel')).toMatchObject({ country: 'Czechia', countryCode: 'CZ', timeZone: 'Europe/Prague' });
  });

  test('a country it does not know: the nearest names, English or Swedish, as suggestions', async () => {
    edit(gigWith('country: Czech Republic'), 'country: Czech Republic', 'country: Tjeckien');
    const problem = await onlyProblem();
    expect(problem).toMatchObject({
      file: shown(gigWith('country: Tjeckien')),
      line: lineOf(gigWith('country: Tjeckien'), 'country: Tjeckien'),
      field: 'country',
      example: 'country: Germany',
    });
    expect(problem.message).toMatch(
      /^gig on 2023-06-03, field `country`: `Tjeckien` is not a country we know: .* Did you mean Czech Republic, /,
    );
    edit(gigWith('country: Tjeckien'), 'country: Tjeckien', 'country: Germny');
    expect((await onlyProblem()).message).toContain('Did you mean Germany,');
  });

  test('a country with more than one time: the gig must name its zone, a real one of that country', async () => {
    addGigs(entry('2091-04-01', 'Pizzeria Grind', 'Chicago', 'country: United States'));
    const missing = await onlyProblem();
    expect(missing).toMatchObject({
      file: shown(gigWith('date: 2091-04-01')),
      line: lineOf(gigWith('date: 2091-04-01'), 'date: 2091-04-01'),
      field: 'timeZone',
      example: 'timeZone: America/Toronto',
    });
    expect(missing.message).toMatch(
      /^gig on 2091-04-01, field `timeZone`: United States keeps more than one time: add the time zone of Chicago, one of America\//,
    );

    edit(gigWith('country: United States'), 'country: United States', 'country: United States\ntimeZone: America/Chicgo');
    const misspelt = await onlyProblem();
    expect(misspelt).toMatchObject({ line: lineOf(gigWith('timeZone: America/Chicgo'), 'timeZone: America/Chicgo'), field: 'timeZone' });
    expect(misspelt.message).toContain('`America/Chicgo` is not a time zone of United States');

    edit(gigWith('timeZone: America/Chicgo'), 'timeZone: America/Chicgo', 'timeZone: Europe/Berlin');
    expect((await onlyProblem()).message).toContain('`Europe/Berlin` is not a time zone of United States');
  });
});

describe('a gig a file', () => {
  test('no gigs folder: no gigs, and nothing wrong', async () => {
    fs.rmSync(path.join(dir, 'gigs'), { recursive: true });
    expect((await loadContent(dir)).content.gigs).toEqual([]);
  });

  test('one gig written twice, in two files: the second names the first', async () => {
    const first = gigWith('date: 2022-04-09');
    fs.copyFileSync(path.join(dir, first), path.join(dir, 'gigs', 'copy-of-a-gig.yaml'));
    expect(await onlyProblem()).toEqual({
      file: shown('gigs/copy-of-a-gig.yaml'),
      line: lineOf('gigs/copy-of-a-gig.yaml', 'club:'),
      field: 'club',
      message: `gig on 2022-04-09: the gig in ${shown(first)} is also on 2022-04-09 at Klubb Grus. Delete one, or correct its date or club.`,
    });
  });

  test('a leftover gigs.yaml stops the build, and names the command that moves it', async () => {
    fs.writeFileSync(path.join(dir, 'gigs.yaml'), '- date: 2024-05-25\n  club: Klubb Kuben\n');
    const problem = await onlyProblem();
    expect(problem).toMatchObject({ file: shown('gigs.yaml') });
    const command = /`npm run ([\w:-]+)`/.exec(problem.message)?.[1];
    const { scripts } = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(scripts[command ?? '']).toMatch(/split-gigs/);
  });

  test('anything but a gig’s YAML file in the folder is named, with a right name', async () => {
    fs.writeFileSync(path.join(dir, 'gigs', 'notes.txt'), 'ring Kuben\n');
    expect(await onlyProblem()).toMatchObject({
      file: shown('gigs/notes.txt'),
      field: 'file name',
      example: expect.stringMatching(/^.*gigs\/\d{4}-\d\d-\d\d-[a-z-]+\.yaml$/),
    });
  });
});

describe('each mistake is reported with its file, line, field, what is wrong and the right form', () => {
  test('a missing field', async () => {
    const line = lineOf(gigWith('date: 2021-11-20'), 'date: 2021-11-20');
    edit(gigWith('town: Malmö\n'), 'town: Malmö\n', '');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('date: 2021-11-20')),
      line,
      field: 'town',
      message: 'gig on 2021-11-20, field `town` is missing.',
      example: 'town: Borås',
    });
  });

  test('a misspelt field name, with the nearest field suggested', async () => {
    edit(gigWith('club: Klubb Grus'), 'club: Klubb Grus', 'clubb: Klubb Grus');
    const error = await contentError(dir);
    expect(error.problems).toEqual([
      {
        file: shown(gigWith('clubb')),
        line: lineOf(gigWith('clubb'), 'clubb'),
        field: 'clubb',
        message: 'gig on 2022-04-09, field `clubb`: `clubb` is not a field of a gig. Did you mean `club`?',
        example: 'club: Klubb Kuben',
      },
    ]);
    expect(error.message).toBe(
      [
        'Content problems (1):',
        '',
        `${shown(gigWith('clubb'))}:${lineOf(gigWith('clubb'), 'clubb')} — gig on 2022-04-09, field \`clubb\`: \`clubb\` is not a field of a gig. Did you mean \`club\`?`,
        '  Right form:   club: Klubb Kuben',
      ].join('\n'),
    );
  });

  test('an impossible date', async () => {
    edit(gigWith('date: 2022-04-09'), 'date: 2022-04-09', 'date: 2025-02-30');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('2025-02-30')),
      line: lineOf(gigWith('2025-02-30'), '2025-02-30'),
      field: 'date',
      message: 'gig on 2025-02-30, field `date`: 2025-02-30 is not a day in the calendar.',
      example: 'date: 2024-05-25',
    });
  });

  test('a start time that is not a time of day', async () => {
    edit(gigWith('time: 20:00\ndoors: 19:00'), 'time: 20:00\ndoors: 19:00', 'time: 8 pm\ndoors: 19:00');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('time: 8 pm')),
      line: lineOf(gigWith('time: 8 pm'), 'time: 8 pm'),
      field: 'time',
      message: 'gig on 2090-03-17, field `time`: `8 pm` is not a time: write it on a 24-hour clock as HH:MM, like 20:00.',
      example: 'time: 20:00',
    });
  });

  test('a start time the town’s clocks skip, the night summer time starts', async () => {
    edit(gigWith('date: 2021-11-20'), 'date: 2021-11-20', 'date: 2024-03-31');
    edit(gigWith('time: 19:00\nprice: 100 SEK'), 'time: 19:00\nprice: 100 SEK', 'time: 02:30\nprice: 100 SEK');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('time: 02:30')),
      line: lineOf(gigWith('time: 02:30'), 'time: 02:30'),
      field: 'time',
      message:
        'gig on 2024-03-31, field `time`: 02:30 is not a time in Malmö on 2024-03-31: that night the clocks go forward from 02:00 to 03:00. Write a time the clocks show: before 02:00, or from 03:00 on.',
      example: 'time: 20:00',
    });
  });

  test('doors that open after the gig starts', async () => {
    edit(gigWith('doors: 19:00'), 'doors: 19:00', 'doors: 21:00');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('doors: 21:00')),
      line: lineOf(gigWith('doors: 21:00'), 'doors: 21:00'),
      field: 'doors',
      message:
        'gig on 2090-03-17, field `doors`: the doors open at 21:00, after the gig starts at 20:00: the doors open first (for a gig that starts after midnight, the evening before, at most 6 hours before).',
      example: 'doors: 19:00',
    });
  });

  test('doors the evening before a gig that starts after midnight are no problem; seven hours before, they are', async () => {
    edit(gigWith('time: 20:00\ndoors: 19:00'), 'time: 20:00\ndoors: 19:00', 'time: 00:30\ndoors: 23:30');
    const { content } = await loadContent(dir);
    expect(content.gigs.find((gig) => gig.date === '2090-03-17')).toMatchObject({
      time: '00:30',
      doors: '23:30',
      startsAt: expect.stringMatching(/^2090-03-17T00:30:00/),
    });
    edit(gigWith('doors: 23:30'), 'doors: 23:30', 'doors: 17:30');
    expect(await onlyProblem()).toMatchObject({ line: lineOf(gigWith('doors: 17:30'), 'doors: 17:30'), field: 'doors' });
  });

  test('a doors time of 25 o’clock', async () => {
    edit(gigWith('doors: 19:00'), 'doors: 19:00', 'doors: 25:00');
    expect(await onlyProblem()).toMatchObject({
      line: lineOf(gigWith('doors: 25:00'), 'doors: 25:00'),
      field: 'doors',
      message: 'gig on 2090-03-17, field `doors`: `25:00` is not a time: write it on a 24-hour clock as HH:MM, like 20:00.',
      example: 'doors: 19:00',
    });
  });

  test('a ticket link that is not https', async () => {
    edit(
      gigWith('tickets: https://tickets.example.org/vargrus'),
      'tickets: https://tickets.example.org/vargrus',
      'tickets: http://tickets.example.org/vargrus',
    );
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('http://tickets')),
      line: lineOf(gigWith('http://tickets'), 'http://tickets'),
      field: 'tickets',
      message: 'gig on 2090-03-17, field `tickets`: write a whole web address that starts with https://',
      example: 'tickets: https://tickets.example.com/varpunk-kuben',
    });
  });

  test('a price without a currency code, and one with a code no currency has', async () => {
    edit(gigWith('price: 150 SEK'), 'price: 150 SEK', 'price: 150 kr');
    edit(gigWith('price: 200 CZK'), 'price: 200 CZK', 'price: 200 KZC');
    const error = await contentError(dir);
    expect(error.problems).toEqual([
      {
        file: shown(gigWith('price: 150 kr')),
        line: lineOf(gigWith('price: 150 kr'), 'price: 150 kr'),
        field: 'price',
        message:
          "gig on 2090-03-17, field `price`: `150 kr` is not a price: write the amount, then the currency's three-letter code (SEK, CZK, EUR …), or write free.",
        example: 'price: 150 SEK',
      },
      expect.objectContaining({
        line: lineOf(gigWith('price: 200 KZC'), 'price: 200 KZC'),
        field: 'price',
        message: expect.stringContaining('`200 KZC` is not a price'),
      }),
    ]);
  });

  test('an age limit in words', async () => {
    edit(gigWith('ageLimit: 18'), 'ageLimit: 18', 'ageLimit: eighteen');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('ageLimit: eighteen')),
      line: lineOf(gigWith('ageLimit: eighteen'), 'ageLimit: eighteen'),
      field: 'ageLimit',
      message:
        'gig on 2090-03-17, field `ageLimit`: `eighteen` is not an age limit: write the youngest age let in, like 18, or write all ages.',
      example: 'ageLimit: 18',
    });
  });

  test('a status the site does not know', async () => {
    edit(gigWith('status: cancelled'), 'status: cancelled', 'status: called off');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('status: called off')),
      line: lineOf(gigWith('status: called off'), 'status: called off'),
      field: 'status',
      message: 'gig on 2090-05-06, field `status`: `called off` is not one of: scheduled, cancelled, postponed, rescheduled, sold out.',
      example: 'status: cancelled',
    });
  });

  test('an earlier date on a gig that is not rescheduled', async () => {
    edit(gigWith('status: rescheduled\n'), 'status: rescheduled\n', '');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('rescheduledFrom:')),
      line: lineOf(gigWith('rescheduledFrom:'), 'rescheduledFrom:'),
      field: 'rescheduledFrom',
      message:
        'gig on 2090-09-22, field `rescheduledFrom`: only a rescheduled gig has an earlier date: add `status: rescheduled`, or delete this line.',
      example: 'rescheduledFrom: 2026-02-21',
    });
  });

  test('an earlier date that is not in the calendar', async () => {
    edit(gigWith('rescheduledFrom: 2090-09-15'), 'rescheduledFrom: 2090-09-15', 'rescheduledFrom: 2090-09-31');
    expect(await onlyProblem()).toEqual({
      file: shown(gigWith('rescheduledFrom:')),
      line: lineOf(gigWith('rescheduledFrom:'), 'rescheduledFrom:'),
      field: 'rescheduledFrom',
      message: 'gig on 2090-09-22, field `rescheduledFrom`: 2090-09-31 is not a day in the calendar.',
      example: 'rescheduledFrom: 2026-02-21',
    });
  });

  test('the same track address twice in a release', async () => {
    fs.writeFileSync(
      path.join(dir, 'releases/nattfjaril/03-lampan.md'),
      read('releases/nattfjaril/01-lampan.md').replace('number: 1', 'number: 3'),
    );
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/03-lampan.md'),
      field: 'file name',
      message: expect.stringContaining('01-lampan.md has the same address'),
      example: '03-lampan-2.md',
    });
  });

  test('the same track title twice in a release', async () => {
    const text = read('releases/nattfjaril/01-lampan.md');
    const title = /title: (.+)/.exec(text)![1]!;
    fs.writeFileSync(path.join(dir, 'releases/nattfjaril/03-lampan-igen.md'), text.replace('number: 1', 'number: 3'));
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/03-lampan-igen.md'),
      field: 'title',
      message: `track 3's title \`${title}\` is track 1's too. Give each track a title of its own.`,
      example: `title: ${title} (Reprise)`,
    });
  });

  test('a release without a cover', async () => {
    fs.rmSync(path.join(dir, 'releases/gruset/cover.svg'));
    expect(await onlyProblem()).toEqual({
      file: shown('releases/gruset'),
      field: 'cover',
      message: expect.stringContaining('the release has no cover'),
      example: expect.stringContaining(`${shown('releases/gruset')}/cover.jpg`),
    });
  });

  test('a cover release.yaml names that is not in the folder', async () => {
    edit('releases/gruset/release.yaml', 'coverAlt:', 'cover: front.jpg\ncoverAlt:');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/gruset/release.yaml'),
      field: 'cover',
      message: expect.stringContaining('has no picture front.jpg'),
      example: 'cover: cover.svg',
    });
  });

  test("a track whose front matter's number is not its file's: the file to rename, to what, or the number back", async () => {
    edit('releases/nattfjaril/02-morkret.md', 'number: 2', 'number: 3');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/02-morkret.md'),
      line: lineOf('releases/nattfjaril/02-morkret.md', 'number:'),
      field: 'number',
      message:
        "field `number`: the front matter says track 3, the file's name (02-morkret.md) track 2. The editor does not rename a file: rename it 03-morkret.md, and any file beside it named 02-morkret.* (its translation, its recording) to match, or change the number back.",
      example: '03-morkret.md  (the file renamed, for track 3)\nnumber: 2  (the number changed back, for track 2)',
    });
  });

  test("a translation whose number is not its track's takes its track's back", async () => {
    const translation = 'releases/nattfjaril/01-lampan.en.md';
    fs.writeFileSync(path.join(dir, translation), '---\ntitle: The lamp\nnumber: 2\n---\n\n## verse\nThe lamp is lit in the hall\n');
    expect(await onlyProblem()).toEqual({
      file: shown(translation),
      line: 3,
      field: 'number',
      message:
        "field `number`: the front matter says track 2, the file's name (01-lampan.en.md) track 1. A translation takes its track's number: change it back, or renumber the track (01-lampan.md) and rename both files.",
      example: 'number: 1',
    });
  });

  test.each([
    ['a track', 'releases/nattfjaril/02-morkret.md', 2],
    ['a translation', 'releases/nattfjaril/01-lampan.en.md', 1],
  ])("%s without its number: the line to add, with the number its file's name gives", async (_, file, number) => {
    if (!fs.existsSync(path.join(dir, file))) {
      fs.writeFileSync(path.join(dir, file), `---\ntitle: The lamp\nnumber: ${number}\n---\n\n## verse\nThe lamp is lit in the hall\n`);
    }
    edit(file, `number: ${number}\n`, '');
    expect(await onlyProblem()).toEqual({
      file: shown(file),
      line: lineOf(file, 'title:'),
      field: 'number',
      message: `field \`number\` is missing: the file's name makes this track ${number}. Write it below the title.`,
      example: `number: ${number}`,
    });
  });

  test('a misspelt number is told as a misspelling, once', async () => {
    edit('releases/nattfjaril/02-morkret.md', 'number: 2', 'nummer: 2');
    expect(await onlyProblem()).toMatchObject({
      field: 'nummer',
      message: 'field `nummer`: `nummer` is not a field of a track. Did you mean `number`?',
    });
  });

  test('a track without its number and with another slip: both are told', async () => {
    edit('releases/nattfjaril/01-lampan.md', 'number: 1\n', 'langauge: sv\n');
    const { problems } = await contentError(dir);
    expect(problems.map((problem) => [problem.field, problem.example])).toEqual([
      ['number', 'number: 1'],
      ['langauge', 'language: en'],
    ]);
  });

  test('a photo cover too small to stay sharp names the minimum size', async () => {
    await replaceCover('gruset', 600, 600);
    expect(await onlyProblem()).toEqual({
      file: shown('releases/gruset/cover.jpg'),
      field: 'cover',
      message: expect.stringMatching(new RegExp(`600×600 px.*at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px`)),
      example: expect.stringContaining(`at least ${MIN_COVER_SIZE}×${MIN_COVER_SIZE} px`),
    });
  });

  test('a cover that is not square is a warning: it will be cropped to its centre', async () => {
    await replaceCover('gruset', MIN_COVER_SIZE + 200, MIN_COVER_SIZE);
    const { content, warnings } = await loadContent(dir);
    expect(warnings).toEqual([
      {
        file: shown('releases/gruset/cover.jpg'),
        message: expect.stringMatching(/not square: it will be cropped to its centre/),
      },
    ]);
    const gruset = content.releases.find((release) => release.slug === 'gruset');
    expect(gruset?.cover).toMatchObject({ width: MIN_COVER_SIZE + 200, height: MIN_COVER_SIZE, crop: SQUARE });
  });

  test('release.yaml may name its cover: a picture of the folder, the others left unused with a warning', async () => {
    const folder = path.join(dir, 'releases', 'gruset');
    fs.copyFileSync(path.join(folder, 'cover.svg'), path.join(folder, 'gravel-front.svg'));
    edit('releases/gruset/release.yaml', 'coverAlt:', 'cover: gravel-front.svg\ncoverAlt:');
    const { content, warnings } = await loadContent(dir);
    expect(content.releases.find((release) => release.slug === 'gruset')?.cover.file).toBe(shown('releases/gruset/gravel-front.svg'));
    expect(warnings).toEqual([{ file: shown('releases/gruset/cover.svg'), message: expect.stringMatching(/not the release's cover/) }]);
  });

  test('a track file may have its number unpadded, as the editor names a new track', async () => {
    fs.renameSync(path.join(dir, 'releases/nattfjaril/02-morkret.md'), path.join(dir, 'releases/nattfjaril/2-morkret.md'));
    const { content } = await loadContent(dir);
    const tracks = content.releases.find((release) => release.slug === 'nattfjaril')!.tracks;
    expect(tracks.map((track) => [track.number, track.id])).toEqual([
      [1, 'lampan'],
      [2, 'morkret'],
    ]);
  });

  test('a hero photo of another shape than the home page’s is a warning: it will be cropped to its centre', async () => {
    await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#777' } })
      .jpeg()
      .toFile(path.join(dir, 'pictures', 'hero.jpg'));
    edit('band.yaml', 'picture: pictures/hero.svg', 'picture: pictures/hero.jpg');
    const { content, warnings } = await loadContent(dir);
    expect(warnings).toEqual([
      {
        file: shown('pictures/hero.jpg'),
        message: `field \`hero.picture\`: the picture is 1500×2000 px, not ${HERO_SHAPE.width}:${HERO_SHAPE.height} as the page shows it: it will be cropped to its centre. Crop it yourself to choose what shows.`,
      },
    ]);
    expect(content.band.hero).toMatchObject({ width: 1500, height: 2000, crop: HERO_SHAPE });
  });

  test('a section label the site does not know', async () => {
    edit('releases/nattfjaril/01-lampan.md', '## chorus', '## hook');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/01-lampan.md'),
      line: lineOf('releases/nattfjaril/01-lampan.md', '## hook'),
      field: 'section',
      message: 'section `hook`: not a section label. Use one of: intro, verse, pre-chorus, chorus, bridge, outro.',
      example: '## chorus',
    });
  });

  test('an empty lyric: a section without lines', async () => {
    edit('releases/nattfjaril/01-lampan.md', '## chorus\nLampan, lampan\n', '## chorus\n');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/01-lampan.md'),
      line: lineOf('releases/nattfjaril/01-lampan.md', '## chorus'),
      field: 'section',
      message: expect.stringContaining('section `chorus` is an empty lyric'),
      example: expect.stringMatching(/^## chorus\n./),
    });
  });

  test('an empty lyric: a track without sections', async () => {
    fs.writeFileSync(path.join(dir, 'releases/gruset/01-gruset.md'), '---\ntitle: Gruset\nnumber: 1\n---\n\n');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/gruset/01-gruset.md'),
      line: 5,
      field: 'lyrics',
      message: expect.stringContaining('the track is an empty lyric'),
      example: expect.stringMatching(/^## chorus\n./),
    });
  });

  test('a year that is not a number', async () => {
    edit('releases/nattfjaril/release.yaml', 'year: 2023', 'year: tjugotjugotre');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/release.yaml'),
      line: lineOf('releases/nattfjaril/release.yaml', 'year:'),
      field: 'year',
      message: 'field `year`: must be a whole number, like 2022, not `tjugotjugotre`.',
      example: 'year: 2022',
    });
  });

  test('a listen link on another site than its service', async () => {
    edit(
      'releases/nattfjaril/release.yaml',
      'deezer: https://www.deezer.com/album/123456',
      'deezer: https://open.spotify.com/album/123456',
    );
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/release.yaml'),
      line: lineOf('releases/nattfjaril/release.yaml', 'deezer:'),
      field: 'listen.deezer',
      message: 'field `listen.deezer`: this is not a Deezer address: it should be on deezer.com.',
      example: expect.stringMatching(/^deezer: https:\/\/www\.deezer\.com\//),
    });
  });

  test('a listen link that is not a whole https address, or a service the site does not know', async () => {
    edit('releases/nattfjaril/release.yaml', 'spotify: https://open.spotify.com/', 'spotify: open.spotify.com/');
    edit('releases/nattfjaril/release.yaml', 'bandcamp:', 'soundcloud:');
    const { problems } = await contentError(dir);
    expect(problems).toEqual([
      expect.objectContaining({
        line: lineOf('releases/nattfjaril/release.yaml', 'spotify:'),
        field: 'listen.spotify',
        message: 'field `listen.spotify`: write a whole web address that starts with https://',
      }),
      expect.objectContaining({
        line: lineOf('releases/nattfjaril/release.yaml', 'soundcloud:'),
        field: 'listen.soundcloud',
        message: expect.stringContaining('`soundcloud` is not a field'),
      }),
    ]);
  });

  test('a release folder without release.yaml', async () => {
    fs.rmSync(path.join(dir, 'releases/gruset/release.yaml'));
    expect(await onlyProblem()).toEqual({
      file: shown('releases/gruset/release.yaml'),
      field: 'release.yaml',
      message: expect.stringContaining('the release folder `gruset` has no release.yaml'),
      example: expect.stringMatching(/^title: .*\nyear: \d{4}\ncoverAlt: /),
    });
  });

  test('a YAML syntax error, on its line', async () => {
    // Unquoted text with ": " in it reads as a field inside a field.
    edit(
      'releases/nattfjaril/release.yaml',
      'coverAlt: "Cover of Nattfjäril: a moth on a lamp"',
      'coverAlt: Cover of Nattfjäril: a moth on a lamp',
    );
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/release.yaml'),
      line: lineOf('releases/nattfjaril/release.yaml', 'coverAlt:'),
      field: 'coverAlt',
      message: expect.stringContaining('this line is not valid YAML'),
      example: 'coverAlt: "Cover of Nattfjäril: a moth on a lamp"',
    });
  });

  test('a YAML syntax error in a track’s front matter is counted from the top of the file', async () => {
    edit('releases/nattfjaril/02-morkret.md', 'title: Mörkret', 'title: Mörkret: del två');
    expect(await onlyProblem()).toMatchObject({
      file: shown('releases/nattfjaril/02-morkret.md'),
      line: lineOf('releases/nattfjaril/02-morkret.md', 'title:'),
      field: 'title',
      example: 'title: "Mörkret: del två"',
    });
  });

  test('a picture named in band.yaml that does not exist', async () => {
    edit('band.yaml', 'portrait: pictures/drummer.svg', 'portrait: pictures/drumer.svg');
    expect(await onlyProblem()).toEqual({
      file: shown('band.yaml'),
      line: lineOf('band.yaml', 'pictures/drumer.svg'),
      field: 'portrait',
      message: `member Olle Sten, field \`portrait\`: there is no file ${shown('pictures/drumer.svg')}. Did you mean \`pictures/drummer.svg\`?`,
      example: 'portrait: pictures/drummer.svg',
    });
  });
});

test('every problem is reported at once', async () => {
  edit(gigWith('date: 2022-04-09'), 'date: 2022-04-09', 'date: 2025-02-30');
  fs.rmSync(path.join(dir, 'releases/gruset/cover.svg'));
  const error = await contentError(dir);
  expect(error.problems.map((problem) => [problem.file, problem.field])).toEqual([
    [shown(gigWith('date: 2025-02-30')), 'date'],
    [shown('releases/gruset'), 'cover'],
  ]);
  expect(error.message).toMatch(/^Content problems \(2\):\n\n/);
});

test('the home page EP must be one of the release folders', async () => {
  edit('site.yaml', 'release: sol&regn', 'release: sol-regn');
  expect(await onlyProblem()).toEqual({
    file: shown('site.yaml'),
    line: lineOf('site.yaml', 'release: sol-regn'),
    field: 'featured.release',
    message: expect.stringContaining('there is no release folder `sol-regn`'),
    example: 'release: sol&regn',
  });
});

describe('recordings and timed lyrics', () => {
  /** The length of the recordings the tests make: long enough to time a few lines in. */
  const SECONDS = 6;

  /** A short recording beside a track, made by the encoder the build uses (a tone, a few kilobytes). */
  async function addRecording(file: string) {
    await runFfmpeg(['-y', '-f', 'lavfi', '-i', `sine=frequency=220:duration=${SECONDS}`, '-ac', '1', '-ar', '8000', path.join(dir, file)]);
  }

  const LAMPAN = 'releases/nattfjaril/01-lampan.md';

  test('a time before a line is read into the times beside the lines, and the recording gives its length', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'Lampan lyser i hallen', '[0:01] Lampan lyser i hallen');
    edit(LAMPAN, 'Lampan, lampan', '[0:04.25] Lampan, lampan');
    const { content, files } = await loadContent(dir);
    const [lampan, morkret] = content.releases.find((release) => release.slug === 'nattfjaril')!.tracks;
    expect(lampan!.recording).toEqual({
      path: path.join(dir, 'releases/nattfjaril/01-lampan.wav'),
      file: shown('releases/nattfjaril/01-lampan.wav'),
      duration: SECONDS,
    });
    expect(lampan!.sections).toEqual([
      { label: 'verse', lines: ['Lampan lyser i hallen', 'Ingen har släckt den än'], times: [1, null] },
      { label: 'chorus', lines: ['Lampan, lampan'], times: [4.25] },
    ]);
    // A track with no times has none, and one with no recording has no recording.
    expect(morkret!.sections.every((section) => section.times === undefined)).toBe(true);
    expect(morkret).not.toHaveProperty('recording');
    // Watch mode rebuilds when the recording changes.
    expect(files).toContain(path.join(dir, 'releases/nattfjaril/01-lampan.wav'));
  });

  test('a recording with no track of its name', async () => {
    await addRecording('releases/nattfjaril/03-lampa.wav');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/03-lampa.wav'),
      field: 'recording',
      message:
        "`03-lampa.wav` is a recording of a track this release does not have: name it after its track's file, with .wav in place of .md.",
      example: '01-lampan.wav',
    });
  });

  test('two recordings of one track', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    fs.copyFileSync(path.join(dir, 'releases/nattfjaril/01-lampan.wav'), path.join(dir, 'releases/nattfjaril/01-lampan.flac'));
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/01-lampan.wav'),
      field: 'recording',
      message: 'track file 01-lampan.md has two recordings, 01-lampan.flac and 01-lampan.wav: keep one.',
      example: '01-lampan.flac',
    });
  });

  test('a recording the encoder cannot read stops the build, naming the file', async () => {
    fs.writeFileSync(path.join(dir, 'releases/nattfjaril/01-lampan.mp3'), 'not a recording at all');
    expect(await onlyProblem()).toEqual({
      file: shown('releases/nattfjaril/01-lampan.mp3'),
      field: 'recording',
      message: expect.stringMatching(/^the encoder cannot read this recording \(.+\)\. Save it again as FLAC, WAV, MP3, M4A\.$/),
      example: '01-lampan.flac',
    });
  });

  test('a time not written as minutes:seconds', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'Ingen har släckt', '[0:3] Ingen har släckt');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: lineOf(LAMPAN, '[0:3]'),
      field: 'time',
      message: expect.stringContaining('`[0:3]` is not a time'),
      example: '[1:23] Ingen har släckt den än',
    });
  });

  test('a time with no words after it', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'Ingen har släckt den än', '[0:03]');
    expect(await onlyProblem()).toMatchObject({
      line: lineOf(LAMPAN, '[0:03]'),
      field: 'time',
      message: expect.stringContaining('marks no words'),
    });
  });

  test('times that go backwards through the track', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'Lampan lyser i hallen', '[0:03] Lampan lyser i hallen');
    edit(LAMPAN, 'Ingen har släckt', '[0:02.50] Ingen har släckt');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: lineOf(LAMPAN, '[0:02.50]'),
      field: 'time',
      message: `\`[0:02.50]\` comes before \`[0:03]\` on line ${lineOf(LAMPAN, '[0:03]')}: a line's time must not go backwards through the track.`,
      example: '[0:03] …',
    });
  });

  test('a time past the end of the recording', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'Lampan, lampan', '[0:07] Lampan, lampan');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: lineOf(LAMPAN, '[0:07]'),
      field: 'time',
      message: '`[0:07]` is past the end of the recording, which is 0:06 long (01-lampan.wav).',
      example: '[0:06] …',
    });
  });

  test('times on a track with no recording', async () => {
    edit(LAMPAN, 'Ingen har släckt', '[0:02] Ingen har släckt');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: lineOf(LAMPAN, '[0:02]'),
      field: 'time',
      message:
        '`[0:02]`: the track has no recording for its times to follow. Put its recording beside it (01-lampan.mp3), or delete the times.',
      example: '01-lampan.mp3',
    });
  });

  test('times in a translation', async () => {
    await addRecording('releases/nattfjaril/01-lampan.wav');
    const translation = 'releases/nattfjaril/01-lampan.en.md';
    fs.writeFileSync(path.join(dir, translation), '---\ntitle: The lamp\nnumber: 1\n---\n\n## verse\n[0:01] The lamp is lit in the hall\n');
    expect(await onlyProblem()).toEqual({
      file: shown(translation),
      line: 7,
      field: 'time',
      message: expect.stringContaining('a translation takes no times'),
      example: undefined,
    });
  });

  test('the track’s front matter may name its recording, as the editor uploads one; a recording nothing plays is a warning', async () => {
    await addRecording('releases/nattfjaril/lampan-master.wav');
    await addRecording('releases/nattfjaril/lampan-demo.wav');
    edit(LAMPAN, 'title:', 'recording: lampan-master.wav\ntitle:');
    const { content, warnings } = await loadContent(dir);
    const [lampan] = content.releases.find((release) => release.slug === 'nattfjaril')!.tracks;
    expect(lampan!.recording).toMatchObject({ file: shown('releases/nattfjaril/lampan-master.wav'), duration: SECONDS });
    expect(lampan).not.toHaveProperty('recording', 'lampan-master.wav');
    expect(warnings).toEqual([
      {
        file: shown('releases/nattfjaril/lampan-demo.wav'),
        message: "`lampan-demo.wav` is no track's recording, and nothing plays it: delete it.",
      },
    ]);
  });

  test('a recording the front matter names that is not in the folder', async () => {
    edit(LAMPAN, 'title:', 'recording: lampan-master.wav\ntitle:');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: 2,
      field: 'recording',
      message: "field `recording`: the release's folder has no recording lampan-master.wav. Put it there, or name the recording that is.",
      example: 'recording: 01-lampan.flac',
    });
  });

  test('a recording the front matter names, and another named as the track’s file', async () => {
    await addRecording('releases/nattfjaril/lampan-master.wav');
    await addRecording('releases/nattfjaril/01-lampan.wav');
    edit(LAMPAN, 'title:', 'recording: lampan-master.wav\ntitle:');
    expect(await onlyProblem()).toEqual({
      file: shown(LAMPAN),
      line: 2,
      field: 'recording',
      message:
        "field `recording`: the track has two recordings, lampan-master.wav (named here) and 01-lampan.wav (named as the track's file): keep one.",
      example: 'recording: lampan-master.wav',
    });
  });

  test('any other file in a release folder is still a mistake', async () => {
    fs.writeFileSync(path.join(dir, 'releases/nattfjaril/01-lampan.ogg'), '');
    expect(await onlyProblem()).toMatchObject({
      file: shown('releases/nattfjaril/01-lampan.ogg'),
      field: 'file name',
      message: expect.stringContaining('(.flac, .wav, .mp3, .m4a)'),
    });
  });
});

describe('a lyric line’s time', () => {
  test.each([
    ['[1:23] Vi kör natt', { time: 83, text: 'Vi kör natt' }],
    ['[1:23.45] Vi kör natt', { time: 83.45, text: 'Vi kör natt' }],
    ['[0:05.5]Tätt', { time: 5.5, text: 'Tätt' }],
    ['[12:00] Sist', { time: 720, text: 'Sist' }],
  ])('%s is read', (line, mark) => {
    expect(parseTimeMark(line)).toEqual(mark);
  });

  test.each(['Vi kör natt', '[Refräng] Vi kör natt', '(1:23) Vi kör natt'])('%s has no time', (line) => {
    expect(parseTimeMark(line)).toBeNull();
  });

  test.each([
    ['[1:7] Vi kör natt', '[1:7]'],
    ['[1:75] Vi kör natt', '[1:75]'],
    ['[1.23] Vi kör natt', '[1.23]'],
    ['[1:23 Vi kör natt', '[1:23 Vi kör natt'],
    ['[1:23.4567] Vi kör natt', '[1:23.4567]'],
  ])('%s is a slip in a time', (line, malformed) => {
    expect(parseTimeMark(line)).toEqual({ malformed });
  });

  test('is written back as the band writes it', () => {
    expect([83, 83.45, 5.5, 0, 720, 59.999].map(formatTime)).toEqual(['1:23', '1:23.45', '0:05.50', '0:00', '12:00', '1:00']);
  });
});
