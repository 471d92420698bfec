// dist/ opened straight from disk (file://), as a band member double-clicking
// index.html would: deep links render (page files load as scripts, which
// file:// allows, where fetch() does not) and the lyrics toggle works. Fonts may
// be refused from file:// (CORS), so console errors are allowed here, but the
// page itself must not throw.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { appReady, expect, pageHeading, releaseHash, test, trackHash } from './fixtures';

const distUrl = (distDir: string, hash: string) => pathToFileURL(path.join(distDir, 'index.html')).href + hash;
const hashOf = (url: string) => decodeURIComponent(new URL(url).hash);

test('a release from disk renders and its track toggles', async ({ page, content, distDir, problems, allowProblems }) => {
  allowProblems();
  const release = content.releases[0]!;
  const track = release.tracks[0]!;
  await page.goto(distUrl(distDir, releaseHash(release)));
  await expect(pageHeading(page, release.title)).toBeVisible();
  await expect(page).toHaveTitle(`${content.site.name} | ${release.title}`);
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  const button = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  // The copy shows before the app runs; the toggle is the app's (a busy machine takes a moment).
  await appReady(page);
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)).toBeVisible();
  expect(hashOf(page.url())).toBe(trackHash(release, track.id));
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(hashOf(page.url())).toBe(releaseHash(release));

  // Every image resolves next to index.html.
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => image.loading !== 'lazy' && !(image.complete && image.naturalWidth > 0))
          .map((image) => image.src),
      ),
    )
    .toEqual([]);
  expect(problems.pageErrors, 'page errors').toEqual([]);
});

test('#/band from disk renders, and the header links work', async ({ page, content, distDir, problems, allowProblems }) => {
  allowProblems();
  await page.goto(distUrl(distDir, '#/band'));
  await expect(pageHeading(page, 'Band')).toBeVisible();
  await expect(page).toHaveTitle(`${content.site.name} | Band`);
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media', exact: true }).click();
  await expect(pageHeading(page, 'Media')).toBeVisible();
  expect(page.url()).toBe(distUrl(distDir, '#/media'));
  // The Media page grows with the catalogue: its first view came from its page file, run from disk.
  await expect(page.getByRole('main').getByRole('link')).toHaveCount(content.releases.length);
  expect(problems.pageErrors, 'page errors').toEqual([]);
});

test('from disk, Copy link copies the hash address: there is no share page to serve', async ({
  page,
  context,
  content,
  distDir,
  allowProblems,
}) => {
  allowProblems();
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = content.releases[0]!;
  const track = release.tracks.at(-1)!;
  await page.goto(distUrl(distDir, trackHash(release, track.id)));
  await appReady(page);
  const toggle = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: track.title, exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied.startsWith(pathToFileURL(path.join(distDir, 'index.html')).href)).toBe(true);
  expect(hashOf(copied)).toBe(trackHash(release, track.id));
});
