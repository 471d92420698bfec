// The band's own recordings, played on the built site: one player for the
// whole site, which keeps playing from page to page, moves on at the end of a
// track, tells the phone's lock screen what plays, works from the keyboard,
// says so when it cannot load offline, and a timed lyric sheet follows it.
// The release and the tracks come from the content the build was made from:
// the newest release with recordings, its first recorded track.
import type { Locator, Page } from '@playwright/test';
import type { SiteContent } from './fixtures';
import { appReady, CATALOGUE, expect, openRoute, pageHeading, releaseHash, test } from './fixtures';

type SiteRelease = SiteContent['releases'][number];
type SiteTrack = SiteRelease['tracks'][number];

/** The newest release with a recording (releases come newest first), and its recorded tracks in order. */
function newestPlayable(content: SiteContent): { release: SiteRelease; tracks: SiteTrack[] } | null {
  for (const release of content.releases) {
    const tracks = release.tracks.filter((track) => track.recording);
    if (tracks.length > 0) return { release, tracks };
  }
  return null;
}

/** A timed line of a track, after its first second, to seek to and wait for. */
function timedLines(track: SiteTrack): { text: string; time: number }[] {
  return track.sections.flatMap((section) =>
    section.lines.flatMap((text, index) => {
      const time = section.times?.[index];
      return time === null || time === undefined ? [] : [{ text, time }];
    }),
  );
}

const bar = (page: Page) => page.getByRole('region', { name: 'Music player' });
/** The bar holds this track: its position slider is named after it. */
const barHolds = (page: Page, track: SiteTrack) => bar(page).getByRole('slider', { name: `Position in ${track.title}`, exact: true });
const audioTime = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentTime ?? -1);
const audioSrc = (page: Page) => page.evaluate(() => document.querySelector('audio')?.currentSrc ?? '');

/** Marks the one <audio> element, so a later look can tell it is the same element, not a new one. */
const markAudio = (page: Page) =>
  page.evaluate(() => {
    const audios = document.querySelectorAll('audio');
    (audios[0] as HTMLAudioElement & { __first?: true }).__first = true;
    return audios.length;
  });
const sameAudio = (page: Page) =>
  page.evaluate(() => {
    const audios = document.querySelectorAll('audio');
    return audios.length === 1 && (audios[0] as HTMLAudioElement & { __first?: true }).__first === true;
  });

/** Waits until the audio's time has moved past `after`, and returns it. */
async function timeMovesOn(page: Page, after: number): Promise<number> {
  await expect.poll(() => audioTime(page), { message: 'the song plays on' }).toBeGreaterThan(after);
  return audioTime(page);
}

async function playFirst(page: Page, release: SiteRelease, track: SiteTrack) {
  await openRoute(page, releaseHash(release), release.title);
  await page.getByRole('button', { name: `Play ${track.title}`, exact: true }).click();
  await expect(barHolds(page, track)).toBeVisible();
  await timeMovesOn(page, 0.2);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Moves the song near its end through the bar's slider, as a fan dragging it would. */
async function nearTheEnd(slider: Locator, seconds: number) {
  await slider.fill(String(Math.max(0, Math.floor(seconds) - 2)));
}

test.describe('the player', () => {
  test(`plays the newest recorded release, and keeps playing through page changes, back and forward ${CATALOGUE}`, async ({
    page,
    content,
  }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    const { release, tracks } = playable;
    const [first] = tracks as [SiteTrack];
    test.setTimeout(60_000);
    await playFirst(page, release, first);
    expect(await markAudio(page), 'one <audio> element').toBe(1);
    const src = await audioSrc(page);
    let time = await audioTime(page);

    const stillPlaying = async (where: string) => {
      await test.step(`still the same song on ${where}`, async () => {
        time = await timeMovesOn(page, time);
        expect(await sameAudio(page), 'the same one <audio> element').toBe(true);
        expect(await audioSrc(page), 'the same recording').toBe(src);
        await expect(barHolds(page, first)).toBeVisible();
      });
    };

    await page.getByRole('banner').getByRole('link', { name: 'Band', exact: true }).click();
    await expect(pageHeading(page, 'Band')).toBeVisible();
    await stillPlaying('Band');

    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(pageHeading(page, 'Home')).toBeVisible();
    const allGigs = page.getByRole('link', { name: /^All \d+ (upcoming|past) gigs/ }).first();
    // The home page links to the gig list when it lists only some of the gigs; else its address, typed.
    if (await allGigs.count()) await allGigs.click();
    else await page.evaluate(() => (window.location.hash = '#/gigs'));
    await expect(pageHeading(page, 'Gigs')).toBeVisible();
    await stillPlaying('the gig list');

    await page.getByRole('banner').getByRole('link', { name: 'Media', exact: true }).click();
    await expect(pageHeading(page, 'Media')).toBeVisible();
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(escape(release.title)) })
      .first()
      .click();
    await expect(pageHeading(page, release.title)).toBeVisible();
    const lyrics = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: first.title, exact: true });
    await lyrics.click();
    await expect(lyrics).toHaveAttribute('aria-expanded', 'true');
    await stillPlaying('a lyric sheet');

    await page.goBack();
    await page.goBack();
    await stillPlaying('two pages back');
    await page.goForward();
    await stillPlaying('one page forward');
  });

  test(`moves on to the next track at the end of one, and rests after the last ${CATALOGUE}`, async ({ page, content }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    const { release, tracks } = playable;
    test.setTimeout(60_000);
    await playFirst(page, release, tracks[0]!);
    for (const [index, track] of tracks.entries()) {
      const next = tracks[index + 1];
      await nearTheEnd(bar(page).getByRole('slider'), track.recording!.duration);
      if (next) {
        await expect(barHolds(page, next)).toBeVisible({ timeout: 15_000 });
        await timeMovesOn(page, 0.2);
      } else {
        await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 15_000 });
        await expect(barHolds(page, track), 'it rests on the last track').toBeVisible();
      }
    }
  });

  test('tells the lock screen what plays, and its controls work', async ({ page, content }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    const { release, tracks } = playable;
    await playFirst(page, release, tracks[0]!);
    const metadata = await page.evaluate(() => {
      const { title, artist, album, artwork } = navigator.mediaSession.metadata ?? {};
      return { title, artist, album, artworks: artwork?.length ?? 0 };
    });
    expect(metadata).toEqual({ title: tracks[0]!.title, artist: content.site.name, album: release.title, artworks: expect.any(Number) });
    expect(metadata.artworks).toBeGreaterThan(0);
    expect(await page.evaluate(() => navigator.mediaSession.playbackState)).toBe('playing');
  });

  test('works with the keyboard alone', async ({ page, content }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    const { release, tracks } = playable;
    const [first] = tracks as [SiteTrack];
    await openRoute(page, releaseHash(release), release.title);
    const play = page.getByRole('button', { name: `Play ${first.title}`, exact: true });
    await tabUntilFocused(page, play);
    await page.keyboard.press('Enter');
    await expect(bar(page)).toBeVisible();
    await timeMovesOn(page, 0.2);

    // Into the bar: pause with Space, then move the song on with the slider's arrow keys.
    const pause = bar(page).getByRole('button', { name: 'Pause', exact: true });
    await tabUntilFocused(page, pause);
    await page.keyboard.press('Space');
    await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeFocused();
    await expect.poll(() => page.evaluate(() => document.querySelector('audio')?.paused)).toBe(true);
    const slider = bar(page).getByRole('slider');
    await tabUntilFocused(page, slider);
    const before = await audioTime(page);
    for (let press = 0; press < 5; press += 1) await page.keyboard.press('ArrowRight');
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(Math.floor(before) + 4);
    await expect(slider).toHaveAttribute('aria-valuetext', /second/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await timeMovesOn(page, before + 4);
  });

  test(`a timed lyric sheet marks the line being sung, and a line pressed moves the song there ${CATALOGUE}`, async ({ page, content }) => {
    const timed = content.releases.flatMap((release) =>
      release.tracks.filter((track) => track.recording && timedLines(track).length > 1).map((track) => ({ release, track })),
    )[0];
    if (!timed) return expectNoTimedLines(page, content);
    const { release, track } = timed;
    const lines = timedLines(track);
    await openRoute(page, releaseHash(release), release.title);
    await page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true }).click();
    await page.getByRole('button', { name: `Play ${track.title}`, exact: true }).click();
    await timeMovesOn(page, 0.2);

    // Each line marked as its time comes, by the audio's own clock: the song moved back to the first timed
    // line, then the marks are noted from the first line's on (a mark drawn for the time before the move
    // may reach the page just after it).
    const sheet = page.locator(`[id="lyrics-${track.id}"]`);
    // The next line in other words than the first: the marks tell lines apart by their words.
    const target = lines.find((line) => line.text !== lines[0]!.text) ?? lines[1]!;
    await page.evaluate(
      ({ seconds, first }) => {
        const audio = document.querySelector('audio')!;
        const marks: { text: string; at: number }[] = [];
        (window as unknown as { __marks: typeof marks }).__marks = marks;
        let moved = false;
        const note = () => {
          const text = document.querySelector('[aria-current="true"]')?.textContent ?? null;
          if (!moved || text === null || (marks.length === 0 && text !== first)) return;
          if (marks.at(-1)?.text !== text) marks.push({ text, at: audio.currentTime });
        };
        audio.addEventListener(
          'seeked',
          () => {
            moved = true;
            note();
          },
          { once: true },
        );
        new MutationObserver(note).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['aria-current'] });
        audio.currentTime = seconds;
      },
      { seconds: Math.max(0, lines[0]!.time + 0.05), first: lines[0]!.text },
    );
    const marksSoFar = () => page.evaluate(() => (window as unknown as { __marks: { text: string; at: number }[] }).__marks);
    await expect
      .poll(async () => (await marksSoFar()).some((mark) => mark.text === target.text), {
        timeout: (target.time - lines[0]!.time + 5) * 1000,
      })
      .toBe(true);
    const marks = await marksSoFar();
    expect(marks[0]?.text, 'the first timed line marked once the song moved there').toBe(lines[0]!.text);
    const marked = marks.find((mark) => mark.text === target.text);
    expect(marked, `"${target.text}" was marked`).toBeDefined();
    expect(marked!.at - target.time, 'marked within 0.3 s of its time').toBeLessThanOrEqual(0.3);
    expect(marked!.at - target.time, 'not before its time').toBeGreaterThanOrEqual(0);

    // A line pressed: the song moves there, and the line is the one marked.
    // A chorus sings its lines again: the last button with that line's words is the last timed line.
    const last = lines.at(-1)!;
    await sheet.getByRole('button', { name: last.text, exact: true }).last().click();
    await expect.poll(() => audioTime(page)).toBeGreaterThanOrEqual(last.time);
    expect(await audioTime(page)).toBeLessThan(last.time + 2);
    await expect(sheet.locator('[aria-current="true"]')).toHaveText(last.text);
  });

  test('a track that cannot load says it needs a connection, and the page goes on working', async ({ page, content, allowProblems }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    allowProblems(); // the recording's request fails, on purpose
    const { release, tracks } = playable;
    await openRoute(page, releaseHash(release), release.title);
    await appReady(page);
    // The signal goes as the fan presses play: the recording's request finds no network.
    const recordings = /\/audio\//;
    await page.route(recordings, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: `Play ${tracks[0]!.title}`, exact: true }).click();
    await expect(bar(page).getByRole('status')).toHaveText(/needs a connection/);
    await expect(bar(page).getByRole('button', { name: 'Play', exact: true })).toBeVisible();
    // The page it is on works on: its lyrics open. (offline.spec.ts tests the offline copy of the rest.)
    const lyrics = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: tracks[0]!.title, exact: true });
    await lyrics.click();
    await expect(lyrics).toHaveAttribute('aria-expanded', 'true');
    // The signal back, play tries again, and plays.
    await page.unroute(recordings);
    await bar(page).getByRole('button', { name: 'Play', exact: true }).click();
    await timeMovesOn(page, 0.2);
    await expect(bar(page).getByText(/needs a connection/)).toHaveCount(0);
  });

  test('at 375 px the bar covers none of the page', async ({ page, content }) => {
    const playable = newestPlayable(content);
    if (!playable) return expectNoPlayer(page, content);
    await page.setViewportSize({ width: 375, height: 667 });
    await playFirst(page, playable.release, playable.tracks[0]!);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole('contentinfo').boundingBox();
    const barBox = await bar(page).boundingBox();
    expect(footer && barBox).toBeTruthy();
    expect(footer!.y + footer!.height, "the page's end is above the bar").toBeLessThanOrEqual(barBox!.y + 1);
    expect(barBox!.y + barBox!.height, 'the bar is on screen').toBeLessThanOrEqual(667 + 1);
  });
});

/** A catalogue without recordings: no play button on a release's page, and no player. */
async function expectNoPlayer(page: Page, content: SiteContent) {
  const release = content.releases[0]!;
  await openRoute(page, releaseHash(release), release.title);
  await appReady(page);
  await expect(page.getByRole('button', { name: /^Play / })).toHaveCount(0);
  await expect(bar(page)).toHaveCount(0);
}

/** A catalogue without timed lyrics: an open lyric sheet marks no line, and its lines are text, not buttons. */
async function expectNoTimedLines(page: Page, content: SiteContent) {
  const release = content.releases[0]!;
  const track = release.tracks[0]!;
  await openRoute(page, releaseHash(release), release.title);
  await page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true }).click();
  const sheet = page.locator(`[id="lyrics-${track.id}"]`);
  await expect(sheet.getByText(track.sections[0]!.lines[0]!, { exact: true }).first()).toBeVisible();
  await expect(sheet.locator('[aria-current]')).toHaveCount(0);
  await expect(sheet.getByRole('button')).toHaveCount(0);
}

/** Presses Tab until `target` has focus (at most 60 presses). */
async function tabUntilFocused(page: Page, target: Locator) {
  for (let press = 0; press < 60; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}
