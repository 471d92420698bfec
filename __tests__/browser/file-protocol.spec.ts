// dist/ opened straight from disk (file://), as a band member double-clicking
// index.html would: deep links render and the lyrics toggle works. Fonts may
// be refused from file:// (CORS), so console errors are allowed here, but the
// page itself must not throw.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from './fixtures';

function distUrl(hash: string): string {
  const configFile = test.info().config.configFile;
  const root = configFile ? path.dirname(configFile) : process.cwd();
  return pathToFileURL(path.resolve(root, 'dist/index.html')).href + hash;
}

test('#/media/kniv from disk renders and its track toggles', async ({ page, problems, allowProblems }) => {
  allowProblems();
  await page.goto(distUrl('#/media/kniv'));
  await expect(page.getByRole('heading', { level: 1, name: 'Kniv (Live Recording Session)', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Kniv (Live Recording Session)');
  await expect(page.getByRole('main').getByRole('img').first()).toBeVisible();

  const kniv = page.getByRole('list', { name: 'Tracks & lyrics' }).getByRole('button', { name: 'Kniv', exact: true });
  await expect(kniv).toHaveAttribute('aria-expanded', 'false');
  await kniv.click();
  await expect(kniv).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Chorus', exact: true }).first()).toBeVisible();
  expect(new URL(page.url()).hash).toBe('#/media/kniv/kniv');
  await kniv.click();
  await expect(kniv).toHaveAttribute('aria-expanded', 'false');
  expect(new URL(page.url()).hash).toBe('#/media/kniv');

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

test('#/band from disk renders, and the header links work', async ({ page, problems, allowProblems }) => {
  allowProblems();
  await page.goto(distUrl('#/band'));
  await expect(page.getByRole('heading', { level: 1, name: 'Band', exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Kantstött | Band');
  await expect(page.getByRole('heading', { name: 'Members' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Media', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media', exact: true })).toBeVisible();
  expect(page.url()).toMatch(/^file:\/\/.*\/dist\/index\.html#\/media$/);
  expect(problems.pageErrors, 'page errors').toEqual([]);
});
