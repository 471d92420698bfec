/** @jest-environment node */
// The content loader on a small made-up catalogue (__tests__/fixtures/content):
// the valid catalogue loads, with its gigs anywhere, a file each, and every
// problem is reported at once. Each mistake's own report:
// contentProblems.test.ts; recordings and timed lyrics: timedLyrics.test.ts.
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../src/content/content';
import { contentError } from '../support/contentError';
import { copyFixtureForEachTest, dir, edit, gigWith, lineOf, onlyProblem, shown } from '../support/contentCopy';

copyFixtureForEachTest();

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
