import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import type { Content } from '../../src/content/content';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue } from '../support/fixtureSite';
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

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

describe('any route', () => {
  afterEach(() => jest.restoreAllMocks());

  test('property: every path renders the layout with a page heading', async () => {
    // React Router warns about malformed percent-encoding; that warning is fine.
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const [release] = content.releases;
    const prefixes = ['/', `${paths.media}/`, `${paths.release(release?.slug ?? '')}/`, `${paths.band}/`, `${paths.gigs}/`];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...prefixes), hostile, async (prefix, rest) => {
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
  });

  test('property: a release address shows that release or "Page not found!", nothing else', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    // One path segment: `/`, `?` and `#` would make it another route, a query or a hash.
    const segment = hostile.filter((slug) => slug !== '' && !/[/?#]/.test(slug));
    const slugs = fc.oneof(
      segment,
      fc.constantFrom(...content.releases.flatMap((release) => [release.slug, encodeURIComponent(release.slug)])),
    );
    // The router decodes each segment; a malformed one stays as typed.
    const decoded = (slug: string) => {
      try {
        return decodeURIComponent(slug);
      } catch {
        return slug;
      }
    };
    await fc.assert(
      fc.asyncProperty(slugs, async (slug) => {
        await renderApp(`${paths.media}/${slug}`);
        try {
          const heading = await screen.findByRole('heading', { level: 1 });
          const release = content.releases.find((candidate) => candidate.slug === decoded(slug));
          expect(heading).toHaveTextContent(release ? release.title : 'Page not found!');
        } finally {
          cleanup();
        }
      }),
      { numRuns: 30 },
    );
  });
});
