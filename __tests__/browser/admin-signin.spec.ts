// The band's editor (admin/) signed in to GitHub with a token, as a band
// member away from their computer signs in: against a stand-in for GitHub's
// API on 127.0.0.1 (__tests__/support/githubStandIn.ts), which keeps the
// repository in memory. A save becomes one commit to main, changing what was
// edited and nothing else, and the committed files pass the build's check.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { parse, stringify } from 'yaml';
import { loadContent } from '../../src/content/content';
import { GIGS_FOLDER } from '../../src/content/gigs';
import { gigFileStem } from '../../src/gigs/gig.build';
import { DAY_MS, EDITING_TIMEOUT_MS, EDITOR, isoDay, MONTHS_AHEAD, save, showsCollections } from '../support/editorPage';
import { startGitHubStandIn } from '../support/githubStandIn';
import { readFolder, writeFolder } from '../support/siteVersions';
import { expectOnlyTheStatusCheckFailed, originsNamed } from './checks';
import { expect, test } from './fixtures';

// One action (a click, a field filled) waits at most a minute for its element, so a step that hangs fails
// there, naming itself, rather than using up the whole test's time.
test.use({ actionTimeout: 60_000 });

/** The content in a repository's files, as the build reads and checks it. */
async function contentOf(tree: ReadonlyMap<string, Buffer>) {
  const work = mkdtempSync(path.join(os.tmpdir(), 'editor-commit-'));
  try {
    writeFolder(work, tree);
    return (await loadContent(path.join(work, 'content'))).content;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
/**
 * Points the built editor at the stand-in for GitHub's API, in this page
 * only: its config.yml with the stand-in as the backend's `api_root`, and its
 * policy naming the stand-in's origin beside the rest. The build itself knows
 * only GitHub: no loopback address, and no token, goes into it.
 */
async function useStandIn(page: Page, origin: string) {
  // A page the test answers has no address, so Chromium counts it as on the internet, and asks
  // before it lets it reach loopback, where the stand-in is: granted, as a person would.
  await page.context().grantPermissions(['local-network-access']);
  // The editor asks for its configuration with a query of its own (a cache-buster).
  await page.route(/\/admin\/config\.yml(\?.*)?$/, async (route) => {
    const config = parse(await (await route.fetch()).text()) as { backend: Record<string, unknown> };
    config.backend.api_root = origin;
    await route.fulfill({ contentType: 'application/yaml', body: stringify(config) });
  });
  await page.route(/\/admin\/(index\.html)?$/, async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.replace(/(connect-src|img-src) /g, `$1 ${origin} `) });
  });
}

/**
 * Pastes a token into `field`, as a band member pastes theirs from GitHub's
 * page: through the clipboard, so no step of the test's report shows it (as
 * typing it would).
 */
async function pasteToken(page: Page, field: Locator, token: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((text) => navigator.clipboard.writeText(text), token);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(field).not.toHaveValue('');
}

test('signed in with a token, a gig edited and saved becomes one commit to main', async ({
  page,
  request,
  problems,
  allowProblems,
  contentDir,
  content,
}) => {
  test.setTimeout(EDITING_TIMEOUT_MS);
  allowProblems();
  const { backend } = parse(await (await request.get(`${EDITOR}config.yml`)).text()) as { backend: { repo: string; branch: string } };
  // A gig to come, in its own file as the band wrote it; the band has since learnt its doors time and ticket link.
  const gig = {
    date: isoDay(new Date(Date.now() + MONTHS_AHEAD * 30 * DAY_MS)),
    club: 'Zum Goldenen Ring',
    town: 'Leipzig',
    country: 'Germany',
  };
  const booked = [
    `date: ${gig.date}`,
    `club: ${gig.club}`,
    `town: ${gig.town}`,
    `country: ${gig.country}`,
    'bands:',
    `  - ${content.site.name}`,
    '',
  ].join('\n');
  const gigFile = `content/${GIGS_FOLDER}/${gigFileStem(gig.date, gig.town)}.yaml`;
  const files: [string, Buffer][] = [
    ...[...readFolder(contentDir)].map(([name, bytes]): [string, Buffer] => [`content/${name}`, bytes]),
    [gigFile, Buffer.from(booked)],
  ];
  // Made up for this run, typed into the editor as a band member would paste theirs; never printed.
  const token = `github_pat_${randomBytes(24).toString('hex')}`;
  const github = await startGitHubStandIn({ repository: backend.repo, branch: backend.branch, token, login: 'band-member', files });
  try {
    await useStandIn(page, github.origin);
    await page.goto(EDITOR);
    await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
      'content',
      new RegExp(`connect-src ${github.origin} `),
    );
    await page.getByRole('button', { name: 'Sign In Using Access Token' }).click();
    await pasteToken(page, page.getByRole('textbox', { name: 'Personal Access Token' }), token);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await showsCollections(page);

    // The gig in the list, by the line the list shows of it.
    await page.getByRole('treeitem', { name: 'Gigs', exact: true }).click();
    await page
      .getByRole('row')
      .filter({ hasText: `${gig.date} · ${gig.club}, ${gig.town} (${gig.country})` })
      .click();
    await page.getByRole('textbox', { name: 'Doors' }).fill('19:30');
    await page.getByRole('textbox', { name: 'Tickets' }).fill('https://tickets.example.com/leipzig');
    await save(page);
  } finally {
    await github.close();
  }
  expect(github.unanswered, 'what the stand-in had no answer for').toEqual([]);

  // One commit on main, on top of the band's content, changing that gig's file and nothing else: its two lines added.
  const [commit, seed, ...older] = github.commits();
  expect(older).toEqual([]);
  expect(commit!.parent).toBe(seed);
  const changed = [...new Set([...commit!.tree.keys(), ...seed!.tree.keys()])].filter(
    (name) => !commit!.tree.get(name)?.equals(seed!.tree.get(name) ?? Buffer.alloc(0)),
  );
  expect(changed).toEqual([gigFile]);
  const linesOf = (tree: ReadonlyMap<string, Buffer>) => tree.get(gigFile)!.toString('utf8').split('\n');
  const [linesBefore, linesAfter] = [linesOf(seed!.tree), linesOf(commit!.tree)];
  expect(linesAfter.filter((line) => !linesBefore.includes(line))).toEqual([
    'doors: 19:30',
    'tickets: https://tickets.example.com/leipzig',
  ]);
  expect(linesBefore.filter((line) => !linesAfter.includes(line))).toEqual([]);
  // The committed files pass the build's content check, with that gig as booked and its two fields added.
  const [before, after] = await Promise.all([contentOf(seed!.tree), contentOf(commit!.tree)]);
  const isTheGig = (each: { date: string; club: string }) => each.date === gig.date && each.club === gig.club;
  expect(after.gigs.find(isTheGig)).toEqual({
    ...before.gigs.find(isTheGig),
    doors: '19:30',
    tickets: 'https://tickets.example.com/leipzig',
  });
  expectOnlyTheStatusCheckFailed(problems, await originsNamed(page));
});
