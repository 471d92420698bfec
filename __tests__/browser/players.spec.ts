// The EP players on the home page load nothing from Spotify or YouTube until
// the visitor presses play (privacy, speed), and the plain links to the
// platforms are always there, also when a player cannot load.
import type { Locator, Page } from '@playwright/test';
import { expect, expectPictureLoaded, featuredRelease, openRoute, test, viewports, type PageProblems } from './fixtures';

const SPOTIFY_LINK = /^.+ on Spotify/; // "<featured release> on Spotify"
const YOUTUBE_LINK = /^.+ on YouTube/; // "<video title> on YouTube", not the plain "YouTube" social link
const SPOTIFY_ALBUM = /^https:\/\/open\.spotify\.com\/album\/[A-Za-z0-9]+$/;
const YOUTUBE_WATCH = /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/;

function players(page: Page) {
  return {
    spotifyButton: page.getByRole('button', { name: 'Play on Spotify' }),
    videoButton: page.getByRole('button', { name: 'Play video' }),
    spotifyLink: page.getByRole('link', { name: SPOTIFY_LINK }),
    youtubeLink: page.getByRole('link', { name: YOUTUBE_LINK }),
  };
}

/** The plain platform links: visible, pointing at the platform, opening a new tab. */
async function expectPlatformLinks(page: Page) {
  const { spotifyLink, youtubeLink } = players(page);
  await expect(spotifyLink).toBeVisible();
  await expect(spotifyLink).toHaveAttribute('href', SPOTIFY_ALBUM);
  await expect(youtubeLink).toBeVisible();
  await expect(youtubeLink).toHaveAttribute('href', YOUTUBE_WATCH);
}

/** The poster inside a start button is a local picture that has actually loaded. */
async function expectLocalPoster(button: Locator) {
  // Decorative (alt=""): the button's label names it, so it has no img role to find it by.
  const poster = button.locator('img');
  await expect(poster).toBeVisible();
  await expectPictureLoaded(poster, 'poster image loaded');
  const src = await poster.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(src).hostname, `poster ${src} is served by the site`).toBe('127.0.0.1');
}

/** Every problem except the blocked third-party request the click provokes on purpose. */
function expectNoOtherProblems(problems: PageProblems) {
  expect(problems.pageErrors, 'page errors').toEqual([]);
  expect(problems.failedRequests, 'failed same-origin requests').toEqual([]);
  expect(problems.cspViolations, 'CSP violations (frame-src must allow the player)').toEqual([]);
}

for (const width of [375, 1440]) {
  const viewport = viewports.find((v) => v.width === width) ?? { width, height: 900 };

  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the players load nothing from Spotify or YouTube until play is pressed', async ({ page, content, problems, allowProblems }) => {
      await openRoute(page, '#/', 'Home');
      const { spotifyButton, videoButton } = players(page);

      // Before any click: local posters, plain links, no frame, no request to another host.
      for (const button of [spotifyButton, videoButton]) {
        await button.scrollIntoViewIfNeeded();
        await expect(button).toBeVisible();
        await expect(button).toBeInViewport();
        await expectLocalPoster(button);
      }
      // Down to the footer too, so every lazy part of the page had its chance.
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await expect(page.getByRole('contentinfo')).toBeInViewport();
      await expectPlatformLinks(page);
      await expect(page.locator('iframe')).toHaveCount(0);
      expect(problems.thirdPartyRequests, 'requests to other hosts before any click').toEqual([]);

      // From here the players' requests are made, and blocked by the test set-up: expected.
      allowProblems();

      await test.step('Play on Spotify loads the album player and moves focus into it', async () => {
        await spotifyButton.scrollIntoViewIfNeeded();
        await spotifyButton.click();
        const frame = page.locator('iframe');
        await expect(frame).toHaveCount(1);
        await expect(frame).toHaveAttribute('title', `${featuredRelease(content).title} on Spotify`);
        await expect(frame).toHaveAttribute('src', /^https:\/\/open\.spotify\.com\/embed\/album\/[A-Za-z0-9]+/);
        await expect(frame).toHaveAttribute('allow', /\S/);
        await expect(frame).toHaveAttribute('referrerpolicy', /\S/);
        await expect(frame).toBeVisible();
        await expect(spotifyButton).toHaveCount(0);
        await expect(videoButton, 'the other player is still not loaded').toBeVisible();
        await expect.poll(() => frame.evaluate((el) => document.activeElement === el), { message: 'focus is in the player' }).toBe(true);
        // The page asked for the player: the CSP allowed it (the test set-up then blocked it).
        await expect.poll(() => problems.thirdPartyRequests.some((url) => url.startsWith('https://open.spotify.com/embed/'))).toBe(true);
        expect(
          problems.thirdPartyRequests.filter((url) => !url.startsWith('https://open.spotify.com/')),
          'only Spotify was contacted',
        ).toEqual([]);
        // A player that cannot load (here: blocked) leaves the plain link to the platform.
        await expectPlatformLinks(page);
      });

      await test.step('Play video loads the privacy-enhanced YouTube player', async () => {
        await videoButton.scrollIntoViewIfNeeded();
        await videoButton.click();
        const frame = page.locator('iframe').nth(1);
        await expect(page.locator('iframe')).toHaveCount(2);
        await expect(frame).toHaveAttribute('title', /\S/);
        await expect(frame).toHaveAttribute('allow', /\S/);
        await expect(frame).toHaveAttribute('referrerpolicy', /\S/);
        await expect(frame).toBeVisible();
        const src = new URL((await frame.getAttribute('src')) ?? '');
        expect(src.protocol).toBe('https:');
        expect(src.hostname, 'privacy-enhanced host').toBe('www.youtube-nocookie.com');
        await expect(videoButton).toHaveCount(0);
        await expect.poll(() => frame.evaluate((el) => document.activeElement === el), { message: 'focus is in the player' }).toBe(true);
        await expect.poll(() => problems.thirdPartyRequests.some((url) => new URL(url).hostname === 'www.youtube-nocookie.com')).toBe(true);
        expect(
          problems.thirdPartyRequests.filter((url) => !['open.spotify.com', 'www.youtube-nocookie.com'].includes(new URL(url).hostname)),
          'only the two players were contacted',
        ).toEqual([]);
        await expectPlatformLinks(page);
      });
      expectNoOtherProblems(problems);
    });
  });
}
