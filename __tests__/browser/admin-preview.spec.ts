// The band's editor's previews (admin/, src/editorPreview.tsx): a gig and a
// release, opened through the editor's lists in its local-folder mode, are
// drawn by the site's own components in the preview frame, in the site's
// faces, from what the content files say; and what the band types in the
// form shows there as they type.
import type { Locator, Page } from '@playwright/test';
import { gigDateParts } from '../../src/gigs/dates';
import { DAY_MS, handTheCloneOver, isoDay, makeClone, scrollTo } from '../support/editorPage';
import { expect, test } from './fixtures';

/** The site's display face (src/styles/fonts.css), as a heading's computed font-family names it first. */
const DISPLAY_FACE = 'Archivo Black';
const MONTHS_AHEAD = 3;
// One action waits at most a minute for its element, so a step that hangs fails there, naming itself.
test.use({ actionTimeout: 60_000 });

/** The editor's preview frame: a page of its own, which the previews draw in. */
const previewOf = (page: Page) => page.frameLocator('iframe');

/** A heading in the preview is set in the site's display face, and the face is loaded (its data: URL allowed by the editor's policy). */
async function expectSiteFaces(shown: Locator) {
  // The frame is made as the entry opens: beside other work, that takes a while.
  await expect(shown).toBeVisible({ timeout: 30_000 });
  expect(await shown.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(new RegExp(`^"?${DISPLAY_FACE}`));
  await expect.poll(() => shown.evaluate((element, face) => element.ownerDocument.fonts.check(`1em "${face}"`), DISPLAY_FACE)).toBe(true);
}

test('the preview of a gig and of a release is the site drawing them, and follows the form', async ({
  page,
  problems,
  allowProblems,
  contentDir,
  content,
}) => {
  // The editor's interface, offline, through two entries: longer than a test's default time on a busy machine.
  test.setTimeout(240_000);
  // Offline, GitHub's status page cannot be reached (admin.spec.ts checks that it is the only failure).
  allowProblems();
  await handTheCloneOver(page);
  await page.goto('admin/');
  await makeClone(page, contentDir);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  const preview = previewOf(page);

  await test.step('a gig: its card as the gig list shows it, then its new day, status and time', async () => {
    // A gig of the content, whichever: a file of its own, listed by its day and club.
    const gig = content.gigs[0];
    if (!gig) throw new Error('the content has no gig to open');
    await page.getByRole('treeitem', { name: 'Gigs', exact: true }).click({ timeout: 60_000 });
    // The list is drawn anew as it opens: a click while it is, is lost, and the band clicks again.
    const row = page.getByRole('row').filter({ hasText: gig.date }).filter({ hasText: gig.club }).first();
    await expect(async () => {
      await row.click();
      await expect(page.getByRole('button', { name: 'Cancel Editing' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    const form = { field: (role: 'textbox' | 'combobox', name: string) => page.getByRole(role, { name, exact: true }).first() };
    const { dayMonth } = gigDateParts(gig.date);
    const card = preview.getByRole('listitem').filter({ hasText: gig.club }).first();
    // (The country as typed: the build names it from its data set, which the preview leaves to the build.)
    await expect(card).toContainText(`${gig.town}, `);
    await expect(card).toContainText(dayMonth);
    if (gig.eventName) await expect(card).toContainText(gig.eventName);
    await expectSiteFaces(preview.getByRole('heading').first());
    // Booked again for a night to come, sold out, starting at half past eight in the town's own time.
    const coming = isoDay(new Date(Date.now() + MONTHS_AHEAD * 30 * DAY_MS));
    await form.field('textbox', 'Date').fill(coming);
    await form.field('textbox', 'Time').fill('20:30');
    const status = form.field('combobox', 'Status');
    await scrollTo(page, status);
    await status.click();
    await page.getByRole('option', { name: 'sold out', exact: true }).click();
    const upcoming = preview.getByRole('region', { name: 'Upcoming gigs' });
    await expect(upcoming.getByRole('listitem').filter({ hasText: gig.club })).toContainText('Sold out');
    await expect(upcoming).toContainText('Starts 20:30');
    await expect(upcoming).toContainText(gigDateParts(coming).dayMonth);
    // Left unsaved: the band's files stay as they were.
    await page.getByRole('button', { name: 'Cancel Editing' }).click();
  });

  const release = content.releases[0]!;
  const [track] = release.tracks;
  await test.step('a release: its cover, its tracks, the first one’s lyrics, then a new title', async () => {
    await page.getByRole('treeitem', { name: 'Releases', exact: true }).click();
    // The list is drawn anew as it opens: a click while it is, is lost, and the band clicks again.
    const row = page.getByRole('row', { name: release.title, exact: true });
    await expect(async () => {
      await row.click();
      await expect(page.getByRole('button', { name: 'Cancel Editing' })).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expectSiteFaces(preview.getByRole('heading', { level: 1, name: release.title }));
    const cover = preview.getByRole('img', { name: release.cover.alt });
    await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    for (const each of release.tracks) await expect(preview.getByRole('button', { name: each.title })).toBeVisible();
    await expect(preview.getByText(track!.sections[0]!.lines[0]!, { exact: true }).first()).toBeVisible();
    const title = `${release.title} (demo)`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  expect(problems.pageErrors, 'script errors').toEqual([]);
  expect(problems.cspViolations, 'what the policy stopped').toEqual([]);
});
