// The visitor's own language first, as Chromium started in that language
// (--lang) shows it: a reader who has not chosen sees the band's texts in
// English where the browser asks for English, in Swedish where it asks for
// Swedish, with no layout shift; `?lang=` and a choice once made still win.
// Expectations are read from the content: a text without English stays Swedish.
import type { Browser, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { LANGUAGES } from '../../src/util/language';
import { appReady, expect, merchRoutes, newsRoutes, openRoute, routesOf, type SiteContent, test } from './fixtures';
import { expectNoLayoutShift, recordLayoutShifts } from './checks';

/** Chromium in a language: the command line's, and the context's locale too (not every version honours one alone). */
async function browserIn(browserType: BrowserType, launchOptions: LaunchOptions, language: string): Promise<Browser> {
  return browserType.launch({ ...launchOptions, args: [...(launchOptions.args ?? []), `--lang=${language}`] });
}

/** The band's first paragraph and each member's bio as the page should show them, and the versions it should not. */
function bandTexts(content: SiteContent, shown: 'sv' | 'en') {
  const { band } = content;
  const story = shown === 'en' && band.descriptionEn ? band.descriptionEn : band.description;
  const hiddenStory = story === band.description ? band.descriptionEn : band.description;
  return {
    visible: [story[0]!, ...band.members.map((member) => (shown === 'en' && member.bioEn) || member.bio)],
    hidden: [
      ...(hiddenStory ? [hiddenStory[0]!] : []),
      ...band.members.flatMap((member) => (member.bioEn ? [shown === 'en' ? member.bio : member.bioEn] : [])),
    ],
  };
}

async function expectBand(page: Page, texts: ReturnType<typeof bandTexts>) {
  const main = page.getByRole('main');
  for (const text of texts.visible) await expect(main.getByText(text, { exact: true })).toBeVisible();
  for (const text of texts.hidden) await expect(main.getByText(text, { exact: true })).toBeHidden();
}

for (const [tag, shown] of [
  ['en-GB', 'en'],
  ['sv-SE', 'sv'],
] as const) {
  test(`Chromium in ${tag} opens the Band page and the press kit in ${shown === 'en' ? 'English' : 'Swedish'}, moving nothing`, async ({
    playwright,
    launchOptions,
    baseURL,
    content,
  }) => {
    const browser = await browserIn(playwright.chromium, launchOptions, tag);
    try {
      const context = await browser.newContext({ baseURL, locale: tag });
      const page = await context.newPage();
      await recordLayoutShifts(page);
      await openRoute(page, '#/band', 'Band');
      // The browser asks for what this test says it does.
      expect(await page.evaluate(() => navigator.languages[0])).toMatch(new RegExp(`^${tag.slice(0, 2)}`));
      await appReady(page);
      await expectBand(page, bandTexts(content, shown));
      const translated = content.band.descriptionEn !== undefined || content.band.members.some((member) => member.bioEn);
      if (translated) {
        const languages = page.getByRole('group', { name: 'Language of the band’s texts' });
        await expect(languages.getByRole('button', { name: shown === 'en' ? 'English' : 'Svenska' })).toHaveAttribute(
          'aria-pressed',
          'true',
        );
      }
      await expectNoLayoutShift(page, `the Band page in ${tag}`);

      await openRoute(page, '#/press', 'Press kit');
      for (const bio of [content.press.shortBio, content.press.longBio]) {
        if (!bio) continue;
        const text = (shown === 'en' && bio.en) || bio.sv;
        await expect(page.getByRole('main').getByText(text.split('\n\n')[0]!, { exact: true })).toBeVisible();
      }
      await context.close();
    } finally {
      await browser.close();
    }
  });
}

test('in an English browser, ?lang=sv and a choice once made still win', async ({ playwright, launchOptions, baseURL, content }) => {
  const translated = content.band.descriptionEn !== undefined;
  test.skip(!translated, 'the band’s story has no English version');
  const browser = await browserIn(playwright.chromium, launchOptions, 'en-GB');
  try {
    const context = await browser.newContext({ baseURL, locale: 'en-GB' });
    const page = await context.newPage();
    await openRoute(page, '#/band?lang=sv', 'Band');
    await appReady(page);
    await expectBand(page, bandTexts(content, 'sv'));
    // Chosen on the switch, and remembered on the next visit.
    await openRoute(page, '#/band', 'Band');
    await expectBand(page, bandTexts(content, 'en'));
    await page.getByRole('group', { name: 'Language of the band’s texts' }).getByRole('button', { name: 'Svenska' }).click();
    await expectBand(page, bandTexts(content, 'sv'));
    await page.reload();
    await appReady(page);
    await expectBand(page, bandTexts(content, 'sv'));
    await context.close();
  } finally {
    await browser.close();
  }
});

test('every route follows `?lang=` as the address changes, though no page asks for it', async ({ page, content }) => {
  const routes = [...routesOf(content), ...newsRoutes(content), ...merchRoutes(content)];
  test.setTimeout(10_000 + routes.length * LANGUAGES.length * 2_000);
  await openRoute(page, '#/');
  const html = page.locator('html');
  // The page's Svenska / English switches, where it has any.
  const switches = page
    .getByRole('main')
    .getByRole('group')
    .filter({ has: page.getByRole('button', { name: 'Svenska' }) });
  for (const route of routes) {
    for (const language of LANGUAGES) {
      const hash = `${route.hash}?lang=${language}`;
      await test.step(hash, async () => {
        // In the same document, as a link pasted into the address bar or followed from elsewhere on the page.
        await page.evaluate((to) => {
          window.location.hash = to;
        }, hash);
        await expect(page).toHaveTitle(route.title);
        await expect(html).toHaveAttribute('data-language', language);
        const name = language === 'en' ? 'English' : 'Svenska';
        for (const group of await switches.all()) await expect(group.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
      });
    }
  }
});
