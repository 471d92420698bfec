// The fixture catalogue (__tests__/fixtures/content) as the app gets it from
// the build: its site.yaml as the scripts carry it, and a page file for each
// of its pages, handed out by a stand-in for the start-up script's loader.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { type Content, loadContent, mapPictures, mapRecordings } from '../../src/content/content';
import type { PictureFile, ResponsiveImage } from '../../src/content/pictures';
import type { RecordingFile } from '../../src/content/recordings';
import type { Recording } from '../../src/content/releases';
import { type Site, siteSchema } from '../../src/content/site';
import { pageFileCache } from '../../src/lib/pageFileCache';
import type { PageFile } from '../../src/lib/pageFiles';
import { pagesOf } from '../../src/pages/routes.build';
import { pastYearFiles } from '../../src/pages/gigs/data.build';
import { buildPageData } from '../../src/pages/routes.build';

export const FIXTURE_CONTENT = path.resolve(__dirname, '..', 'fixtures', 'content');

/** The fixture's site.yaml, checked as the build checks it. */
export function fixtureSite(): Site {
  return siteSchema.parse(parse(readFileSync(path.join(FIXTURE_CONTENT, 'site.yaml'), 'utf8')));
}

/** Stands in for the picture pipeline: one small rendition per format, named after the file. */
export function stubImage(picture: PictureFile): ResponsiveImage {
  const name = path.basename(picture.path).replace(/\.\w+$/, '');
  return {
    src: `${name}.jpg`,
    width: 800,
    height: Math.round((800 * picture.height) / picture.width),
    sources: [
      { type: 'image/avif', srcSet: `${name}-400.avif 400w` },
      { type: 'image/webp', srcSet: `${name}-400.webp 400w` },
    ],
  };
}

/** A recording as the audio pipeline would describe it, without encoding anything. */
export function stubRecording(recording: RecordingFile, name: string): Recording {
  return {
    duration: recording.duration,
    sources: [
      { url: `${name}.mp3`, type: 'audio/mpeg' },
      { url: `${name}.opus`, type: 'audio/ogg; codecs=opus' },
    ],
  };
}

/** Content with the stub pictures and recordings in place of the files. */
export function withStubPictures(content: Content<PictureFile>): Content {
  const pictured = mapPictures(content, (picture) => ({ image: stubImage(picture), alt: picture.alt }));
  return mapRecordings(pictured, stubRecording);
}

/** Every page file of a catalogue, by page path, as the build would write them (title and description aside). */
export function pageFilesOf(content: Content, now: number): Map<string, PageFile> {
  const files = new Map<string, PageFile>();
  for (const { route, path: pagePath, params } of pagesOf(content)) {
    const data = buildPageData(route, content, { params, now });
    if (data !== null) files.set(pagePath, { title: '', description: '', data });
  }
  for (const { path: yearPath, data } of pastYearFiles(content, { now })) files.set(yearPath, { title: '', description: '', data });
  return files;
}

/** What src/boot.ts's loader gives the app: a page's file, or null for an address the site has no page for. */
export type PageLoader = NonNullable<Window['kantstott']>['load'];

/** A loader like src/boot.ts's serving these page files: a page the catalogue has arrives, any other address is null. */
export function loaderFor(files: ReadonlyMap<string, PageFile>): PageLoader {
  return (pagePath) => Promise.resolve(files.get(pagePath) ?? null);
}

/**
 * Puts a loader where src/boot.ts puts its own, with its one cache
 * (lib/pageFileCache.ts) around `load`: no build newer than this one, and
 * nothing kept offline unless `kept` says so.
 */
export function installLoader(load: PageLoader, kept: (path: string) => Promise<boolean> = () => Promise.resolve(false)): void {
  const newerBuild = () => Promise.resolve(false);
  const cache = pageFileCache(load, newerBuild);
  window.kantstott = { load: cache.load, retry: cache.retry, kept, page: () => {}, prefetch: () => {}, newerBuild };
}

let catalogue: Promise<Content> | undefined;

/** The fixture catalogue as the build gives it to pages (stub pictures); read once per test file. */
export function fixtureCatalogue(): Promise<Content> {
  catalogue ??= loadContent(FIXTURE_CONTENT).then(({ content }) => withStubPictures(content));
  return catalogue;
}

/**
 * Installs a loader like src/boot.ts's for the fixture catalogue's pages
 * and returns the catalogue.
 */
export async function installFixturePages(now = Date.now()) {
  const content = await fixtureCatalogue();
  installLoader(loaderFor(pageFilesOf(content, now)));
  return content;
}
