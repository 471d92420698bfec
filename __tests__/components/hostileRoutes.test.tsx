import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { findRelease } from '../../src/content/releases';
import { renderApp } from '../support/renderWithProviders';

// Whatever a visitor pastes after the #, the site shows a page: never a throw,
// never a blank screen.
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme' }),
  fc.constantFrom(
    '%E0%A4%A',
    '%',
    '%%',
    '..',
    '../../etc/passwd',
    'constructor',
    '__proto__',
    'toString',
    'hasOwnProperty',
    '<script>alert(1)</script>',
    '🤘🛹',
    'x'.repeat(20000),
  ),
);

describe('any route', () => {
  afterEach(() => jest.restoreAllMocks());

  test('property: release lookup returns a real release or nothing, never throws', () => {
    fc.assert(
      fc.property(hostile, (slug) => {
        const release = findRelease(slug);
        expect(release === undefined || release.slug === slug).toBe(true);
      }),
    );
  });

  test('property: every path renders the layout with a page heading', async () => {
    // React Router warns about malformed percent-encoding; that warning is fine.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/', '/media/', '/media/kniv/', '/band/'), hostile, async (prefix, rest) => {
        await renderApp(prefix + rest);
        try {
          expect(screen.getByRole('banner')).toBeInTheDocument();
          expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
        } finally {
          cleanup();
        }
      }),
      { numRuns: 40 },
    );
  }, 60_000);
});
