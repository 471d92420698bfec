// A track's lyrics have their own address (#/media/<release>/<track>): opening
// a track puts it in the URL, a shared link opens exactly that track, and the
// "Copy link" button copies the address of its share page, which goes on to
// it. The release and tracks come from the content.
import type { Page } from '@playwright/test';
import {
  CATALOGUE,
  expect,
  featuredRelease,
  gigsToday,
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

test(
  'each gig to come has Copy link: the address of its own page, which opens the gig list at that gig',
  { tag: CATALOGUE },
  async ({ page, context, baseURL, content }) => {
    const { upcoming } = gigsToday(content);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
    await openRoute(page, '#/gigs', 'Gigs');
    const items = page.getByRole('region', { name: 'Upcoming gigs' }).getByRole('listitem');
    await expect(items).toHaveCount(upcoming.length);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(upcoming.length);
    // The first, the last and one between: the list can be long.
    const chosen = [...new Set([0, Math.floor(upcoming.length / 2), upcoming.length - 1])].filter(
      (index) => index >= 0 && index < upcoming.length,
    );
    for (const index of chosen) {
      const gig = upcoming[index]!;
      const item = items.nth(index);
      await expect(item).toContainText(gig.club);
      await item.getByRole('button', { name: 'Copy link' }).click();
      await expect(item.getByRole('status')).toHaveText('Link copied!');
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      // The gig's share page beside index.html, whose card a link preview shows (share-pages.spec.ts).
      expect(copied).toBe(`${baseURL}gigs/${gig.id}/`);
    }
    // The link to the last gig, furthest down: it opens the gig list with that gig in view.
    const last = upcoming.at(-1);
    if (!last) return;
    const shared = await context.newPage();
    await shared.goto(`${baseURL}gigs/${last.id}/`);
    await expect.poll(() => hashOf(shared)).toBe(`#/gigs/${last.id}`);
    await expect(pageHeading(shared, 'Gigs')).toBeAttached();
    const linked = shared
      .getByRole('region', { name: 'Upcoming gigs' })
      .getByRole('listitem')
      .nth(upcoming.length - 1);
    await expect(linked).toContainText(last.club);
    await expect(linked).toBeInViewport();
    await shared.close();
  },
);

test('opening a track puts it in the URL, and the link can be copied', async ({ page, context, baseURL, content }) => {
  const release = featuredRelease(content);
  const track = release.tracks.at(1) ?? release.tracks[0]!;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
  await openRoute(page, '#/media', 'Media');
  await page
    .getByRole('main')
    .locator(`a[href="${releaseHash(release)}"]`)
    .click();
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
  await expect(trackList(shared).getByRole('button', { name: track.title, exact: true })).toHaveAttribute('aria-expanded', 'true');
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
    await expect(list.getByRole('button', { expanded: false })).toHaveCount(release.tracks.length);
    await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  });
});
