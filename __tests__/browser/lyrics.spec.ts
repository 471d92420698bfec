// Release pages: the track list with one lyric sheet open at a time, the URL
// that mirrors the open track, and the scroll to the top when the page opens
// and when a track toggles. A short viewport leaves something to scroll.
// Every release and track of the project's content (or, for a catalogue of
// alike releases, a sample: releasesToTest), spread over a few tests.
import type { Locator, Page } from '@playwright/test';
import type { Release, Track } from '../../src/content/releases';
import { LANGUAGE_ATTRIBUTE } from '../../src/util/language';
import {
  CATALOGUE,
  expect,
  featuredRelease,
  longestRelease,
  openRoute,
  pageHeading,
  RELEASE_GROUPS,
  releaseGroup,
  releaseHash,
  type SiteContent,
  test,
  trackHash,
  transitionMs,
} from './fixtures';

/** Time allowed per track of a release the test opens and closes. */
const TRACK_TIMEOUT = 5_000;

/** Short enough that every release page scrolls, even with all lyrics closed. */
const SHORT = { width: 375, height: 480 };

const trackButton = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: title, exact: true });

async function panelOf(page: Page, button: Locator): Promise<Locator> {
  const id = await button.getAttribute('aria-controls');
  expect(id, 'track button has aria-controls').toBeTruthy();
  const panel = page.locator(`[id="${id}"]`);
  await expect(panel).toHaveCount(1);
  return panel;
}

const hash = (page: Page) => decodeURIComponent(new URL(page.url()).hash);
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the page so `target` is on screen but the page is not at the top; returns scrollY. */
async function scrollDownTo(target: Locator): Promise<number> {
  // In one round trip: to the bottom, then back up to `target` (centred) if that left it off screen.
  const y = await target.evaluate((element) => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    const { top, bottom } = element.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight) element.scrollIntoView({ block: 'center' });
    return window.scrollY;
  });
  expect(y, 'page must be scrolled down before the toggle for the scroll-to-top check').toBeGreaterThan(0);
  return y;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Polls for what a click changes a frame or two later (the URL, the scroll):
 * the default first wait, 100 ms, would mostly be idle. (page.url() asks the browser nothing.)
 */
const SOON = { intervals: [20] };

/** Each element's aria-expanded, in document order. */
const expandedStates = (toggles: Locator) =>
  toggles.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-expanded')));

test.describe('release pages at 375×480', () => {
  test.use({ viewport: SHORT });

  for (let group = 0; group < RELEASE_GROUPS; group += 1) {
    test(
      `release pages, group ${group + 1} of ${RELEASE_GROUPS}: none open, one at a time, URL follows, scrolls to top, lyrics only when open`,
      { tag: CATALOGUE },
      async ({ page, content, sampleReleases }) => {
        const releases = releaseGroup(content, sampleReleases, group);
        test.skip(releases.length === 0, 'the content has fewer releases than groups');
        test.setTimeout(releases.reduce((sum, release) => sum + 10_000 + TRACK_TIMEOUT * release.tracks.length, 0));
        for (const release of releases) {
          await test.step(releaseHash(release), () => checkRelease(page, release));
        }
      },
    );
  }
});

/** Section names as the lyric sheet shows them. */
const SECTION_NAMES: Record<Track['sections'][number]['label'], string> = {
  intro: 'Intro',
  verse: 'Verse',
  'pre-chorus': 'Pre-chorus',
  chorus: 'Chorus',
  bridge: 'Bridge',
  outro: 'Outro',
};

async function checkRelease(page: Page, release: Release<unknown>) {
  // Open the release from the Media page, scrolled down to its cover: the page starts at the top.
  await openRoute(page, '#/media', 'Media');
  const cover = page.getByRole('main').locator(`a[href="${releaseHash(release)}"]`);
  await scrollDownTo(cover);
  await cover.click();
  await expect(pageHeading(page, release.title)).toBeVisible();
  await expect.poll(() => scrollY(page), { message: 'a release page opens at the top' }).toBe(0);
  expect(hash(page)).toBe(releaseHash(release));

  const list = page.getByRole('list', { name: 'Tracks & lyrics' });
  await expect(list).toBeVisible();
  // The lyrics' toggles, all closed (a recorded track also has a play button, without aria-expanded).
  const buttons = list.getByRole('button', { expanded: false });
  await expect(buttons).toHaveCount(release.tracks.length);
  for (const [index, track] of release.tracks.entries()) {
    await expect(buttons.nth(index)).toHaveAccessibleName(track.title);
  }

  // The tracks' buttons (named as above, in track order) and their lyrics panels, each
  // checked for every track in one round trip.
  const titles = new RegExp(`^(${release.tracks.map((track) => escape(track.title)).join('|')})$`);
  const toggles = list.getByRole('button', { name: titles });
  const onlyOpen = (index: number) => release.tracks.map((_, other) => String(other === index));
  await expect.poll(() => expandedStates(toggles), { message: 'every track closed at first' }).toEqual(onlyOpen(-1));
  const ids = await toggles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-controls')));
  for (const [index, id] of ids.entries()) expect(id, `${release.tracks[index]!.title} button has aria-controls`).toBeTruthy();
  const selectors = ids.map((id) => `[id="${id}"]`);
  await expect
    .poll(() => page.evaluate((all) => all.map((selector) => document.querySelectorAll(selector).length), selectors), {
      message: 'one lyrics panel per track',
    })
    .toEqual(selectors.map(() => 1));
  const panels = selectors.map((selector) => page.locator(selector));
  const shownPanels = page.locator(selectors.join(', ')).filter({ visible: true });
  await expect(shownPanels, 'every track’s lyrics hidden at first').toHaveCount(0);

  const transition = await transitionMs(panels[0]!, 'grid-template-rows');
  expect(transition, 'lyrics transition from the spec').toBe(300);

  for (const [index, track] of release.tracks.entries()) {
    const button = trackButton(page, track.title);
    await scrollDownTo(button);
    await button.click();

    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => hash(page), SOON).toBe(trackHash(release, track.id));
    await expect.poll(() => scrollY(page), { ...SOON, message: `scrolled to the top after opening ${track.title}` }).toBe(0);
    await expect(pageHeading(page, release.title)).toBeVisible();

    const panel = panels[index]!;
    await expect(panel).toBeVisible();
    // A reader shown English (the browser's language first) gets the translation beside the words, each titled.
    const english = await page.evaluate((name) => document.documentElement.getAttribute(name) === 'en', LANGUAGE_ATTRIBUTE);
    const sheets = english && track.translation ? [track.sections, track.translation.sections] : [track.sections];
    await expect(panel.getByRole('heading')).toHaveText(sheets.flat().map((section) => SECTION_NAMES[section.label]));
    // Once the 0.3 s unfold is over, the whole sheet shows (nothing clipped). Its length is
    // checked above (transitionMs): here it is finished at once, straight to where it ends,
    // and so is the fold of the track that was open (the last close below waits out its own).
    const clipped = await list.evaluate((element, selector) => {
      for (const animation of element.getAnimations({ subtree: true })) animation.finish();
      const inner = document.querySelector(selector)!.firstElementChild as HTMLElement;
      return inner.scrollHeight - inner.clientHeight;
    }, selectors[index]!);
    expect(clipped, `px of ${track.title} lyrics cut off`).toBeLessThanOrEqual(0);

    // Exactly one open: every other track is closed, its lyrics hidden.
    await expect.poll(() => expandedStates(toggles), { message: `only ${track.title} open` }).toEqual(onlyOpen(index));
    await expect(shownPanels, `only ${track.title} lyrics shown`).toHaveCount(1);
    await expect(shownPanels).toHaveId(ids[index]!);
    await expect(list.locator('[aria-expanded="true"]')).toHaveCount(1);
  }

  // Pressing the open one closes it.
  const last = release.tracks.at(-1)!;
  const lastButton = trackButton(page, last.title);
  await scrollDownTo(lastButton);
  await lastButton.click();
  await expect(lastButton).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => hash(page), SOON).toBe(releaseHash(release));
  await expect.poll(() => scrollY(page), { ...SOON, message: 'scrolled to the top after closing' }).toBe(0);
  // In real time: once folded, the closed lyrics hide by themselves.
  await expect(shownPanels, 'no lyrics shown after closing').toHaveCount(0);
  await expect(list.locator('[aria-expanded="true"]')).toHaveCount(0);
}

/** Where two presses end is where they began, so nothing to wait for: a moment, then a few frames, for the page to draw what each asked. */
const settled = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(resolve)), 200)));

test('two quick presses of a track open it and close it again, as two slow ones do', async ({ page, content }) => {
  const release = featuredRelease(content);
  const track = release.tracks[0]!;
  await openRoute(page, releaseHash(release), release.title);
  const button = trackButton(page, track.title);
  await button.dblclick();
  await settled(page);
  expect(hash(page)).toBe(releaseHash(release));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await button.dblclick();
  await settled(page);
  expect(hash(page)).toBe(releaseHash(release));
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});

test('a shared track link opens that track only; another release then opens with nothing open', async ({ page, content }) => {
  const release = featuredRelease(content);
  const track = release.tracks.at(1) ?? release.tracks[0]!;
  await openRoute(page, trackHash(release, track.id), release.title);
  const button = trackButton(page, track.title);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const panel = await panelOf(page, button);
  await expect(panel).toBeVisible();
  await expect(panel).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).locator('[aria-expanded="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle(`${content.site.name} | ${release.title}`);

  const other = otherRelease(content, release);
  await page.goto(`./${releaseHash(other)}`);
  await expect(pageHeading(page, other.title)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { expanded: true })).toHaveCount(0);
});

/** A release other than `release`, if the content has one. */
const otherRelease = (content: SiteContent, release: Release<unknown>) =>
  content.releases.find((candidate) => candidate.slug !== release.slug) ?? release;

test('the longest release: a deep link to its last track scrolls that track into view', { tag: CATALOGUE }, async ({ page, content }) => {
  await page.setViewportSize(SHORT);
  const release = longestRelease(content);
  const track = release.tracks.at(-1)!;
  await openRoute(page, trackHash(release, track.id), release.title);
  const button = trackButton(page, track.title);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(button).toBeInViewport();
  await expect(await panelOf(page, button)).toBeInViewport();
});
