// axe-core, every rule it runs by default (WCAG A/AA and best practices), on
// every route at phone and desktop width and in every open state: the mobile
// menu, the past gigs list and a track's lyrics. Zero violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, featuredRelease, gigsToday, openRoute, releaseHash, test, testEveryRoute } from './fixtures';

const PHONE = { width: 375, height: 740 };
const DESKTOP = { width: 1440, height: 900 };

/** Lets the header fade-in and any open/close transition reach their end state, so colours are final. */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) animation.finish();
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

/** Runs axe and fails with one readable line per violation: id, impact, and every offending node. */
async function expectNoViolations(page: Page, state: string) {
  await settle(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  const report = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} → ${violation.nodes
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(report, `axe violations ${state}`).toEqual([]);
}

testEveryRoute(
  (route) => `${route}: no axe violations at 1440 and 375 px`,
  async ({ page }, route) => {
    await page.setViewportSize(DESKTOP);
    await openRoute(page, route.hash, route.heading);
    await expectNoViolations(page, `on ${route.hash} at 1440px`);
    await page.setViewportSize(PHONE);
    await expect(page.getByRole('button', { name: 'Menu', exact: true })).toBeVisible();
    await expectNoViolations(page, `on ${route.hash} at 375px`);
  },
);

test('the open mobile menu has no axe violations (375 px)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await openRoute(page, '#/media', 'Media');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoViolations(page, 'with the menu open');
});

test('the open past gigs list has no axe violations (1440 px)', async ({ page, content }) => {
  const newest = gigsToday(content).past[0];
  test.skip(!newest, 'no past gigs in the content');
  await page.setViewportSize(DESKTOP);
  await openRoute(page, '#/', 'Home');
  const toggle = page.getByRole('button', { name: /^Past gigs/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(newest!.club, { exact: true }).first()).toBeVisible();
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
