// The band's editor driven as a band member drives it, mostly in its
// local-folder mode: the browser tests (admin.spec.ts, admin-preview.spec.ts,
// admin-signin.spec.ts) and the editor's benchmark (tools/bench-editor.mts)
// share it. The clone is a copy of
// the content in the origin-private file system, handed to the editor where
// it asks for a folder (no script can answer the folder picker).
import { expect, type Locator, type Page } from '@playwright/test';
import { readFolder } from './siteVersions';

/** The editor's address, relative to the site. */
export const EDITOR = 'admin/';

/** A day as the content writes it: `2026-05-25`. */
export const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
export const DAY_MS = 86_400_000;
/** How far ahead the editor's tests book a gig still to come. */
export const MONTHS_AHEAD = 6;

/**
 * A hang detector, not a measure: the editor's interface takes about 30 s
 * alone and several times that beside the rest of the suite on two cores.
 */
export const EDITING_TIMEOUT_MS = 360_000;

/** The folder of the origin-private file system that stands for the band's clone. */
export const CLONE = 'kantstott';
/** How much of the clone goes to the page in one call: a large catalogue with its recordings is too big for one. */
const BATCH_BYTES = 8_000_000;
/**
 * Waits for the editor to show its collections, once it has read the whole
 * repository: a hang detector, not a measure, as that takes longer the more
 * gigs and releases the band has, and longer beside the rest of the suite.
 */
const READ_REPOSITORY_MS = 60_000;

/** Copies the content into the origin-private file system, as a clone of the repository (the editor looks for .git). */
export async function makeClone(page: Page, contentDir: string) {
  await page.evaluate(async (clone) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry(clone, { recursive: true }).catch(() => {});
    await (await root.getDirectoryHandle(clone, { create: true })).getDirectoryHandle('.git', { create: true });
  }, CLONE);
  let batch: [string, string][] = [];
  let bytes = 0;
  const send = async () => {
    await page.evaluate(
      async ({ clone, files }) => {
        const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(clone);
        for (const [name, base64] of files) {
          const parts = name.split('/');
          let folder = repository;
          for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
          const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
          await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
          await writable.close();
        }
      },
      { clone: CLONE, files: batch },
    );
    batch = [];
    bytes = 0;
  };
  for (const [name, data] of readFolder(contentDir)) {
    batch.push([`content/${name}`, data.toString('base64')]);
    bytes += data.length;
    if (bytes >= BATCH_BYTES) await send();
  }
  if (batch.length) await send();
}

/** The clone's content folder as the editor left it (or those of its files named), as files by their path in it. */
export async function readClone(page: Page, only?: readonly string[]): Promise<Map<string, Buffer>> {
  const files = await page.evaluate(
    async ({ clone, only }) => {
      const read: [string, string][] = [];
      const walk = async (folder: FileSystemDirectoryHandle, prefix: string): Promise<void> => {
        for await (const [name, handle] of (folder as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
          if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
          else if (!only || only.includes(`${prefix}${name}`)) {
            const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
            // In slices: a recording's bytes spread as arguments overflow the stack.
            let text = '';
            for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
            read.push([`${prefix}${name}`, btoa(text)]);
          }
        }
      };
      const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle(clone);
      await walk(await repository.getDirectoryHandle('content'), '');
      return read;
    },
    { clone: CLONE, only },
  );
  return new Map(files.map(([name, base64]) => [name, Buffer.from(base64, 'base64')]));
}

/** Hands the editor the clone where it asks for a folder; call before the editor's page opens. */
export const handTheCloneOver = (page: Page) =>
  page.addInitScript((clone) => {
    Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(clone) });
  }, CLONE);

/** Waits for the editor to show its collections, once it has read the whole repository. */
export async function showsCollections(page: Page) {
  await expect(page.getByRole('treeitem', { name: 'Gigs' })).toBeVisible({ timeout: READ_REPOSITORY_MS });
}

/** Opens an entry through the editor's lists, as the band would: its collection (and folder), then the entry. */
export async function open(page: Page, collection: string, entry: string, folder?: string) {
  await page.getByRole('treeitem', { name: collection, exact: true }).click();
  if (folder) await page.getByRole('treeitem', { name: folder, exact: true }).click();
  await page.getByRole('row', { name: entry, exact: true }).click();
}

/** A gig's row in the editor's list, or in its search results, by the line the list shows of it (its day and club). */
export const gigRow = (page: Page, gig: { date: string; club: string }) =>
  page.getByRole('row').filter({ hasText: `${gig.date} · ${gig.club},` });

/** Types `terms` into the editor's search, as the band would, and waits for its results. */
export async function search(page: Page, terms: string) {
  const box = page.getByRole('searchbox');
  await box.fill('');
  await box.click();
  // A key at a time: the editor searches again as each comes.
  await page.keyboard.type(terms);
  // Done when it says so for the whole of them (each between Unicode's isolation marks).
  const escaped = terms.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const told = new RegExp(`search results for “\u2068?${escaped}\u2069?”`);
  await page.getByRole('status').filter({ hasText: told }).waitFor({ state: 'attached' });
}

/** Duplicates the entry open in the editor, through its options: the copy opens as a new entry, unsaved. */
export async function duplicate(page: Page) {
  await page.getByRole('button', { name: 'Show Editor Options' }).click();
  await page.getByRole('menuitem', { name: /^Duplicate/ }).click();
  await page.waitForURL(/\/new$/);
}

/** How long the editor's "Entry saved." may take to go: its 5 s on screen, its fade, and a busy machine's slack. */
const NOTICE_GONE_MS = 15_000;

/** Saves the entry open in the editor, and waits (`timeout` ms, else expect's default) for the editor to say so. */
export async function save(page: Page, timeout?: number) {
  // The last save's notice gone first: the one awaited below is this save's. It stays 5 s, then fades
  // (@sveltia/ui's Toast), longer than expect's default wait when the band saves again at once.
  await expect(page.getByText('Entry saved.')).toHaveCount(0, { timeout: Math.max(timeout ?? 0, NOTICE_GONE_MS) });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  // Saved, the editor closes the entry and says so.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toHaveCount(0, { timeout });
  await expect(page.getByText('Entry saved.')).toBeVisible({ timeout });
}

/**
 * Whether `target` is there and wholly in view, as the browser's own
 * IntersectionObserver sees it (through every scrolled box on the way).
 */
const inView = (target: Locator) =>
  target.evaluateAll((found) =>
    found.length === 0
      ? false
      : new Promise<boolean>((resolve) => {
          const observer = new IntersectionObserver(([seen]) => {
            observer.disconnect();
            resolve(seen!.intersectionRatio === 1);
          });
          observer.observe(found[0]!);
        }),
  );

/**
 * Scrolls the form down until `target` is there: the editor draws a long form's fields as they come into view.
 * One already in view is left where it is (Playwright's own scroll first waits for it to hold still over frames).
 */
export async function scrollTo(page: Page, target: Locator) {
  if (await inView(target)) return;
  await page.mouse.move(300, 500);
  for (let step = 0; step < 50 && (await target.count()) === 0; step += 1) await page.mouse.wheel(0, 400);
  await target.scrollIntoViewIfNeeded();
}
