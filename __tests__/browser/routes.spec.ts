// The ways a fan arrives at a page: pasted deep links, typed URLs, the Media
// page's links, back and forward. (Each route at every width is checked by
// every-route.spec.ts.)
import {
  CATALOGUE,
  expect,
  featuredRelease,
  fixedRoute,
  openRoute,
  pageHeading,
  releaseHash,
  releaseRoute,
  releasesToTest,
  test,
  trackHash,
} from './fixtures';

test.describe('deep links', () => {
  test('every release and every track has a deep link that opens it', { tag: CATALOGUE }, async ({ page, content, sampleReleases }) => {
    const releases = releasesToTest(content, sampleReleases);
    test.setTimeout(30_000 * releases.length);
    for (const release of releases) {
      await test.step(releaseHash(release), async () => {
        const route = releaseRoute(content, release);
        const list = page.getByRole('list', { name: 'Tracks & lyrics' });
        await page.goto('about:blank');
        await openRoute(page, route.hash, route.heading);
        await expect(page).toHaveTitle(route.title);
        // The lyrics' toggles, all closed (a recorded track also has a play button).
        const buttons = list.getByRole('button', { expanded: false });
        await expect(buttons).toHaveCount(release.tracks.length);
        for (const [index, track] of release.tracks.entries()) {
          await expect(buttons.nth(index)).toHaveAccessibleName(track.title);
        }
        await expect(list.getByRole('button', { expanded: true })).toHaveCount(0);
        for (const track of release.tracks) {
          // Typed while on the site: only the hash changes.
          await page.goto(`./${trackHash(release, track.id)}`);
          const button = list.getByRole('button', { name: track.title, exact: true });
          await expect(button, trackHash(release, track.id)).toHaveAttribute('aria-expanded', 'true');
          await expect(list.getByRole('button', { expanded: true })).toHaveCount(1);
        }
        await expect(pageHeading(page, route.heading)).toBeVisible();
      });
    }
  });

  test('an encoded deep link (%26 for &, or any other character) opens the same release', async ({ page, content }) => {
    const release = content.releases.find((candidate) => candidate.slug.includes('&')) ?? featuredRelease(content);
    const route = releaseRoute(content, release);
    const encoded = `#/media/${encodeURIComponent(release.slug).replace(/[a-z]/, (letter) => `%${letter.charCodeAt(0).toString(16)}`)}`;
    await openRoute(page, encoded, route.heading);
    await expect(page).toHaveTitle(route.title);
    const first = release.tracks[0]!;
    const button = page.getByRole('button', { name: first.title, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(pageHeading(page, route.heading)).toBeVisible();
  });

  test('a URL typed while on the site (#/band, then a release, then #/gigs) switches the page', async ({ page, content }) => {
    await openRoute(page, '#/', 'Home');
    for (const route of [fixedRoute(content, '#/band'), releaseRoute(content, content.releases.at(-1)!), fixedRoute(content, '#/gigs')]) {
      await page.goto(`./${route.hash}`);
      await expect(pageHeading(page, route.heading)).toBeVisible();
      await expect(page).toHaveTitle(route.title);
    }
  });

  test('an unknown release slug is "Page not found!" and "Back to Homepage" goes home', async ({ page, content }) => {
    const notFound = fixedRoute(content, '#/no-such-page');
    await openRoute(page, '#/media/no-such-release', notFound.heading);
    await expect(page).toHaveTitle(notFound.title);
    await page.getByRole('link', { name: 'Back to Homepage' }).click();
    await expect(pageHeading(page, 'Home')).toBeVisible();
    await expect(page).toHaveTitle(fixedRoute(content, '#/').title);
    expect(new URL(page.url()).hash).toMatch(/^(#\/?)?$/);
  });
});

test('the Media page links every release, newest first, with cover, title and year', { tag: CATALOGUE }, async ({ page, content }) => {
  await openRoute(page, '#/media', 'Media');
  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(content.releases.length);
  for (const [index, release] of content.releases.entries()) {
    const link = links.nth(index);
    await expect(link).toHaveAttribute('href', releaseHash(release));
    await expect(link).toContainText(release.title);
    await expect(link).toContainText(String(release.year));
    await expect(link.getByRole('img')).toHaveAccessibleName(/^Cover of /);
  }
  // Each cover opens its release (the lyrics tests open every release this way); the last one here.
  const last = content.releases.at(-1)!;
  await links.last().click();
  await expect(pageHeading(page, last.title)).toBeVisible();
  expect(new URL(page.url()).hash).toBe(releaseHash(last));
});

test('back and forward move through the pages visited', async ({ page, content }) => {
  const release = featuredRelease(content);
  const main = page.getByRole('navigation', { name: 'Main' });
  await openRoute(page, '#/', 'Home');
  await main.getByRole('link', { name: 'Media', exact: true }).click();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  await page.getByRole('main').getByRole('link').filter({ hasText: release.title }).first().click();
  await expect(pageHeading(page, release.title)).toBeVisible();

  await page.goBack();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  await expect(page).toHaveTitle(fixedRoute(content, '#/media').title);
  await page.goBack();
  await expect(pageHeading(page, 'Home')).toBeVisible();
  await expect(page).toHaveTitle(fixedRoute(content, '#/').title);
  await page.goForward();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  await page.goForward();
  await expect(pageHeading(page, release.title)).toBeVisible();
  await expect(page).toHaveTitle(releaseRoute(content, release).title);
  expect(decodeURIComponent(new URL(page.url()).hash)).toBe(releaseHash(release));
});
