// The full-screen menu on small screens (375×740): a modal dialog that takes
// focus, keeps it, closes on Escape, locks the page behind it, and navigates.
// From 768 px up it is not offered at all.
// Checks that can share a page are steps of one test, each starting from the
// state the last left (a new test costs a browser context and a page load).
import type { Page } from '@playwright/test';
import { expect, openRoute, pageHeading, releaseHash, showRoute, test } from './fixtures';

const PHONE = { width: 375, height: 740 };

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

async function openMenu(page: Page) {
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await menuButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
}

async function expectClosed(page: Page) {
  await expect(dialog(page)).toBeHidden();
  await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');
}

/** Waits for a wheel event to reach the page, then a few frames for any scroll it causes, and returns scrollY. */
async function wheelAndSettle(page: Page, deltaY: number): Promise<number> {
  const wheelSeen = page.evaluate(
    () => new Promise<void>((resolve) => window.addEventListener('wheel', () => resolve(), { once: true, capture: true })),
  );
  await page.mouse.move(PHONE.width / 2, PHONE.height / 2);
  await page.mouse.wheel(0, deltaY);
  await wheelSeen;
  return page.evaluate(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    return window.scrollY;
  });
}

test.describe('below 768 px (375×740)', () => {
  test.use({ viewport: PHONE });

  test('only the logo and Menu show; Menu opens a full-screen dialog that keeps focus inside, closes on Escape and locks the page behind', async ({
    page,
  }) => {
    await openRoute(page, '#/', 'Home');

    await test.step('only the logo and Menu show; Menu opens a full-screen dialog, focus to Close and back', async () => {
      const main = page.getByRole('navigation', { name: 'Main' });
      for (const name of ['Home', 'Band', 'Media']) {
        await expect(main.getByRole('link', { name, exact: true })).toBeHidden();
      }
      await expect(main.getByRole('link', { name: /^Extras/ })).toBeHidden();
      await expect(main.getByRole('link', { name: 'Kantstött, home' })).toBeVisible();
      await expect(menuButton(page)).toBeVisible();
      await expect(dialog(page)).toBeHidden();

      await openMenu(page);
      // The menu's code loads on first use; from then on the button points at it.
      await expect(menuButton(page)).toHaveAttribute('aria-controls', 'mobile-menu');

      await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
      await expect(dialog(page)).toHaveCSS('position', 'fixed');
      expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });

      const close = dialog(page).getByRole('button', { name: 'Close', exact: true });
      await expect(close).toBeFocused();
      const links = dialog(page).getByRole('link');
      await expect(links).toHaveText(['Home', 'Band', 'Media']);
      for (const link of await links.all()) await expect(link).toBeVisible();
      await expect(dialog(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

      await close.click();
      await expectClosed(page);
      await expect(menuButton(page)).toBeFocused();
    });

    await test.step('the page behind the open menu cannot scroll; it can again after closing', async () => {
      // Still on Home with the menu closed; from the top, as a fresh page starts.
      await page.evaluate(() => window.scrollTo(0, 0));
      const maxScroll = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      expect(maxScroll, 'the home page must be taller than the screen for this test').toBeGreaterThan(600);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await openMenu(page);
      await expect(page.locator('body')).toHaveCSS('overflow-y', 'hidden');
      expect(await wheelAndSettle(page, 400)).toBe(0);
      expect(await wheelAndSettle(page, 800)).toBe(0);
      await expect(dialog(page)).toBeVisible();
      expect(await dialog(page).boundingBox()).toEqual({ x: 0, y: 0, ...PHONE });

      await page.keyboard.press('Escape');
      await expectClosed(page);
      // The same wheel, measured the same way, does scroll the unlocked page.
      expect(await wheelAndSettle(page, 400)).toBeGreaterThan(0);
    });

    await test.step('Tab and Shift+Tab cycle inside the open menu; Escape closes it and returns focus', async () => {
      await showRoute(page, '#/band', 'Band');
      await openMenu(page);
      await expect(dialog(page).getByRole('link', { name: 'Band' })).toHaveAttribute('aria-current', 'page');
      const close = dialog(page).getByRole('button', { name: 'Close', exact: true });
      const link = (name: string) => dialog(page).getByRole('link', { name, exact: true });
      await expect(close).toBeFocused();

      const forward = [link('Home'), link('Band'), link('Media'), close, link('Home')];
      for (const target of forward) {
        await page.keyboard.press('Tab');
        await expect(target).toBeFocused();
      }
      // Back from Home: Close, then round to Media, Band.
      const backward = [close, link('Media'), link('Band')];
      for (const target of backward) {
        await page.keyboard.press('Shift+Tab');
        await expect(target).toBeFocused();
      }
      await expect(dialog(page)).toBeVisible();

      await page.keyboard.press('Escape');
      await expectClosed(page);
      await expect(menuButton(page)).toBeFocused();
      await expect(pageHeading(page, 'Band')).toBeVisible();
      expect(new URL(page.url()).hash).toBe('#/band');
    });
  });

  test('choosing a link in the menu closes it and navigates; typing another address or growing past 768 px closes it too', async ({
    page,
    content,
  }) => {
    const release = content.releases[0]!;
    await openRoute(page, '#/band', 'Band');

    await test.step('typing another address while the menu is open closes it', async () => {
      await menuButton(page).click();
      await expect(dialog(page)).toBeVisible();
      // Same document, new hash: the router sees a new path with the same key.
      await page.goto('./#/media');
      await expect(pageHeading(page, 'Media')).toBeVisible();
      await expect(dialog(page)).toBeHidden();
      await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('choosing a link in the menu closes it and navigates (Band, Media, Home)', async () => {
      // From a release page, reached as a fan would from Media.
      await page
        .getByRole('main')
        .locator(`a[href="${releaseHash(release)}"]`)
        .click();
      await expect(pageHeading(page, release.title)).toBeVisible();
      for (const target of [
        { link: 'Band', heading: 'Band', hash: '#/band' },
        { link: 'Media', heading: 'Media', hash: '#/media' },
        { link: 'Home', heading: 'Home', hash: '#/' },
      ]) {
        await test.step(target.link, async () => {
          await openMenu(page);
          await dialog(page).getByRole('link', { name: target.link, exact: true }).click();
          await expect(pageHeading(page, target.heading)).toBeVisible();
          expect(new URL(page.url()).hash).toBe(target.hash);
          await expectClosed(page);
          await expect(menuButton(page)).toBeFocused();
        });
      }
    });

    await test.step('growing past 768 px with the menu open closes it and unlocks the page', async () => {
      // The last link chosen was Home: on Home, the menu closed.
      await expect(pageHeading(page, 'Home')).toBeVisible();
      await openMenu(page);
      await page.setViewportSize({ width: 1024, height: 768 });
      await expect(dialog(page)).toBeHidden();
      await expect(menuButton(page)).toBeHidden();
      await expect(page.locator('body')).not.toHaveCSS('overflow-y', 'hidden');
      await page.setViewportSize(PHONE);
      await expectClosed(page);
    });
  });
});

test('from 768 px up the Menu button is hidden and the header links show', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await openRoute(page, '#/', 'Home');
  const main = page.getByRole('navigation', { name: 'Main' });
  for (const viewport of [
    { width: 768, height: 1024 },
    { width: 1024, height: 768 },
    { width: 1440, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    await expect(menuButton(page), `Menu button at ${viewport.width}px`).toBeHidden();
    await expect(dialog(page)).toBeHidden();
    for (const name of ['Home', 'Band', 'Media', 'Kantstött, home']) {
      await expect(main.getByRole('link', { name, exact: true }), `${name} at ${viewport.width}px`).toBeVisible();
    }
    await expect(main.getByRole('link', { name: /^Extras/ })).toBeVisible();
  }
  // 767 px is still "small": the Menu button is back.
  await page.setViewportSize({ width: 767, height: 1024 });
  await expect(menuButton(page)).toBeVisible();
});
