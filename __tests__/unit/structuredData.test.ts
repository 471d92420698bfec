/** @jest-environment node */
// schema.org data, built from the fixture catalogue: each builder's fields,
// addresses made absolute from site.url, countries as ISO codes.
import type { Content } from '../../src/content/content';
import type { Gig } from '../../src/gigs/gig.build';
import { structuredDataJson } from '../../src/components/StructuredData';
import { musicEvent } from '../../src/gigs/events';
import { musicAlbum, musicGroup } from '../../src/lib/structuredData.build';
import { absoluteUrl } from '../../src/util/absoluteUrl';
import { paths } from '../../src/util/routes';
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
  countryCode: 'SE',
  timeZone: 'Europe/Stockholm',
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
          inLanguage: track.language,
        })),
      );
    }
  });
});

test('a track with a recording gives its length and its MP3, at its published address', () => {
  const [release] = content.releases;
  const [first, ...rest] = release!.tracks;
  const recording = {
    duration: 67.2,
    sources: [
      { url: 'audio/birds/01-birds-dont-sing.0123456789.mp3', type: 'audio/mpeg' },
      { url: 'audio/birds/01-birds-dont-sing.0123456789.opus', type: 'audio/ogg; codecs=opus' },
    ],
  };
  const data = musicAlbum(content.site, { ...release!, tracks: [{ ...first!, recording }, ...rest] });
  expect(data.track[0]).toMatchObject({
    duration: 'PT1M7S',
    audio: {
      '@type': 'AudioObject',
      contentUrl: `${content.site.url}audio/birds/01-birds-dont-sing.0123456789.mp3`,
      encodingFormat: 'audio/mpeg',
    },
  });
  for (const other of data.track.slice(1)) expect(other).not.toHaveProperty('audio');
});

describe('musicEvent', () => {
  test('a gig is an event at a Place with an address, its bill as performers, linked to the gig list', () => {
    for (const gig of content.gigs) {
      const data = musicEvent(content.site, gig);
      expect(data).toMatchObject({
        '@type': 'MusicEvent',
        startDate: gig.startsAt ?? gig.date,
        location: { '@type': 'Place', name: gig.club, address: { '@type': 'PostalAddress', addressLocality: gig.town } },
        url: `${content.site.url}gigs/`,
      });
      expect(data.performer).toEqual(gig.bands.map((name) => ({ '@type': 'MusicGroup', name })));
    }
  });

  test('countries are ISO codes, however the band wrote them', () => {
    expect(musicEvent(content.site, someGig()).location.address.addressCountry).toBe('SE');
    const inToronto = someGig({ country: 'Canada', countryCode: 'CA', timeZone: 'America/Toronto' });
    expect(musicEvent(content.site, inToronto).location.address.addressCountry).toBe('CA');
  });

  test('named after its event, or after the band and the club', () => {
    expect(musicEvent(content.site, someGig({ eventName: 'Höstfesten' })).name).toBe('Höstfesten');
    expect(musicEvent(content.site, someGig({ eventName: '' })).name).toBe(`${content.site.name} at Klubb`);
  });
});

describe('musicEvent: the fields search engines ask for', () => {
  const gig = (id: string) => {
    const found = content.gigs.find((candidate) => candidate.id === id);
    if (!found) throw new Error(`the fixture has no gig ${id}`);
    return found;
  };
  const schema = (name: string) => `https://schema.org/${name}`;

  test('every gig has each of them: name, startDate, location, eventStatus, eventAttendanceMode, performer, image', () => {
    for (const each of content.gigs) {
      const data = musicEvent(content.site, each);
      expect(data.name).toEqual(expect.any(String));
      expect(data.startDate.startsWith(each.date)).toBe(true);
      expect(data.location).toEqual({
        '@type': 'Place',
        name: each.club,
        address: { '@type': 'PostalAddress', addressLocality: each.town, addressCountry: expect.stringMatching(/^[A-Z]{2}$/) },
      });
      expect(data.eventStatus).toMatch(/^https:\/\/schema\.org\/Event(Scheduled|Cancelled|Postponed|Rescheduled)$/);
      expect(data.eventAttendanceMode).toBe(schema('OfflineEventAttendanceMode'));
      expect(data.performer).toContainEqual({ '@type': 'MusicGroup', name: content.site.name });
      expect(new URL(data.image).href).toBe(data.image);
    }
  });

  test('startDate carries the UTC offset of the town’s clocks when the time is known, else it is the day', () => {
    // Winter time in Ystad in March, summer time in Lund in July and in Olomouc in May.
    expect(musicEvent(content.site, gig('2090-03-17-klubb-grus')).startDate).toBe('2090-03-17T20:00:00+01:00');
    expect(musicEvent(content.site, gig('2090-07-14-parkscenen')).startDate).toBe('2090-07-14T21:00:00+02:00');
    expect(musicEvent(content.site, gig('2090-05-06-klub-sterk')).startDate).toBe('2090-05-06T19:30:00+02:00');
    expect(musicEvent(content.site, gig('2090-10-07-grustaget')).startDate).toBe('2090-10-07');
  });

  test('eventStatus says how it stands; previousStartDate only for a rescheduled gig', () => {
    const status = (id: string) => musicEvent(content.site, gig(id)).eventStatus;
    expect(status('2090-10-07-grustaget')).toBe(schema('EventScheduled'));
    expect(status('2090-05-06-klub-sterk')).toBe(schema('EventCancelled'));
    expect(status('2090-06-10-o-baren-kallaren-langst-ner')).toBe(schema('EventPostponed'));
    expect(status('2090-09-22-klub-kaminek')).toBe(schema('EventRescheduled'));
    // Sold out is still on.
    expect(status('2090-07-14-parkscenen')).toBe(schema('EventScheduled'));
    expect(musicEvent(content.site, gig('2090-09-22-klub-kaminek')).previousStartDate).toBe('2090-09-15');
    for (const other of content.gigs.filter((each) => each.status !== 'rescheduled')) {
      expect(musicEvent(content.site, other)).not.toHaveProperty('previousStartDate');
    }
  });

  test('performer: the whole bill, the band among it', () => {
    const data = musicEvent(content.site, gig('2090-03-17-klubb-grus'));
    expect(data.performer).toEqual(['Grusbandet', 'Stenarna', 'Kamínky'].map((name) => ({ '@type': 'MusicGroup', name })));
  });

  test('offers: where to buy, the price, its currency and whether any are left', () => {
    expect(musicEvent(content.site, gig('2090-03-17-klubb-grus')).offers).toEqual({
      '@type': 'Offer',
      url: 'https://tickets.example.org/vargrus',
      price: 150,
      priceCurrency: 'SEK',
      availability: schema('InStock'),
    });
    expect(musicEvent(content.site, gig('2090-07-14-parkscenen')).offers).toEqual({
      '@type': 'Offer',
      url: 'https://tickets.example.org/sommargrus',
      price: 120,
      priceCurrency: 'SEK',
      availability: schema('SoldOut'),
    });
    // Free, with no ticket link: the price, and the gig list to read about it.
    expect(musicEvent(content.site, gig('2090-06-10-o-baren-kallaren-langst-ner')).offers).toEqual({
      '@type': 'Offer',
      url: absoluteUrl(content.site, paths.gigs),
      price: 0,
      priceCurrency: 'SEK',
      availability: schema('InStock'),
    });
    // Tickets, no price given.
    expect(musicEvent(content.site, gig('2090-09-22-klub-kaminek')).offers).toEqual({
      '@type': 'Offer',
      url: 'https://tickets.example.org/kaminek',
      availability: schema('InStock'),
    });
    // A cancelled gig sells nothing; a gig with neither tickets nor a price has no offer.
    expect(musicEvent(content.site, gig('2090-05-06-klub-sterk'))).not.toHaveProperty('offers');
    expect(musicEvent(content.site, gig('2090-10-07-grustaget'))).not.toHaveProperty('offers');
  });

  test('image: the site’s share picture, as an absolute address', () => {
    expect(musicEvent(content.site, gig('2090-03-17-klubb-grus')).image).toBe('https://example.org/grusbandet/share.png');
  });
});

describe('structuredDataJson', () => {
  test('the JSON cannot close its <script> element', () => {
    const json = structuredDataJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
