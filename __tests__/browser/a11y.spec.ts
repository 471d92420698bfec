// axe-core on the open states of the pages: the mobile menu, the past gigs
// list and a track's lyrics. Zero violations. Every route as it first shows
// is checked at 375 and 1440 px by every-route.spec.ts.
import { expectNoAxeViolations as expectNoViolations } from './checks';
import { expect, featuredRelease, gigsToday, openRoute, releaseHash, test } from './fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

test('the open mobile menu has no axe violations (375 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openRoute(page, '#/media', 'Media');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'with the menu open');
});

test('the open past gigs list has no axe violations (1440 px)', async ({ page, content }) => {
  const newest = gigsToday(content).past[0];
  await page.setViewportSize(DESKTOP);
  await openRoute(page, '#/', 'Home');
  const toggle = page.getByRole('button', { name: /^Past gigs/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  // A band with no gig behind it yet has the open panel say so.
  await expect(page.getByText(newest ? newest.club : 'None yet.', { exact: true }).first()).toBeVisible();
  await expectNoViolations(page, 'with past gigs open at 1440px');
});

test('an open track has no axe violations (375 px)', async ({ page, content }) => {
  const release = featuredRelease(content);
  const open = release.tracks.at(1) ?? release.tracks[0]!;
  await page.setViewportSize(PHONE);
  await openRoute(page, releaseHash(release), release.title);
  const track = page.getByRole('button', { name: open.title, exact: true });
  await track.click();
  await expect(track).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${await track.getAttribute('aria-controls')}"]`)).toBeVisible();
  await expectNoViolations(page, `with ${open.title} open at 375px`);
});
