// The press kit page and the Svenska / English switch, on the fixture
// catalogue with every optional part of the press kit and its translations
// (__tests__/fixtures/press-full laid over __tests__/fixtures/content); the
// fixture as it is, with neither, in pressKitNone.test.tsx (a page's file is
// fetched once per test file). Expectations are read from the content.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { type Content, loadContent } from '../../src/content/content';
import { LANGUAGE_KEY } from '../../src/util/language';
import { paths } from '../../src/util/routes';
import { fileSize } from '../../src/pages/press/fileSize';
import type { PressDownloads } from '../../src/pages/press/files.build';
import { FIXTURE_CONTENT, loaderFor, pageFilesOf, withStubPictures } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

let full: Content;
beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'press-full-'));
  fs.cpSync(FIXTURE_CONTENT, dir, { recursive: true });
  fs.cpSync(path.join(FIXTURE_CONTENT, '..', 'press-full'), dir, { recursive: true });
  full = withStubPictures((await loadContent(dir)).content);
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A browser that asks for Swedish, as the band's Swedish fans' do (the first version they see: util/language.ts). */
let browserLanguages: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  browserLanguages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['sv-SE', 'sv']);
});
afterEach(() => browserLanguages.mockRestore());

/**
 * The downloads as the build would list them for `content` (the build makes
 * the files with sharp, in Node: press.test.ts checks those).
 */
function downloadsOf(content: Content): PressDownloads {
  const file = (name: string, type: string, bytes: number) => ({ name: `press/${name}`, type, bytes });
  return {
    photos: content.press.photos.map((photo, index) => ({
      ...file(`photo-${index + 1}.jpg`, 'image/jpeg', 1_234_567 * (index + 1)),
      width: photo.orientation === 'portrait' ? 2400 : 3000,
      height: photo.orientation === 'portrait' ? 3000 : 1875,
    })),
    logos: [{ ...file('logo.svg', 'image/svg+xml', 2000), use: 'SVG, any size' }],
    rider: content.press.rider && file('rider.txt', 'text/plain', 900),
    stagePlot: content.press.rider && file('stage-plot.svg', 'image/svg+xml', 1900),
    zip: file('kit.zip', 'application/zip', 4_567_890),
  };
}

/** The app on `content`, its press page with the downloads a build would list. */
function renderOn(content: Content, route: string) {
  const files = pageFilesOf(content, Date.now());
  const press = files.get(paths.press)!;
  files.set(paths.press, { ...press, data: { ...(press.data as object), downloads: downloadsOf(content) } });
  return renderApp(route, undefined, { loader: loaderFor(files) });
}

function clipboard() {
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const switchOf = (name: RegExp | string) => screen.getByRole('group', { name });
const option = (group: HTMLElement, name: string) => within(group).getByRole('button', { name });

describe('the Band page in two languages', () => {
  test('Svenska first in a Swedish browser; English shows the story and the bios in English, each marked lang="en", and is remembered', async () => {
    const { user } = await renderOn(full, paths.band);
    const languages = switchOf('Language of the band’s texts');
    await waitFor(() => expect(option(languages, 'Svenska')).toHaveAttribute('aria-pressed', 'true'));
    expect(option(languages, 'English')).toHaveAttribute('aria-pressed', 'false');
    const story = screen.getByText(full.band.description[0]!);
    expect(story).toBeVisible();
    expect(story.closest('[lang]')).toHaveAttribute('lang', 'sv');
    expect(screen.getByText(full.band.descriptionEn![0]!)).not.toBeVisible();

    await user.click(option(languages, 'English'));
    expect(option(languages, 'English')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(full.band.descriptionEn![0]!)).toBeVisible();
    expect(screen.getByText(full.band.descriptionEn![0]!).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(full.band.description[0]!)).not.toBeVisible();
    for (const member of full.band.members) {
      // A member without an English bio stays Swedish, marked so.
      const bio = screen.getByText(member.bioEn ?? member.bio);
      expect(bio).toBeVisible();
      expect(bio).toHaveAttribute('lang', member.bioEn ? 'en' : 'sv');
    }
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBe('en');

    // The next visit starts in English.
    cleanup();
    await renderOn(full, paths.band);
    await waitFor(() => expect(option(switchOf('Language of the band’s texts'), 'English')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText(full.band.descriptionEn![0]!)).toBeVisible();
  });

  test('a link can ask for English: #/band?lang=en', async () => {
    await renderOn(full, `${paths.band}?lang=en`);
    await waitFor(() => expect(screen.getByText(full.band.descriptionEn![0]!)).toBeVisible());
    expect(screen.getByText(full.band.description[0]!)).not.toBeVisible();
    // Asked by a link, not chosen: not remembered.
    expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
  });
});

test.each([
  [['en-GB', 'en'], 'en'],
  [['nb-NO'], 'sv'],
  [['de-DE'], 'en'],
] as const)('a reader who has not chosen, in a browser asking for %j, sees the story in %s first', async (languages, shown) => {
  browserLanguages.mockReturnValue([...languages]);
  await renderOn(full, paths.band);
  const [visible, hidden] =
    shown === 'en' ? [full.band.descriptionEn!, full.band.description] : [full.band.description, full.band.descriptionEn!];
  await waitFor(() => expect(screen.getByText(visible[0]!)).toBeVisible());
  expect(screen.getByText(hidden[0]!)).not.toBeVisible();
  expect(window.localStorage.getItem(LANGUAGE_KEY)).toBeNull();
});

describe('lyrics with a translation', () => {
  test('English shows the translation beside the original, each in its language', async () => {
    const release = full.releases.find((candidate) => candidate.tracks.some((track) => track.translation))!;
    const track = release.tracks.find((candidate) => candidate.translation)!;
    const { user } = await renderOn(full, paths.track(release.slug, track.id));
    const original = screen.getByText(track.sections[0]!.lines[0]!);
    expect(screen.queryByText(`In English: ${track.translation!.title}`)).not.toBeInTheDocument();

    await user.click(option(switchOf(/Lyrics/), 'English'));
    const heading = await screen.findByText(`In English: ${track.translation!.title}`);
    expect(heading.closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(screen.getByText(track.translation!.sections[0]!.lines[0]!).closest('[lang]')).toHaveAttribute('lang', 'en');
    expect(original.closest('[lang]')).toHaveAttribute('lang', track.language);
  });
});

describe('the press kit page', () => {
  test('both bios in Swedish and, switched, in English; each Copy button copies its text and says so', async () => {
    const { user } = await renderOn(full, paths.press);
    expect(await screen.findByRole('heading', { level: 1, name: 'Press kit' })).toBeInTheDocument();
    const writeText = clipboard();
    const bios = [
      ['short', full.press.shortBio!],
      ['long', full.press.longBio!],
    ] as const;
    for (const [language, name] of [
      ['sv', 'Swedish'],
      ['en', 'English'],
    ] as const) {
      if (language === 'en') await user.click(option(switchOf('Language of the bios'), 'English'));
      for (const [which, bio] of bios) {
        const text = bio[language]!;
        expect(screen.getByText(text.split('\n\n')[0]!).closest('[lang]')).toHaveAttribute('lang', language);
        await user.click(screen.getByRole('button', { name: `Copy the ${which} bio (${name})` }));
        expect(writeText).toHaveBeenLastCalledWith(text);
      }
    }
    expect(screen.getAllByRole('status').some((status) => status.textContent === 'Copied!')).toBe(true);
  });

  test('every quote, photo caption and contact has a Copy button', async () => {
    const { user } = await renderOn(full, paths.press);
    const writeText = clipboard();
    for (const quote of full.press.quotes) {
      expect(screen.getByText(`“${quote.text}”`).closest('[lang]')).toHaveAttribute('lang', quote.language);
      await user.click(screen.getByRole('button', { name: `Copy the quote from ${quote.source}` }));
      expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(quote.text));
    }
    for (const [index, photo] of full.press.photos.entries()) {
      await user.click(screen.getByRole('button', { name: `Copy caption of photo ${index + 1}` }));
      expect(writeText).toHaveBeenLastCalledWith(`${photo.caption}. ${photo.credit}`);
    }
    for (const contact of full.press.contacts) {
      await user.click(screen.getByRole('button', { name: `Copy the contact for ${contact.territory}` }));
      expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(contact.email));
    }
    await user.click(screen.getByRole('button', { name: 'Copy the rider as text' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(`Changeover: ${full.press.rider!.changeover} minutes`));
  });

  test('each photo links to its print size, saying its pixels and MB; the zip says its size; the rider lists every input', async () => {
    await renderOn(full, paths.press);
    const downloads = downloadsOf(full);
    for (const [index, print] of downloads.photos.entries()) {
      const link = screen.getByRole('link', {
        name: new RegExp(`${print.width} × ${print.height} px.*${fileSize(print.bytes)}.*${full.press.photos[index]!.caption}`),
      });
      expect(link).toHaveAttribute('href', print.name);
      expect(fileSize(print.bytes)).toMatch(/MB$/);
    }
    expect(screen.getByRole('link', { name: /Download everything/ })).toHaveTextContent(fileSize(downloads.zip.bytes));
    const inputs = screen.getByRole('table', { name: 'Inputs' });
    for (const input of full.press.rider!.inputs)
      expect(within(inputs).getByRole('row', { name: new RegExp(`^${input.channel} ${input.source}`) })).toBeInTheDocument();
    const plot = screen.getByRole('img', { name: /^Stage plot/ });
    expect(plot.tagName.toLowerCase()).toBe('svg');
    for (const position of full.press.rider!.positions) expect(plot).toHaveTextContent(position.name);
    expect(screen.getByRole('link', { name: /Stage plot as SVG/ })).toHaveAttribute('href', downloads.stagePlot!.name);
    expect(screen.getByRole('button', { name: 'Print or save as PDF' })).toBeInTheDocument();
  });
});
