/** @jest-environment node */
// A track's recording beside it, and its timed lyrics (`[1:23]` before a
// sung line): the loader on the fixture catalogue, and a time read and
// written as the band writes it.
import fs from 'node:fs';
import path from 'node:path';
import { loadContent } from '../../src/content/content';
import { runFfmpeg } from '../../src/content/recordings';
import { formatTime, parseTimeMark } from '../../src/content/timedLyrics';
import { copyFixtureForEachTest, dir, edit, lineOf, onlyProblem, shown } from '../support/contentCopy';

copyFixtureForEachTest();

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
