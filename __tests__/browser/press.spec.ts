// The site walked as a promoter would: from the home page to the press kit
// in at most two steps; both bios in both languages, each Copy button copying
// its text; every download serving the type and the size the page states;
// the zip holding every file the page lists; the stage plot as SVG; the
// press kit's share page with its own preview; the Band page in English;
// the rider printing alone; no accessibility violation. What to expect comes
// from the content the build was made from, which may have no press kit.
import type { Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { fileSize } from '../../src/pages/press/fileSize';
import { expectNoAxeViolations } from './checks';
import { CATALOGUE, expect, openRoute, pageHeading, pageTitle, test } from './fixtures';

const PRESS = '#/press';

/** What a file's name says it is, as a web host would serve it. */
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  svg: 'image/svg+xml',
  txt: 'text/plain',
  zip: 'application/zip',
};

/** Every download the page offers: its address, as the page has it, and what its link says. */
async function downloadsOf(page: Page): Promise<{ href: string; text: string }[]> {
  const links = page.getByRole('main').locator('a[download]');
  return links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ href: anchor.getAttribute('href') ?? '', text: anchor.textContent ?? '' })),
  );
}

const fileNameOf = (href: string) => decodeURIComponent(href.split('/').at(-1) ?? '');

test(
  'from home to the press kit in two steps at most, by the footer, and by the booking line where it shows',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    await openRoute(page, '#/', 'Home');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Press kit' }).click();
    await expect(pageHeading(page, 'Press kit')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(content, 'Press kit'));

    // With no gig booked the home page invites bookings, and the invitation leads here too.
    await openRoute(page, '#/', 'Home');
    const invitation = page.getByRole('link', { name: 'press kit', exact: true });
    if ((await invitation.count()) > 0) {
      await invitation.first().click();
      await expect(pageHeading(page, 'Press kit')).toBeVisible();
    }
  },
);

test('both bios in both languages, each Copy button copying its text', { tag: CATALOGUE }, async ({ page, context, baseURL, content }) => {
  const { shortBio, longBio } = content.press;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(baseURL ?? '').origin });
  await openRoute(page, PRESS, 'Press kit');
  const bios = [
    ['short', shortBio],
    ['long', longBio],
  ] as const;
  if (!shortBio && !longBio) {
    await expect(page.getByRole('heading', { name: 'Bios' })).toHaveCount(0);
    return;
  }
  for (const [language, name] of [
    ['sv', 'Swedish'],
    ['en', 'English'],
  ] as const) {
    const languages = page.getByRole('group', { name: 'Language of the bios' });
    if ((await languages.count()) > 0) await languages.getByRole('button', { name: language === 'en' ? 'English' : 'Svenska' }).click();
    for (const [which, bio] of bios) {
      if (!bio) continue;
      // Without an English version, the Swedish shows, and says so.
      const shown = bio[language] ? language : 'sv';
      const text = bio[shown]!;
      await expect(
        page
          .getByRole('main')
          .locator(`[lang="${shown}"]`)
          .filter({ hasText: text.split('\n\n')[0]! }),
      ).toBeVisible();
      await page.getByRole('button', { name: `Copy the ${which} bio (${shown === 'en' ? 'English' : 'Swedish'})` }).click();
      await expect.poll(() => page.evaluate(() => navigator.clipboard.readText()), `the ${which} bio in ${name}`).toBe(text);
    }
  }
  await expectNoAxeViolations(page, 'the press kit in English');
});

test(
  'every download serves the type and size it states, and the zip holds every file the page lists',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    await openRoute(page, PRESS, 'Press kit');
    const downloads = await downloadsOf(page);
    const zipLink = downloads.find((download) => download.href.endsWith('.zip'));
    expect(zipLink, 'one download of everything').toBeTruthy();
    expect(downloads.length).toBeGreaterThan(1);
    const bodies = new Map<string, Buffer>();
    for (const { href, text } of downloads) {
      const response = await page.request.get(new URL(href, baseURL).href);
      expect(response.status(), href).toBe(200);
      const body = await response.body();
      bodies.set(href, body);
      expect(response.headers()['content-type'], href).toContain(TYPES[href.split('.').at(-1)!]);
      expect(text, `${href} says its size`).toContain(fileSize(body.length));
      // A photo's link says its size in pixels, and that size is at least the print size.
      const pixels = /(\d+) × (\d+) px/.exec(text);
      if (pixels) {
        const { width, height } = await sharp(body).metadata();
        expect([width, height]).toEqual([Number(pixels[1]), Number(pixels[2])]);
        expect(Math.max(width, height)).toBeGreaterThanOrEqual(3000);
        expect(text).toMatch(/MB/);
      }
    }
    // Photos at print size, one per press photo; the logo as SVG and as PNGs with transparency.
    expect(downloads.filter(({ text }) => /px/.test(text))).toHaveLength(content.press.photos.length);
    for (const [href, body] of bodies) {
      if (href.endsWith('.png')) expect((await sharp(body).metadata()).hasAlpha, href).toBe(true);
    }
    const inZip = Object.keys(unzipSync(new Uint8Array(bodies.get(zipLink!.href)!))).map(fileNameOf);
    for (const { href } of downloads.filter((download) => download !== zipLink))
      expect(inZip, 'the zip holds what the page lists').toContain(fileNameOf(href));
    const bios = [content.press.shortBio && 'short', content.press.longBio && 'long'].filter(Boolean);
    for (const which of bios) expect(inZip).toContain(`bio-${which}-sv.txt`);
  },
);

test('the rider lists every input; the stage plot is an SVG; printing shows the rider alone', async ({ page, baseURL, content }) => {
  const { rider } = content.press;
  await openRoute(page, PRESS, 'Press kit');
  if (!rider) {
    await expect(page.getByRole('table', { name: 'Inputs' })).toHaveCount(0);
    return;
  }
  const inputs = page.getByRole('table', { name: 'Inputs' });
  await expect(inputs.getByRole('row')).toHaveCount(rider.inputs.length + 1);
  for (const input of rider.inputs)
    await expect(inputs.getByRole('row').filter({ hasText: input.source }).first()).toContainText(String(input.channel));
  // Drawn as SVG on the page, and the same drawing as the kit's file.
  const plot = page.getByRole('img', { name: /^Stage plot/ });
  expect(await plot.evaluate((element) => element.tagName.toLowerCase())).toBe('svg');
  const href = await page.getByRole('link', { name: /Stage plot as SVG/ }).getAttribute('href');
  const response = await page.request.get(new URL(href ?? '', baseURL).href);
  expect(response.headers()['content-type']).toContain('image/svg+xml');
  const svg = (await response.body()).toString('utf8');
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // The same drawing: the same text and the same shapes, as the browser reads each.
  const inFile = await page.evaluate((markup) => {
    const root = new DOMParser().parseFromString(markup, 'image/svg+xml').documentElement;
    return { text: root.textContent, shapes: root.querySelectorAll('circle, rect, line').length };
  }, svg);
  const onPage = await plot.evaluate((root) => ({ text: root.textContent, shapes: root.querySelectorAll('circle, rect, line').length }));
  expect(onPage).toEqual(inFile);
  for (const position of rider.positions) await expect(plot).toContainText(position.name);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 2, name: /Tech rider/ })).toBeVisible();
  await expect(plot).toBeVisible();
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(pageHeading(page, 'Press kit')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
});

test(
  'the share page press/ has its own preview, and both bios in both languages for search engines',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    const response = await page.request.get(new URL('press/', baseURL).href);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const meta = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
    expect(meta('og:title')).toContain('Press kit');
    expect(meta('og:url')).toMatch(/\/press\/$/);
    expect(meta('og:image')).toBeTruthy();
    // Its own card: not the site's general one.
    expect(meta('og:image')).not.toMatch(/\/share\.png$/);
    await page.setContent(html.replace(/<script[^>]*><\/script>/g, ''));
    for (const bio of [content.press.shortBio, content.press.longBio]) {
      if (!bio) continue;
      for (const language of ['sv', 'en'] as const) {
        const text = bio[language];
        if (text)
          await expect(
            page
              .getByRole('main')
              .locator(`[lang="${language}"]`)
              .filter({ hasText: text.split('\n\n')[0]! }),
          ).toHaveCount(1);
      }
    }
  },
);

test(
  'a translated track’s share page carries its lyrics in both languages, each marked',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    const release = content.releases.find((candidate) => candidate.tracks.some((track) => track.translation));
    test.skip(!release, 'no track of this content has a translation');
    const track = release!.tracks.find((candidate) => candidate.translation)!;
    const folder = encodeURIComponent(release!.slug).replace(/%26/g, '&');
    const response = await page.request.get(new URL(`media/${folder}/${track.id}/`, baseURL).href);
    expect(response.status()).toBe(200);
    await page.setContent((await response.text()).replace(/<script[^>]*><\/script>/g, ''));
    const main = page.getByRole('main');
    await expect(main.locator(`[lang="${track.language}"]`).filter({ hasText: track.sections[0]!.lines[0]! }).first()).toBeAttached();
    await expect(main.locator('[lang="en"]').filter({ hasText: track.translation!.sections[0]!.lines[0]! }).first()).toBeAttached();
    await expect(main.getByText(`In English: ${track.translation!.title}`)).toBeAttached();
  },
);

test(
  'the Band page in English has lang="en" on the story, and the texts without English stay lang="sv"',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    await openRoute(page, '#/band?lang=en', 'Band');
    const { band } = content;
    const first = (band.descriptionEn ?? band.description)[0]!;
    await expect(
      page
        .getByRole('main')
        .locator(`[lang="${band.descriptionEn ? 'en' : 'sv'}"]`)
        .filter({ hasText: first }),
    ).toBeVisible();
    for (const member of band.members) {
      await expect(
        page.getByRole('main').locator(`p[lang="${member.bioEn ? 'en' : 'sv'}"]`, { hasText: member.bioEn ?? member.bio }),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page, 'the Band page in English');
  },
);
