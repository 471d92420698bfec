/** @jest-environment node */
// The content's version (scripts/site-plugin.js), which the build adds to the
// compilation's hash: the dev server reloads the open page only when that
// hash changes, so an edit to a content file alone must change it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { versionOf } = require('../../scripts/site-plugin.js') as {
  versionOf: (files: readonly string[], buildDay: string) => string;
};

let dir: string;
let files: string[];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-site-plugin-'));
  files = ['gigs.yaml', 'cover.svg'].map((name) => path.join(dir, name));
  writeFileSync(files[0]!, '- date: 2026-03-14\n  club: Klubb Kuben\n');
  writeFileSync(files[1]!, '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

test('the same files on the same day give the same version, in any order', () => {
  expect(versionOf(files, '2026-11-24')).toBe(versionOf([...files].reverse(), '2026-11-24'));
});

test('an edited content file, an edited picture or another day gives another version', () => {
  const before = versionOf(files, '2026-11-24');
  expect(versionOf(files, '2026-11-25')).not.toBe(before);

  writeFileSync(files[0]!, '- date: 2026-03-14\n  club: Klubb Kuben EDITED\n');
  const afterText = versionOf(files, '2026-11-24');
  expect(afterText).not.toBe(before);

  writeFileSync(files[1]!, '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>');
  expect(versionOf(files, '2026-11-24')).not.toBe(afterText);
});
