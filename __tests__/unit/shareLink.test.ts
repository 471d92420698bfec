/** @jest-environment node */
// The address "Copy link" copies: over http(s) the share page's real path
// beside the index.html the site is open at; from disk, the hash address.
import { shareLink } from '../../src/lib/shareLink';

describe('served over http(s)', () => {
  test('the share page beside index.html, whatever the hash says now', () => {
    expect(shareLink('https://kantstott.github.io/kantstott/#/media/varm&kall', '/media/varm&kall/mareld')).toBe(
      'https://kantstott.github.io/kantstott/media/varm&kall/mareld/',
    );
    expect(shareLink('http://127.0.0.1:4173/#/media/varm%26kall/mareld', '/media/varm&kall/mareld')).toBe(
      'http://127.0.0.1:4173/media/varm&kall/mareld/',
    );
  });

  test('an explicit index.html, a query and a deeper sub-path are left behind', () => {
    expect(shareLink('https://example.org/a/b/index.html?utm_source=x#/media/sol&regn', '/media/sol&regn')).toBe(
      'https://example.org/a/b/media/sol&regn/',
    );
    expect(shareLink('http://localhost:8080/', '/gigs')).toBe('http://localhost:8080/gigs/');
  });

  test('odd characters stay encoded, in the site’s folder and in the route', () => {
    expect(shareLink('https://example.org/my%20band/#/media/x', '/media/sol&regn/paper-boats')).toBe(
      'https://example.org/my%20band/media/sol&regn/paper-boats/',
    );
    const link = shareLink('https://example.org/band/', '/media/a b?#/spår');
    expect(link).toBe('https://example.org/band/media/a%20b%3F%23/sp%C3%A5r/');
    // Read back, it names the same release and track.
    expect(new URL(link).pathname.split('/').map(decodeURIComponent)).toEqual(['', 'band', 'media', 'a b?#', 'spår', '']);
  });
});

describe('opened from disk', () => {
  test('the hash address, as the site uses it there', () => {
    expect(shareLink('file:///home/tove/dist/index.html#/media/varm&kall', '/media/varm&kall/mareld')).toBe(
      'file:///home/tove/dist/index.html#/media/varm&kall/mareld',
    );
    expect(shareLink('file:///C:/Users/Tove%20L/dist/index.html', '/gigs')).toBe('file:///C:/Users/Tove%20L/dist/index.html#/gigs');
  });
});
