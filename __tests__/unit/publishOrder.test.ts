/** @jest-environment node */
// The order a publish sends a site in (tools/publish/plan.js): the service
// worker goes up last of all, after the entry pages, as it names every file it
// precaches, index.html too (src/sw.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { listSite, stepOf } from '../../tools/publish/plan';

test('sw.js goes up with the entry pages, after index.html', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'publish-order-'));
  try {
    for (const file of [
      'sw.js',
      'index.html',
      '404.html',
      'redirect.js',
      'assets/main.0123456789.js',
      'pages/band.0123456789.json',
      'gigs.ics',
    ]) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), file);
    }
    expect(stepOf('sw.js')).toBe('entry');
    expect(
      listSite(dir)
        .map((file) => file.path)
        .slice(-3),
    ).toEqual(['404.html', 'index.html', 'sw.js']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the feeds go up with the sitemap, after the share pages they link', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'publish-order-'));
  try {
    const files = ['feed.json', 'feed.xml', 'sitemap.xml', 'media/kniv/index.html', 'gigs/2027-01-09-klubb/index.html', 'index.html'];
    for (const file of files) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), file);
    }
    const order = listSite(dir).map((file) => file.path);
    for (const feed of ['feed.xml', 'feed.json']) {
      expect(stepOf(feed)).toBe(stepOf('sitemap.xml'));
      for (const page of ['media/kniv/index.html', 'gigs/2027-01-09-klubb/index.html'])
        expect(order.indexOf(feed)).toBeGreaterThan(order.indexOf(page));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
