import { buildStructuredData, structuredDataJson } from '../../src/app/structuredData';
import { formedYear, genre, hometown } from '../../src/content/bandText';
import { gigs } from '../../src/content/gigs';
import { members } from '../../src/content/members';
import { releases } from '../../src/content/releases';
import { bandName, socialProfiles } from '../../src/content/site';

async function siteData() {
  const albums = await Promise.all(releases.map(async (release) => ({ release, tracks: (await release.loadTracks()).tracks })));
  return buildStructuredData(
    {
      name: bandName,
      genre,
      foundingYear: formedYear,
      hometown,
      url: 'https://example.org/kantstott/',
      sameAs: socialProfiles.map((profile) => profile.url),
      members,
    },
    albums,
    gigs,
  );
}

describe('schema.org data', () => {
  test('the band is a MusicGroup with its founding facts, members and profiles', async () => {
    const data = await siteData();
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicGroup',
      name: 'Kantstött',
      foundingDate: '2021',
      foundingLocation: { '@type': 'Place', name: hometown },
    });
    expect(data.sameAs).toHaveLength(3);
    expect(data.member.map((entry) => entry.member.name)).toEqual(members.map((member) => member.name));
    expect(data.member[0]?.roleName).toEqual(['vocals', 'bass']);
  });

  test('every release is a MusicAlbum with its tracks as MusicRecordings, linked to their pages', async () => {
    const data = await siteData();
    expect(data.album.map((album) => [album['@type'], album.name, album.track.length])).toEqual([
      ['MusicAlbum', "Birds don't sing / Fritt fall", 2],
      ['MusicAlbum', 'VARM & KALL EP', 5],
      ['MusicAlbum', 'Kniv (Live Recording Session)', 1],
      ['MusicAlbum', 'Spring/Två Cent', 2],
    ]);
    const mareld = data.album[1]?.track[1];
    expect(mareld).toMatchObject({ '@type': 'MusicRecording', name: 'Mareld', position: 2 });
    expect(mareld?.url).toBe('https://example.org/kantstott/#/media/varm&kall/mareld');
  });

  test('every gig is a MusicEvent at a Place with an address', async () => {
    const data = await siteData();
    expect(data.event).toHaveLength(7);
    const ostrava = data.event.find((event) => event.startDate === '2024-05-25');
    expect(ostrava?.location).toEqual({
      '@type': 'Place',
      name: 'U Rezavé lopaty',
      address: { '@type': 'PostalAddress', addressLocality: 'Ostrava', addressCountry: 'Czech Republic' },
    });
    // A gig without an event name is named after the band and the club.
    const unnamed = gigs.find((gig) => gig.eventName === '');
    expect(data.event.find((event) => event.startDate === unnamed?.date)?.name).toBe(`Kantstött at ${unnamed?.club}`);
  });

  test('the JSON cannot close its <script> element', () => {
    const json = structuredDataJson({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
