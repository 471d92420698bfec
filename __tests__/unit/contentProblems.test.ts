/** @jest-environment node */
// Each mistake a band member can make in the content is reported with its
// file, line, field, what is wrong and the right form (the loader on the
// fixture catalogue, __tests__/fixtures/content, one mistake a test).
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { loadContent } from '../../src/content/content';
import { HERO_SHAPE } from '../../src/content/band';
import { SQUARE } from '../../src/content/pictures';
import { MIN_COVER_SIZE } from '../../src/content/releases';
import { contentError } from '../support/contentError';
import { copyFixtureForEachTest, dir, edit, gigWith, lineOf, onlyProblem, read, replaceCover, shown } from '../support/contentCopy';

copyFixtureForEachTest();

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
