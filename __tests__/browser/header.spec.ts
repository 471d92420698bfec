// The shared header at desktop width: its links, the inert Extras item,
// aria-current, the logo, and the 2 s fade-in (near 0 with reduced motion).
// The checks of links and pages are steps of one test, moving inside the app
// (a new test costs a browser context and a page load); each fade-in is a
// test of its own, as it measures a fresh load.
import type { Page } from '@playwright/test';
import { expect, openRoute, pageHeading, releaseHash, showRoute, test, trackHash } from './fixtures';

test.use({ viewport: { width: 1440, height: 900 }, playHeaderFade: true });

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const navLink = (page: Page, name: string) => mainNav(page).getByRole('link', { name, exact: true });

/** The nav links that say they are the current page. */
async function expectCurrent(page: Page, current: 'Home' | 'Band' | 'Media') {
  for (const name of ['Home', 'Band', 'Media'] as const) {
    if (name === current) await expect(navLink(page, name)).toHaveAttribute('aria-current', 'page');
    else await expect(navLink(page, name)).not.toHaveAttribute('aria-current');
  }
  await expect(mainNav(page).locator('[aria-current]')).toHaveCount(1);
}

test('header links navigate and set aria-current; Extras is inert; no link is current on Extras or an unknown page; the logo goes home', async ({
  page,
  content,
}) => {
  await openRoute(page, '#/', 'Home');

  await test.step('header links navigate and aria-current follows the page (Media stays current on a release)', async () => {
    const release = content.releases.at(-1)!;
    const track = release.tracks[0]!;
    await expect(mainNav(page)).toBeVisible();
    await expectCurrent(page, 'Home');

    await navLink(page, 'Band').click();
    await expect(pageHeading(page, 'Band')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/band');
    await expectCurrent(page, 'Band');

    await navLink(page, 'Media').click();
    await expect(pageHeading(page, 'Media')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/media');
    await expectCurrent(page, 'Media');

    await page
      .getByRole('main')
      .locator(`a[href="${releaseHash(release)}"]`)
      .click();
    await expect(pageHeading(page, release.title)).toBeVisible();
    await expectCurrent(page, 'Media');
    // Still current with a track open.
    await page.getByRole('button', { name: track.title, exact: true }).click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(trackHash(release, track.id));
    await expectCurrent(page, 'Media');

    await navLink(page, 'Home').click();
    await expect(pageHeading(page, 'Home')).toBeVisible();
    await expectCurrent(page, 'Home');
  });

  await test.step('Extras is an inert, disabled link: no href, clicking does nothing, Tab skips it', async () => {
    await navLink(page, 'Band').click();
    await expect(pageHeading(page, 'Band')).toBeVisible();
    const extras = mainNav(page).getByRole('link', { name: /^Extras/ });
    await expect(extras).toBeVisible();
    await expect(extras).toHaveAttribute('aria-disabled', 'true');
    await expect(extras).not.toHaveAttribute('href');

    // A real mouse click where a fan would click it (Playwright's click() rightly refuses a disabled control).
    const box = await extras.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
    await expect(pageHeading(page, 'Band')).toBeVisible();
    expect(new URL(page.url()).hash).toBe('#/band');
    await expect(extras).not.toBeFocused();

    // Tab from Media (the link before it) goes past Extras.
    await navLink(page, 'Media').focus();
    await page.keyboard.press('Tab');
    await expect(extras).not.toBeFocused();
    const focusedInHeader = await page.evaluate(() => !!document.activeElement?.closest('header'));
    expect(focusedInHeader, 'Tab after Media should leave the header (only Extras and the hidden Menu button follow)').toBe(false);
  });

  await test.step('Extras says "To be updated!"; no header link is current there or on an unknown page', async () => {
    // Extras has no link to follow (above): its address is typed, inside the app.
    await showRoute(page, '#/extras', 'Extras');
    await expect(page.getByRole('main')).toContainText('To be updated!');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0);
    await showRoute(page, '#/no-such-page', 'Page not found!');
    await expect(mainNav(page).locator('[aria-current]')).toHaveCount(0);
  });

  await test.step('the logo link goes home from any page', async () => {
    const release = content.releases[0]!;
    await showRoute(page, releaseHash(release), release.title);
    const logo = mainNav(page).getByRole('link', { name: 'Kantstött, home', exact: true });
    await expect(logo).toBeVisible();
    await logo.click();
    await expect(pageHeading(page, 'Home')).toBeVisible();
    await expect(page).toHaveTitle(`${content.site.name} | Official site`);
    expect(new URL(page.url()).hash).toBe('#/');
  });
});

/**
 * The header's fade-in, read from the page: its CSS animation as declared, and
 * where it ended. No stopwatch: how long a busy machine takes to draw its
 * frames is not the page's to answer for. The header's content (the main
 * navigation) fades; the mobile menu, also in the header, must not.
 */
async function measureHeaderFade(page: Page) {
  return page.getByRole('navigation', { name: 'Main' }).evaluate(async (header) => {
    const style = getComputedStyle(header);
    const token = getComputedStyle(document.documentElement).getPropertyValue('--header-fade').trim();
    const animations = header.getAnimations();
    const fade = animations.find((animation) => {
      const keyframes = (animation.effect as KeyframeEffect).getKeyframes();
      return keyframes.some((keyframe) => keyframe.opacity !== undefined);
    });
    if (!fade) {
      return { token, cssDuration: style.animationDuration, found: false as const, opacityAfter: style.opacity };
    }
    const keyframes = (fade.effect as KeyframeEffect).getKeyframes().map((keyframe) => Number(keyframe.opacity));
    const timingDuration = Number(fade.effect!.getComputedTiming().duration);
    await fade.finished;
    // Where the animation ended by its own clock: its whole duration, unless it was cut short.
    const endedAt = Number(fade.currentTime);
    return {
      token,
      cssDuration: style.animationDuration,
      found: true as const,
      keyframes,
      timingDuration,
      endedAt,
      opacityAfter: getComputedStyle(header).opacity,
    };
  });
}

test('the header fades in from transparent over 2 s', async ({ page }) => {
  await openRoute(page, '#/band');
  const fade = await measureHeaderFade(page);
  expect(fade.token).toBe('2s');
  expect(fade.cssDuration).toBe('2s');
  expect(fade.found, 'the header has an opacity animation').toBe(true);
  if (!fade.found) return;
  expect(fade.keyframes[0]).toBe(0);
  expect(fade.keyframes.at(-1)).toBe(1);
  expect(fade.timingDuration).toBe(2000);
  // It ran its whole course by its own clock: never cut short or skipped.
  expect(fade.endedAt).toBe(fade.timingDuration);
  expect(fade.opacityAfter).toBe('1');
});

test('with reduced motion the header shows at once (fade near 0 s)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openRoute(page, '#/band', 'Band');
  const fade = await measureHeaderFade(page);
  expect(fade.token).toBe('0s');
  expect(parseFloat(fade.cssDuration) * 1000, `animation-duration ${fade.cssDuration}`).toBeLessThanOrEqual(1);
  if (fade.found) {
    expect(fade.timingDuration).toBeLessThanOrEqual(1);
  }
  expect(fade.opacityAfter).toBe('1');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCSS('opacity', '1');
});
