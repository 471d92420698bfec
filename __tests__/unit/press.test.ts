/** @jest-environment node */
// The press kit and the English versions of the band's words, on the fixture
// catalogue: with none of them (the fixture as it is), with the smallest
// press kit the schema accepts, and with every optional part and every
// translation (__tests__/fixtures/press-full laid over it). Each mistake is
// reported with its file, line and field; the downloads are what the page
// says they are, and the same content makes the same zip.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import type { ContentProblem } from '../../src/content/check';
import { type Content, loadContent } from '../../src/content/content';
import type { PictureFile } from '../../src/content/pictures';
import { NO_PRESS_KIT, PRINT_LONG_SIDE, SHORT_BIO_WORDS } from '../../src/content/press';
import { untranslated } from '../../src/content/translations';
import { buildPressData } from '../../src/pages/press/data.build';
import { PRESS_FOLDER, pressFiles } from '../../src/pages/press/files.build';
import { withStubPictures } from '../support/fixtureSite';
import { contentError } from '../support/contentError';

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const FIXTURE = path.join(FIXTURES, 'content');
const FULL = path.join(FIXTURES, 'press-full');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'press-'));
  fs.cpSync(FIXTURE, dir, { recursive: true });
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
const write = (file: string, text: string) => fs.writeFileSync(path.join(dir, file), text);
const shown = (file: string) => path.relative(process.cwd(), path.join(dir, file)).split(path.sep).join('/');

/** The fixture with every optional part of the press kit and every translation it has. */
const withFullKit = () => fs.cpSync(FULL, dir, { recursive: true });

function edit(file: string, from: string, to: string) {
  expect(read(file)).toContain(from);
  write(file, read(file).replace(from, to));
}

const lineOf = (file: string, text: string) =>
  read(file)
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

const problems = async (): Promise<readonly ContentProblem[]> => (await contentError(dir)).problems;

describe('no press kit and no translations (the fixture as it is)', () => {
  test('loads, with an empty press kit; every Swedish text is listed as untranslated, no English track is', async () => {
    const { content } = await loadContent(dir);
    expect(content.press).toEqual(NO_PRESS_KIT);
    expect(content.band.descriptionEn).toBeUndefined();
    const missing = untranslated(content);
    expect(missing).toContain('band.en.md (the band’s story)');
    for (const member of content.band.members) expect(missing).toContain(`band.yaml: ${member.name}’s bioEn`);
    for (const release of content.releases) {
      for (const track of release.tracks) {
        expect(missing.some((line) => line.includes(`(${track.title})`))).toBe(track.language !== 'en');
      }
    }
  });

  test('the press page still has the featured release, the live video and the booking address', async () => {
    const content = withStubPictures((await loadContent(dir)).content);
    const data = buildPressData(content, { params: {}, now: Date.now() });
    const featured = content.releases.find((release) => release.slug === content.site.featured.release)!;
    expect(data.tracks.map((track) => track.title)).toEqual(featured.tracks.map((track) => track.title));
    expect(data.liveVideo.url).toContain(content.site.featured.youtubeVideo);
    expect(data.contacts).toEqual([expect.objectContaining({ email: content.site.bookingEmail })]);
    expect(data.shortBio).toBeNull();
    expect(data.rider).toBeNull();
  });
});

describe('the smallest press kit: the date and the two bios in Swedish', () => {
  beforeEach(() => {
    write('press.yaml', 'updated: 2026-01-31\n');
    fs.mkdirSync(path.join(dir, 'press'));
    write('press/short.md', 'Ett kort band.\n');
    write('press/long.md', 'Ett band.\n\nMed två stycken.\n');
  });

  test('loads; the bios have no English and are listed as untranslated', async () => {
    const { content } = await loadContent(dir);
    expect(content.press).toEqual({
      ...NO_PRESS_KIT,
      updated: '2026-01-31',
      shortBio: { sv: 'Ett kort band.' },
      longBio: { sv: 'Ett band.\n\nMed två stycken.' },
    });
    expect(untranslated(content)).toEqual(expect.arrayContaining(['press/short.en.md (the short bio)', 'press/long.en.md (the long bio)']));
  });

  test('a missing Swedish bio is a problem that names its file', async () => {
    fs.rmSync(path.join(dir, 'press', 'long.md'));
    const found = await problems();
    expect(found).toEqual([expect.objectContaining({ file: shown('press/long.md'), message: expect.stringContaining('the long bio') })]);
  });
});

describe('every optional part, and the translations', () => {
  beforeEach(withFullKit);

  test('loads every part as written; the English versions are there and no longer listed as missing', async () => {
    const { content } = await loadContent(dir);
    const { press, band, releases } = content;
    expect(press.shortBio?.en).toBe(read('press/short.en.md').trim());
    expect(press.longBio?.en?.split('\n\n')).toHaveLength(2);
    // A quote's language as written, else English.
    expect(press.quotes.map((quote) => [quote.source, quote.language])).toEqual([
      ['Ystads Allehanda', 'sv'],
      ['Ystad Weekly', 'en'],
    ]);
    expect(press.photos.map((photo) => photo.orientation)).toEqual(['landscape', 'portrait']);
    expect(press.rider?.inputs.map((input) => input.channel)).toEqual([1, 2, 3]);
    expect(press.contacts.map((contact) => contact.territory)).toEqual(['Sweden', 'Everywhere else']);
    expect(band.descriptionEn).toEqual([
      'Grusbandet is a made-up band from Ystad. It exists only in the tests.',
      'The second paragraph is short.',
    ]);
    const lampan = releases.flatMap((release) => release.tracks).find((track) => track.id === 'lampan')!;
    expect(lampan.translation?.title).toBe('The Lamp');
    expect(lampan.translation?.sections.map((section) => section.label)).toEqual(lampan.sections.map((section) => section.label));
    const missing = untranslated(content);
    expect(missing.some((line) => /band\.en\.md|press\/|lampan/.test(line))).toBe(false);
  });

  test('the page takes its tracks from the releases, by reference, with their listen links', async () => {
    const content = withStubPictures((await loadContent(dir)).content);
    const data = buildPressData(content, { params: {}, now: Date.now() });
    expect(data.tracks.map((track) => track.path)).toEqual(content.press.tracks.map((reference) => `/media/${reference}`));
    for (const track of data.tracks) {
      const release = content.releases.find((candidate) => candidate.title === track.release)!;
      expect(track.listen).toEqual(release.listen);
    }
    expect(data.riderText).toContain('Changeover: 10 minutes');
    // The page's stage plot is the kit's file's drawing, which names who stands where.
    expect(data.stagePlot).toContain('Åsa (Vocals, bass) 1 m from the left and 1 m from the front');
  });

  describe('each mistake names its file, line and field', () => {
    test('a short bio longer than the limit', async () => {
      write('press/short.en.md', `${'word '.repeat(SHORT_BIO_WORDS + 1)}\n`);
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ file: shown('press/short.en.md'), field: 'short bio (en)' });
      expect(problem!.message).toContain(`${SHORT_BIO_WORDS + 1} words`);
    });

    test('a track that is not one of the releases’, with the nearest suggested', async () => {
      edit('press.yaml', '- nattfjaril/lampan', '- nattfjaril/lampa');
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({
        file: shown('press.yaml'),
        line: lineOf('press.yaml', 'nattfjaril/lampa'),
        field: 'tracks',
        example: '- nattfjaril/lampan',
      });
    });

    test('a position off the stage', async () => {
      edit('press.yaml', '      x: 2\n', '      x: 7\n');
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ file: shown('press.yaml'), line: lineOf('press.yaml', 'x: 7'), field: 'rider.positions.x' });
      expect(problem!.message).toContain('off the stage');
    });

    test('two inputs on one channel, and an input at a position the stage does not have', async () => {
      edit('press.yaml', '    - channel: 3', '    - channel: 2');
      edit('press.yaml', '      position: Olle\n', '      position: Ole\n');
      const found = await problems();
      expect(found).toEqual([
        expect.objectContaining({ field: 'rider.inputs.position', line: lineOf('press.yaml', 'position: Ole'), example: 'position: Olle' }),
        expect.objectContaining({ field: 'rider.inputs.channel', message: expect.stringContaining('channel 2') }),
      ]);
    });

    test('an orientation the picture does not have', async () => {
      edit('press.yaml', 'orientation: portrait', 'orientation: landscape');
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ field: 'photos.orientation', example: 'orientation: portrait' });
    });

    test('a photo too small to print', async () => {
      await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ff4d1a' } })
        .jpeg()
        .toFile(path.join(dir, 'pictures', 'small.jpg'));
      edit('press.yaml', 'picture: pictures/group.svg', 'picture: pictures/small.jpg');
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ field: 'photos.picture', line: lineOf('press.yaml', 'small.jpg') });
      expect(problem!.message).toContain(`${PRINT_LONG_SIDE} px`);
    });

    test('a misspelt field, with the right one suggested', async () => {
      edit('press.yaml', '    caption: Åsa Grus', '    captoin: Åsa Grus');
      const [problem, ...rest] = await problems();
      expect(rest).toEqual([]);
      expect(problem).toMatchObject({ line: lineOf('press.yaml', 'captoin'), field: 'captoin' });
      expect(problem!.message).toContain('Did you mean `caption`?');
    });

    test('a translation of a track the release does not have, and of a track sung in English', async () => {
      write('releases/nattfjaril/03-ljuset.en.md', read('releases/nattfjaril/01-lampan.en.md'));
      write('releases/sol&regn/01-paper-boats.en.md', read('releases/nattfjaril/01-lampan.en.md'));
      const found = await problems();
      expect(found).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ file: shown('releases/nattfjaril/03-ljuset.en.md'), field: 'file name' }),
          expect.objectContaining({
            file: shown('releases/sol&regn/01-paper-boats.en.md'),
            message: expect.stringContaining('sung in English'),
          }),
        ]),
      );
      expect(found).toHaveLength(2);
    });
  });
});

describe('the downloads', () => {
  let content: Content<PictureFile>;
  beforeEach(async () => {
    withFullKit();
    content = (await loadContent(dir)).content;
  });

  test('every file the page lists is in press/ and in the zip; bios as text; the same content makes the same bytes', async () => {
    const { files, downloads } = await pressFiles(content);
    const listed = [...downloads.photos, ...downloads.logos, downloads.rider!, downloads.stagePlot!];
    for (const download of [...listed, downloads.zip]) {
      expect(download.name.startsWith(PRESS_FOLDER)).toBe(true);
      expect(files.find((file) => file.name === download.name)?.data.length).toBe(download.bytes);
    }
    const zipFile = files.find((file) => file.name === downloads.zip.name)!;
    const zipped = unzipSync(new Uint8Array(zipFile.data));
    const names = Object.keys(zipped).map((name) => name.split('/').at(-1));
    for (const download of listed) expect(names).toContain(download.name.split('/').at(-1));
    const bios = Object.entries(zipped).filter(([name]) => /bio-(short|long)-(sv|en)\.txt$/.test(name));
    expect(bios.map(([name]) => name.split('/').at(-1)).sort()).toEqual([
      'bio-long-en.txt',
      'bio-long-sv.txt',
      'bio-short-en.txt',
      'bio-short-sv.txt',
    ]);
    expect(
      Buffer.from(zipped[bios.find(([name]) => name.endsWith('bio-short-en.txt'))![0]]!)
        .toString('utf8')
        .trim(),
    ).toBe(content.press.shortBio!.en);

    const again = await pressFiles(content);
    expect(again.files.find((file) => file.name === downloads.zip.name)!.data.equals(zipFile.data)).toBe(true);
  });

  test('print photos are JPEGs at least the print size on the long side, the size the page says; logos are PNGs with transparency', async () => {
    const { files, downloads } = await pressFiles(content);
    const data = (name: string) => files.find((file) => file.name === name)!.data;
    for (const [index, photo] of downloads.photos.entries()) {
      const info = await sharp(data(photo.name)).metadata();
      expect(info.format).toBe('jpeg');
      expect([info.width, info.height]).toEqual([photo.width, photo.height]);
      expect(Math.max(photo.width, photo.height)).toBeGreaterThanOrEqual(PRINT_LONG_SIDE);
      expect(photo.width > photo.height ? 'landscape' : 'portrait').toBe(content.press.photos[index]!.orientation);
    }
    for (const logo of downloads.logos.filter((candidate) => candidate.type === 'image/png')) {
      const info = await sharp(data(logo.name)).metadata();
      expect(info.format).toBe('png');
      expect(info.hasAlpha).toBe(true);
      expect((await sharp(data(logo.name)).stats()).isOpaque).toBe(false);
    }
    expect(data(downloads.stagePlot!.name).toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });

  test('a draft (npm start) lists the same downloads, its photos smaller than print size and as the page says', async () => {
    const full = await pressFiles(content);
    const { files, downloads } = await pressFiles(content, { draft: true });
    expect(downloads.photos).toHaveLength(full.downloads.photos.length);
    expect(downloads.logos.map((logo) => logo.name)).toEqual(full.downloads.logos.map((logo) => logo.name));
    for (const photo of downloads.photos) {
      const info = await sharp(files.find((file) => file.name === photo.name)!.data).metadata();
      expect([info.width, info.height]).toEqual([photo.width, photo.height]);
      expect(Math.max(photo.width, photo.height)).toBeLessThan(PRINT_LONG_SIDE);
    }
  });

  test('without a rider, no rider or stage plot; the zip still holds the logos', async () => {
    const { rider, ...rest } = content.press;
    const { downloads } = await pressFiles({ ...content, press: { ...rest, rider: null } });
    expect(downloads.rider).toBeNull();
    expect(downloads.stagePlot).toBeNull();
    expect(downloads.logos).toHaveLength(3);
  });
});
