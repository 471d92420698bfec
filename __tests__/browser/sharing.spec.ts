// A track's lyrics have their own address (#/media/<release>/<track>): opening
// a track puts it in the URL, a shared link opens exactly that track, and the
// "Copy link" button copies the address of its share page, which goes on to
// it. The release and tracks come from the content.
import type { Page } from '@playwright/test';
import {
  expect,
  featuredRelease,
  longestRelease,
  openRoute,
  pageHeading,
  releaseHash,
  test,
  trackHash,
} from './fixtures';

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

/** The address as the router reads it (`%26` and `&` are the same address). */
const hashOf = (page: Page) => decodeURIComponent(new URL(page.url()).hash);

test('opening a track puts it in the URL, and the link can be copied', async ({ page, context, baseURL, content }) => {
  const release = featuredRelease(content);
  const track = release.tracks.at(1) ?? release.tracks[0]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
  await openRoute(page, '#/media', 'Media');
  await page.getByRole('main').locator(`a[href="${releaseHash(release)}"]`).click();
  await expect(pageHeading(page, release.title)).toBeVisible();
  await expect.poll(() => hashOf(page)).toBe(releaseHash(release));

  const button = trackList(page).getByRole('button', { name: track.title, exact: true });
  const copy = page.getByRole('button', { name: 'Copy link' });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(copy, 'no Copy link while no track is open').toHaveCount(0);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(() => hashOf(page)).toBe(trackHash(release, track.id));
  await expect(await panelOf(page, track.title)).toBeVisible();

  // Only the open track offers the button; it copies this very address.
  await expect(copy).toHaveCount(1);
  await expect(copy).toBeVisible();
  await copy.click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // The track's share page beside index.html, whose tags a link preview reads (share-pages.spec.ts).
  expect(copied).toBe(`${baseURL}media/${release.slug}/${track.id}/`);
  // The copied link opens the same track, for whoever gets it.
  const shared = await context.newPage();
  await shared.goto(copied);
  await expect.poll(() => hashOf(shared)).toBe(trackHash(release, track.id));
  await expect(trackList(shared).getByRole('button', { name: track.title, exact: true })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await shared.close();

  // Closing it takes the track out of the URL.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect.poll(() => hashOf(page)).toBe(releaseHash(release));
  await expect(copy).toHaveCount(0);

  // Opening tracks replaces the address rather than stacking history: Back goes to the list of releases.
  await button.click();
  await expect.poll(() => hashOf(page)).toBe(trackHash(release, track.id));
  await page.goBack();
  await expect(page).toHaveURL(/#\/media$/);
  await expect(pageHeading(page, 'Media')).toBeVisible();
});

test.describe('a shared link to a track', () => {
  // Short enough that a late track's lyrics are below the fold unless the page scrolls to them.
  test.use({ viewport: { width: 375, height: 500 } });

  test('opens exactly that track and scrolls its lyrics into view', async ({ page, content }) => {
    const release = longestRelease(content);
    const track = release.tracks.at(-1)!;
    await openRoute(page, trackHash(release, track.id), release.title);
    const list = trackList(page);
    const button = list.getByRole('button', { name: track.title, exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(1);
    await expect(list.getByRole('button', { expanded: false })).toHaveCount(release.tracks.length - 1);

    const lyrics = await panelOf(page, track.title);
    await expect(lyrics).toBeVisible();
    await expect(lyrics.getByRole('heading', { level: 4 }).first()).toBeVisible();
    await expect(button).toBeInViewport();
    await expect(lyrics).toBeInViewport();
    if (release.tracks.length > 2) {
      expect(await page.evaluate(() => window.scrollY), 'the page scrolled down to the track').toBeGreaterThan(0);
    }
    expect(hashOf(page)).toBe(trackHash(release, track.id));

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => hashOf(page)).toBe(releaseHash(release));
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
  });

  test('to a track the release does not have shows the release with nothing open', async ({ page, content }) => {
    const release = featuredRelease(content);
    await openRoute(page, `${releaseHash(release)}/nope`, release.title);
    const list = trackList(page);
    await expect(list.getByRole('button')).toHaveCount(release.tracks.length);
    await expect(list.getByRole('button', { expanded: false })).toHaveCount(release.tracks.length);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });
});
