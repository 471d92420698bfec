// Listen links on a release page: a button per service the release names,
// each with its glyph and the service's name, opening in a new tab that
// cannot reach back to the site (rel="noopener").
import { CATALOGUE, expect, openRoute, pageHeading, releaseHash, releasesToTest, test } from './fixtures';

test(
  'a release shows a button for each service it is on, and none when it names none',
  { tag: CATALOGUE },
  async ({ page, content, sampleReleases }) => {
    const releases = releasesToTest(content, sampleReleases);
    for (const release of releases) {
      await openRoute(page, releaseHash(release), release.title);
      const listen = page.getByRole('region', { name: 'Listen' });
      if (release.listen.length === 0) {
        await expect(listen).toHaveCount(0);
        continue;
      }
      await expect(listen.getByRole('link')).toHaveCount(release.listen.length);
      for (const { service, url } of release.listen) {
        const link = listen.getByRole('link', { name: `${service} (opens in a new tab)`, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link.locator('svg')).toBeVisible();
      }
    }
  },
);

test(
  'a listen button opens the service in a new tab, with no way back to the site',
  { tag: CATALOGUE },
  async ({ page, context, content, sampleReleases }) => {
    const release = releasesToTest(content, sampleReleases).find((candidate) => candidate.listen.length > 0);
    test.skip(!release, 'no release in this catalogue names a service');
    const { service, url } = release!.listen[0]!;
    // The service itself is not reached from here: the new tab gets a stand-in page.
    await context.route(url, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Service</title>' }));
    await openRoute(page, releaseHash(release!), release!.title);
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .getByRole('region', { name: 'Listen' })
        .getByRole('link', { name: `${service} (opens in a new tab)`, exact: true })
        .click(),
    ]);
    await expect(tab).toHaveURL(url);
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    // The site stays where it was in its own tab.
    await expect(pageHeading(page, release!.title)).toBeVisible();
  },
);
