// Release pages: the track list with one lyric sheet open at a time, the URL
// that mirrors the open track, and the scroll to the top when the page opens
// and when a track toggles. A short viewport leaves something to scroll.
import type { Locator, Page } from '@playwright/test';
import { expect, openRoute, test, transitionMs } from './fixtures';

const RELEASES = [
  {
    slug: 'birds',
    title: "Birds don't sing / Fritt fall",
    tracks: [
      { id: 'birds-dont-sing', title: "Birds don't sing" },
      { id: 'fritt-fall', title: 'Fritt fall' },
    ],
  },
  {
    slug: 'varm&kall',
    title: 'VARM & KALL EP',
    tracks: [
      { id: 'fyra-vaggar', title: 'Fyra Väggar' },
      { id: 'mareld', title: 'Mareld' },
      { id: 'repeat', title: 'Repeat' },
      { id: 'ur-dimman', title: 'Ur Dimman' },
      { id: 'alla-mot-alla', title: 'Alla Mot Alla' },
    ],
  },
  { slug: 'kniv', title: 'Kniv (Live Recording Session)', tracks: [{ id: 'kniv', title: 'Kniv' }] },
  {
    slug: 'spring',
    title: 'Spring/Två Cent',
    tracks: [
      { id: 'spring', title: 'Spring' },
      { id: 'tva-cent', title: 'Två Cent' },
    ],
  },
] as const;

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

const hash = (page: Page) => new URL(page.url()).hash;
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls the page so `target` is on screen but the page is not at the top; returns scrollY. */
async function scrollDownTo(page: Page, target: Locator): Promise<number> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await target.scrollIntoViewIfNeeded();
  const y = await scrollY(page);
  expect(y, 'page must be scrolled down before the toggle for the scroll-to-top check').toBeGreaterThan(0);
  return y;
}

test.describe('release pages at 375×480', () => {
  test.use({ viewport: SHORT });

  for (const release of RELEASES) {
    test(`${release.slug}: none open, one at a time, URL follows, scrolls to top, lyrics only when open`, async ({
      page,
    }) => {
      // Open the release from the Media page, scrolled down to its cover: the page starts at the top.
      await openRoute(page, '#/media', 'Media');
      const cover = page.getByRole('main').getByRole('link').filter({ hasText: release.title });
      await scrollDownTo(page, cover);
      await cover.click();
      await expect(page.getByRole('heading', { level: 1, name: release.title, exact: true })).toBeVisible();
      await expect.poll(() => scrollY(page), { message: 'a release page opens at the top' }).toBe(0);
      expect(hash(page)).toBe(`#/media/${release.slug}`);

      const list = page.getByRole('list', { name: 'Tracks & lyrics' });
      await expect(list).toBeVisible();
      const buttons = list.getByRole('button');
      await expect(buttons).toHaveCount(release.tracks.length);
      for (const [index, track] of release.tracks.entries()) {
        await expect(buttons.nth(index)).toHaveAccessibleName(track.title);
      }

      const panels: Locator[] = [];
      for (const track of release.tracks) {
        const button = trackButton(page, track.title);
        await expect(button, `${track.title} closed at first`).toHaveAttribute('aria-expanded', 'false');
        const panel = await panelOf(page, button);
        await expect(panel, `${track.title} lyrics hidden at first`).toBeHidden();
        panels.push(panel);
      }

      const transition = await transitionMs(panels[0]!, 'grid-template-rows');
      expect(transition, 'lyrics transition from the spec').toBe(300);

      for (const [index, track] of release.tracks.entries()) {
        const button = trackButton(page, track.title);
        await scrollDownTo(page, button);
        await button.click();

        await expect(button).toHaveAttribute('aria-expanded', 'true');
        await expect.poll(() => hash(page)).toBe(`#/media/${release.slug}/${track.id}`);
        await expect.poll(() => scrollY(page), { message: `scrolled to the top after opening ${track.title}` }).toBe(0);
        await expect(page.getByRole('heading', { level: 1, name: release.title, exact: true })).toBeVisible();

        const panel = panels[index]!;
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('heading', { name: 'Verse', exact: true }).first()).toBeVisible();
        await expect(panel.getByRole('heading', { name: 'Chorus', exact: true }).first()).toBeVisible();
        // Once the 0.3 s unfold is over, the whole sheet shows (nothing clipped).
        await panel.evaluate((element) =>
          Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
        );
        const clipped = await panel.evaluate((element) => {
          const inner = element.firstElementChild as HTMLElement;
          return inner.scrollHeight - inner.clientHeight;
        });
        expect(clipped, `px of ${track.title} lyrics cut off`).toBeLessThanOrEqual(0);

        // Exactly one open: every other track is closed, its lyrics hidden.
        for (const [otherIndex, other] of release.tracks.entries()) {
          if (otherIndex === index) continue;
          await expect(trackButton(page, other.title)).toHaveAttribute('aria-expanded', 'false');
          await expect(panels[otherIndex]!).toBeHidden();
        }
        await expect(list.locator('[aria-expanded="true"]')).toHaveCount(1);
      }

      // Pressing the open one closes it.
      const last = release.tracks.at(-1)!;
      const lastButton = trackButton(page, last.title);
      await scrollDownTo(page, lastButton);
      await lastButton.click();
      await expect(lastButton).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(() => hash(page)).toBe(`#/media/${release.slug}`);
      await expect.poll(() => scrollY(page), { message: 'scrolled to the top after closing' }).toBe(0);
      for (const panel of panels) await expect(panel).toBeHidden();
      await expect(list.locator('[aria-expanded="true"]')).toHaveCount(0);
    });
  }
});

test('a shared track link (#/media/varm&kall/mareld) opens that track only', async ({ page }) => {
  await openRoute(page, '#/media/varm&kall/mareld', 'VARM & KALL EP');
  const mareld = trackButton(page, 'Mareld');
  await expect(mareld).toHaveAttribute('aria-expanded', 'true');
  const panel = await panelOf(page, mareld);
  await expect(panel).toBeVisible();
  await expect(panel).toBeInViewport();
  await expect(page.getByRole('list', { name: 'Tracks & lyrics' }).locator('[aria-expanded="true"]')).toHaveCount(1);
  await expect(page).toHaveTitle('Kantstött | VARM & KALL EP');

  // Another release opens with nothing open.
  await page.goto('./#/media/kniv');
  await expect(page.getByRole('heading', { level: 1, name: 'Kniv (Live Recording Session)' })).toBeVisible();
  await expect(trackButton(page, 'Kniv')).toHaveAttribute('aria-expanded', 'false');
});
