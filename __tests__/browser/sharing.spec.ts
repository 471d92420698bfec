// A track's lyrics have their own address (#/media/varm&kall/mareld): opening
// a track puts it in the URL, a shared link opens exactly that track, and the
// "Copy link" button copies it.
import type { Page } from '@playwright/test';
import { expect, openRoute, test } from './fixtures';

const EP = 'VARM & KALL EP';

function trackList(page: Page) {
  return page.getByRole('list', { name: 'Tracks & lyrics' });
}

/** The lyrics panel a track's toggle controls. */
async function panelOf(page: Page, trackTitle: string) {
  const toggle = trackList(page).getByRole('button', { name: trackTitle, exact: true });
  const id = await toggle.getAttribute('aria-controls');
  expect(id, `${trackTitle} controls its lyrics`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('opening a track puts it in the URL, and the link can be copied', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
  await openRoute(page, '#/media', 'Media');
  await page.getByRole('link').filter({ hasText: EP }).click();
  await expect(page.getByRole('heading', { level: 1, name: EP })).toBeVisible();
  await expect(page).toHaveURL(/#\/media\/varm&kall$/);

  const mareld = trackList(page).getByRole('button', { name: 'Mareld', exact: true });
  const copy = page.getByRole('button', { name: 'Copy link' });
  await expect(mareld).toHaveAttribute('aria-expanded', 'false');
  await expect(copy, 'no Copy link while no track is open').toHaveCount(0);

  await mareld.click();
  await expect(mareld).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/#\/media\/varm&kall\/mareld$/);
  await expect(await panelOf(page, 'Mareld')).toBeVisible();

  // Only the open track offers the button; it copies this very address.
  await expect(copy).toHaveCount(1);
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(page.url());
  expect(copied).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/kantstott\/#\/media\/varm&kall\/mareld$/);
  // The copied link opens the same track, for whoever gets it.
  const shared = await context.newPage();
  await shared.goto(copied);
  await expect(trackList(shared).getByRole('button', { name: 'Mareld', exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await shared.close();

  // Closing it takes the track out of the URL.
  await mareld.click();
  await expect(mareld).toHaveAttribute('aria-expanded', 'false');
  await expect(page).toHaveURL(/#\/media\/varm&kall$/);
  await expect(copy).toHaveCount(0);

  // Opening tracks replaces the address rather than stacking history: Back goes to the list of releases.
  await mareld.click();
  await expect(page).toHaveURL(/#\/media\/varm&kall\/mareld$/);
  await page.goBack();
  await expect(page).toHaveURL(/#\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media', exact: true })).toBeVisible();
});

test.describe('a shared link to a track', () => {
  // Short enough that the fourth track's lyrics are below the fold unless the page scrolls to them.
  test.use({ viewport: { width: 375, height: 500 } });

  test('opens exactly that track and scrolls its lyrics into view', async ({ page }) => {
    await openRoute(page, '#/media/varm&kall/ur-dimman', EP);
    const list = trackList(page);
    const urDimman = list.getByRole('button', { name: 'Ur Dimman', exact: true });
    await expect(urDimman).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(list.getByRole('button', { expanded: false })).toHaveCount(4);

    const lyrics = await panelOf(page, 'Ur Dimman');
    await expect(lyrics).toBeVisible();
    await expect(lyrics.getByRole('heading', { level: 4 }).first()).toBeVisible();
    await expect(urDimman).toBeInViewport();
    await expect(lyrics).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), 'the page scrolled down to the track').toBeGreaterThan(0);
    await expect(page).toHaveURL(/#\/media\/varm&kall\/ur-dimman$/);

    await urDimman.click();
    await expect(urDimman).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/#\/media\/varm&kall$/);
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('to a track the release does not have shows the release with nothing open', async ({ page }) => {
    await openRoute(page, '#/media/varm&kall/nope', EP);
    const list = trackList(page);
    await expect(list.getByRole('button')).toHaveCount(5);
    await expect(list.getByRole('button', { expanded: false })).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });
});
