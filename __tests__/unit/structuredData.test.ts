/** @jest-environment node */
// schema.org data, built from the fixture catalogue: each builder's fields,
// addresses made absolute from site.url, countries as ISO codes.
import type { Content, Gig } from '../../src/content/schema';
import { absoluteUrl, musicAlbum, musicEvent, musicGroup, structuredDataJson } from '../../src/lib/structuredData';
import { paths } from '../../src/lib/routes';
import { fixtureCatalogue } from '../support/fixtureSite';

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

const someGig = (overrides: Partial<Gig> = {}): Gig => ({
  id: '2024-05-25-klubb',
  date: '2024-05-25',
  eventName: '',
  club: 'Klubb',
  town: 'Ystad',
  country: 'Sweden',
  bands: ['Stenarna', content.site.name],
  ...overrides,
});

describe('absoluteUrl', () => {
  test('home is the site URL itself; other pages are their share pages beside it, which a crawler can read', () => {
    const site = { url: 'https://example.org/band/' };
    expect(absoluteUrl(site, '/')).toBe('https://example.org/band/');
    expect(absoluteUrl(site, '/media/sol&regn')).toBe('https://example.org/band/media/sol&regn/');
    expect(absoluteUrl(site, '/media/sol&regn/paper-boats')).toBe('https://example.org/band/media/sol&regn/paper-boats/');
    expect(absoluteUrl(site, '/gigs')).toBe('https://example.org/band/gigs/');
  });
});

describe('musicGroup', () => {
  test('the band with its founding facts, members with their roles, and profiles', () => {
    const { band, site } = content;
    const data = musicGroup(site, band);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: site.name,
      url: site.url,
      genre: band.genre,
      foundingDate: String(band.formed),
      foundingLocation: { '@type': 'Place', name: band.hometown, address: { addressLocality: band.hometown, addressCountry: 'SE' } },
    });
    expect(data.sameAs).toEqual(site.social.map((profile) => profile.url));
    expect(data.member.map((entry) => entry.member.name)).toEqual(band.members.map((member) => member.name));
    for (const entry of data.member) expect(entry.roleName.length).toBeGreaterThan(0);
  });

  test('roles are spelt as words a search engine reads', () => {
    const data = musicGroup(content.site, {
      ...content.band,
      members: [{ name: 'A', roles: ['Vocals', 'Bass', 'Guitar', 'Drums'] }],
    });
    expect(data.member[0]?.roleName).toEqual(['vocals', 'bass', 'guitar', 'drum programming']);
  });
});

describe('musicAlbum', () => {
  test('a release with its tracks as MusicRecordings, each linked to its own absolute address', () => {
    for (const release of content.releases) {
      const data = musicAlbum(content.site, release);
      expect(data).toMatchObject({
        '@type': 'MusicAlbum',
        name: release.title,
        datePublished: String(release.year),
        url: absoluteUrl(content.site, paths.release(release.slug)),
        byArtist: { '@type': 'MusicGroup', name: content.site.name, url: content.site.url },
        numTracks: release.tracks.length,
      });
      expect(data.url.startsWith(content.site.url)).toBe(true);
      // The same album elsewhere: its listen links, and no empty list where there are none.
      if (release.listen.length > 0) expect(data.sameAs).toEqual(release.listen.map((link) => link.url));
      else expect(data).not.toHaveProperty('sameAs');
      expect(data.track).toEqual(
        release.tracks.map((track) => ({
          '@type': 'MusicRecording',
          name: track.title,
          position: track.number,
          url: `${content.site.url}media/${release.slug}/${track.id}/`,
          inLanguage: track.lang,
        })),
      );
    }
  });
});

describe('musicEvent', () => {
  test('a gig is an event at a Place with an address, its bill as performers, linked to the gig list', () => {
    for (const gig of content.gigs) {
      const data = musicEvent(content.site, gig);
      expect(data).toMatchObject({
        '@type': 'MusicEvent',
        startDate: gig.date,
        location: { '@type': 'Place', name: gig.club, address: { '@type': 'PostalAddress', addressLocality: gig.town } },
        url: `${content.site.url}gigs/`,
      });
      expect(data.performer).toEqual(gig.bands.map((name) => ({ '@type': 'MusicGroup', name })));
    }
  });

  test('countries are ISO codes', () => {
    expect(musicEvent(content.site, someGig({ country: 'Sweden' })).location.address.addressCountry).toBe('SE');
    expect(musicEvent(content.site, someGig({ country: 'Czech Republic' })).location.address.addressCountry).toBe('CZ');
  });

  test('named after its event, or after the band and the club', () => {
    expect(musicEvent(content.site, someGig({ eventName: 'Höstfesten' })).name).toBe('Höstfesten');
    expect(musicEvent(content.site, someGig({ eventName: '' })).name).toBe(`${content.site.name} at Klubb`);
  });
});

describe('structuredDataJson', () => {
  test('the JSON cannot close its <script> element', () => {
    const json = structuredDataJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
