// The band's editor in the browser tests (admin.spec.ts, admin-preview.spec.ts):
// its local-folder mode's clone, a copy of the content in the origin-private
// file system, handed to the editor where it asks for a folder; and its long forms.
import type { Locator, Page } from '@playwright/test';
import { readFolder } from './siteVersions';

/** The folder of the origin-private file system that stands for the band's clone. */
export const CLONE = 'kantstott';

/** Copies the content into the origin-private file system, as a clone of the repository (the editor looks for .git). */
export async function makeClone(page: Page, contentDir: string) {
  const files = [...readFolder(contentDir)].map(([name, bytes]) => [`content/${name}`, bytes.toString('base64')] as const);
  await page.evaluate(
    async ({ clone, files }) => {
      const root = await navigator.storage.getDirectory();
      await root.removeEntry(clone, { recursive: true }).catch(() => {});
      const repository = await root.getDirectoryHandle(clone, { create: true });
      await repository.getDirectoryHandle('.git', { create: true });
      for (const [name, base64] of files) {
        const parts = name.split('/');
        let folder = repository;
        for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
        const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
        await writable.close();
      }
    },
    { clone: CLONE, files },
  );
}

/** Hands the editor the clone where it asks for a folder; call before the editor's page opens. */
export const handTheCloneOver = (page: Page) =>
  page.addInitScript((clone) => {
    Object.assign(window, { showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle(clone) });
  }, CLONE);

/** Scrolls the form down until `target` is there: the editor draws a long form's fields as they come into view. */
export async function scrollTo(page: Page, target: Locator) {
  await page.mouse.move(300, 500);
  for (let step = 0; step < 50 && (await target.count()) === 0; step += 1) await page.mouse.wheel(0, 400);
  await target.scrollIntoViewIfNeeded();
}
