/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// The share pages the build writes (src/sharePages.build.tsx), rendered from the
// fixture catalogue as the build renders them (React's static API, hence
// Node's builds of React) and read back with the browser's own parser: what a
// link preview or a search engine reads in each head, and the content a
// visitor without JavaScript gets.
import { setImmediate } from 'node:timers';
import type { Content } from '../../src/content/content';
import type { MerchItem } from '../../src/content/merch';
import type { Post } from '../../src/content/news';
import { priceOf } from '../../src/pages/merch/data.build';
import type { Release } from '../../src/content/releases';
import { FEEDS } from '../../src/util/feeds.build';
import { paths } from '../../src/util/routes';
import { pagesOf } from '../../src/pages/routes.build';
import { buildPageData } from '../../src/pages/routes.build';
import { shareFiles } from '../../src/sharePages.build';
import type { ShareSource } from '../../src/pages/shareParts.build';
import { fixtureCatalogue } from '../support/fixtureSite';
import { renderToStaticMarkup } from 'react-dom/server';
import { scriptSite } from '../../src/content/site';
import { BuildRouter } from '../../src/lib/BuildRouter.build';
import { SiteContext } from '../../src/lib/site';
import { PressKitView } from '../../src/pages/press/PressKitView';
import type { PageData } from '../../src/pages/routes.build';

// React's Node build schedules its work with setImmediate, which Jest's jsdom leaves out.
Object.assign(globalThis, { setImmediate });

const CSP = "default-src 'self'; script-src 'self'";
const TODAY = '2025-06-01';
/** Noon that day in Sweden: the build's instant. */
const NOW = Date.parse(`${TODAY}T12:00:00+02:00`);

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

/**
 * Each page's title and description as the site's pages would report them
 * (made up here, to see they are used), and its structured data from its page
 * data, as the build hands them over (src/prerender.build.tsx).
 */
const sourceOf = (catalogue: Content): ShareSource => ({
  content: catalogue,
  now: NOW,
  meta: new Map(
    pagesOf(catalogue).map(({ route, path, params }) => {
      const data = buildPageData(route, catalogue, { params, now: NOW }) as { structuredData?: unknown } | null;
      return [path, { title: `Title of ${path}`, description: `About ${path}`, structuredData: data?.structuredData }];
    }),
  ),
});

async function filesOf(catalogue: Content) {
  const files = await shareFiles(sourceOf(catalogue), CSP);
  return new Map(files.map((file) => [file.name, file.data.toString('utf8')]));
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const attribute = (document: Document, selector: string, name = 'content') => document.querySelector(selector)?.getAttribute(name) ?? null;

/** A link's words as a screen reader says them: without what is aria-hidden (a track's number). */
const linkName = (link: Element) =>
  [...link.childNodes]
    .filter((node) => !(node instanceof Element && node.getAttribute('aria-hidden') === 'true'))
    .map((node) => node.textContent)
    .join('');

/** Each link in `within` as [its words, the address it goes to from the share page at `pageUrl`]. */
const linksIn = (within: Element | null | undefined, pageUrl: string) =>
  [...(within?.querySelectorAll('a') ?? [])].map((link) => [linkName(link), new URL(link.getAttribute('href') ?? '', pageUrl).href]);

function release(slug: string): Release {
  const found = content.releases.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`the fixture catalogue has ${slug}`);
  return found;
}

test('a page per release, per track, for the gig list and per gig to come, at its real path, beside sitemap.xml, robots.txt and the feeds', async () => {
  const files = await filesOf(content);
  const expected = [
    ...content.releases.map((entry) => `media/${entry.slug}/index.html`),
    ...content.releases.flatMap((entry) => entry.tracks.map((track) => `media/${entry.slug}/${track.id}/index.html`)),
    'gigs/index.html',
    ...content.gigs.filter((gig) => gig.date >= TODAY).map((gig) => `gigs/${gig.id}/index.html`),
    'press/index.html',
    'sitemap.xml',
    'robots.txt',
    ...FEEDS.map((feed) => feed.file),
  ];
  expect([...files.keys()].sort()).toEqual(expected.sort());
});

describe('a track’s page', () => {
  test('its head: title, description, canonical, Open Graph and Twitter tags, the cover as an absolute image', async () => {
    const album = release('sol&regn');
    const track = album.tracks[0]!;
    const html = (await filesOf(content)).get(`media/sol&regn/${track.id}/index.html`) ?? '';
    const page = parse(html);
    const url = `${content.site.url}media/sol&regn/${track.id}/`;

    expect(page.title).toBe(`${content.site.name} | ${track.title}`);
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toBe(url);
    expect(attribute(page, 'meta[property="og:url"]')).toBe(url);
    expect(attribute(page, 'meta[property="og:title"]')).toBe(page.title);
    expect(attribute(page, 'meta[property="og:type"]')).toBe('music.song');
    expect(attribute(page, 'meta[property="og:site_name"]')).toBe(content.site.name);
    expect(attribute(page, 'meta[name="description"]')).toContain(track.title);
    expect(attribute(page, 'meta[property="og:description"]')).toBe(attribute(page, 'meta[name="description"]'));

    const image = attribute(page, 'meta[property="og:image"]') ?? '';
    expect(new URL(image).href).toBe(image); // absolute
    expect(image).toBe(`${content.site.url}${album.cover.image.src}`);
    expect(attribute(page, 'meta[property="og:image:width"]')).toBe(String(album.cover.image.width));
    expect(attribute(page, 'meta[property="og:image:height"]')).toBe(String(album.cover.image.height));
    expect(attribute(page, 'meta[property="og:image:alt"]')).toBe(album.cover.alt);
    expect(attribute(page, 'meta[name="twitter:image"]')).toBe(image);
    expect(attribute(page, 'meta[name="twitter:title"]')).toBe(page.title);
    expect(attribute(page, 'meta[name="twitter:card"]')).toMatch(/^summary/);
  });

  test('its structured data: the recording, in its album', async () => {
    const album = release('nattfjaril');
    const track = album.tracks[1]!;
    const page = parse((await filesOf(content)).get(`media/nattfjaril/${track.id}/index.html`) ?? '');
    const data = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'MusicRecording',
      name: track.title,
      position: track.number,
      url: `${content.site.url}media/nattfjaril/${track.id}/`,
      inAlbum: { '@type': 'MusicAlbum', name: album.title, url: `${content.site.url}media/nattfjaril/` },
    });
  });

  test('with a recording: og:audio and the recording in its structured data name its files, MP3 first; without, neither', async () => {
    const album = release('nattfjaril');
    const [recorded, silent] = album.tracks;
    const mp3 = { url: `audio/nattfjaril/01-${recorded!.id}.0123456789.mp3`, type: 'audio/mpeg' };
    const recording = {
      duration: 125,
      sources: [mp3, { url: `audio/nattfjaril/01-${recorded!.id}.0123456789.opus`, type: 'audio/ogg; codecs=opus' }],
    };
    const withRecording = {
      ...content,
      releases: content.releases.map((entry) =>
        entry === album ? { ...entry, tracks: entry.tracks.map((track) => (track === recorded ? { ...track, recording } : track)) } : entry,
      ),
    };
    const files = await filesOf(withRecording);
    const page = parse(files.get(`media/nattfjaril/${recorded!.id}/index.html`) ?? '');
    const audio = [...page.querySelectorAll('meta[property="og:audio"], meta[property="og:audio:type"]')].map((meta) => [
      meta.getAttribute('property'),
      meta.getAttribute('content'),
    ]);
    expect(audio).toEqual(
      recording.sources.flatMap((source) => [
        ['og:audio', `${content.site.url}${source.url}`],
        ['og:audio:type', source.type.split(';')[0]],
      ]),
    );
    const data = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({
      duration: 'PT2M5S',
      audio: recording.sources.map((source) => ({ '@type': 'AudioObject', contentUrl: `${content.site.url}${source.url}` })),
    });
    const other = parse(files.get(`media/nattfjaril/${silent!.id}/index.html`) ?? '');
    expect(other.querySelector('meta[property="og:audio"]')).toBeNull();
  });

  test('its release’s page with its lyrics open, section by section in the language they are sung in', async () => {
    const album = release('nattfjaril');
    const track = album.tracks[0]!;
    const page = parse((await filesOf(content)).get(`media/nattfjaril/${track.id}/index.html`) ?? '');
    expect(page.querySelector('h1')?.textContent).toBe(album.title);
    const text = page.body.textContent ?? '';
    for (const line of track.sections.flatMap((section) => section.lines)) expect(text).toContain(line);
    // Only this track's lyrics.
    for (const other of album.tracks.filter((candidate) => candidate !== track)) expect(text).not.toContain(other.sections[0]!.lines[0]!);
    const sheet = [...page.querySelectorAll('main [lang]')].find((element) => element.textContent?.includes(track.sections[0]!.lines[0]!));
    expect(sheet?.closest('[lang]')?.getAttribute('lang')).toBe(track.language);
  });

  test('its track titles link to the other tracks’ pages, its own back to the release’s, and nothing needs a script', async () => {
    const album = release('nattfjaril');
    const track = album.tracks[1]!;
    const url = `${content.site.url}media/nattfjaril/${track.id}/`;
    const page = parse((await filesOf(content)).get(`media/nattfjaril/${track.id}/index.html`) ?? '');
    expect(linksIn(page.querySelector('main ol'), url)).toEqual(
      album.tracks.map((other) => [other.title, `${content.site.url}media/nattfjaril/${other === track ? '' : `${other.id}/`}`]),
    );
    expect(page.querySelectorAll('button, [aria-expanded]')).toHaveLength(0);
  });

  test('goes on to the hash route through redirect.js beside index.html, and has no inline code', async () => {
    const track = release('sol&regn').tracks[0]!;
    const page = parse((await filesOf(content)).get(`media/sol&regn/${track.id}/index.html`) ?? '');
    expect(attribute(page, 'meta[http-equiv="Content-Security-Policy"]')).toBe(CSP);
    const scripts = [...page.querySelectorAll('script')];
    expect(scripts.filter((script) => script.getAttribute('src')).map((script) => script.getAttribute('src'))).toEqual([
      '../../../redirect.js',
    ]);
    for (const script of scripts.filter((candidate) => !candidate.getAttribute('src'))) {
      expect(script.getAttribute('type')).toBe('application/ld+json');
    }
    expect(page.querySelectorAll('style, [style]')).toHaveLength(0);
    expect(attribute(page, 'link[rel="stylesheet"]', 'href')).toBe('../../../share.css');
  });
});

describe('a release’s page', () => {
  test('its title, year, cover and tracks, each linking to its own page; the album as structured data', async () => {
    const album = release('nattfjaril');
    const page = parse((await filesOf(content)).get('media/nattfjaril/index.html') ?? '');
    expect(page.title).toBe(`Title of ${paths.release('nattfjaril')}`);
    expect(attribute(page, 'meta[property="og:type"]')).toBe('music.album');
    expect(page.querySelector('h1')?.textContent).toBe(album.title);
    expect(page.body.textContent).toContain(String(album.year));
    expect(page.querySelector('main img')?.getAttribute('alt')).toBe(album.cover.alt);
    const url = `${content.site.url}media/nattfjaril/`;
    expect(linksIn(page.querySelector('main ol'), url)).toEqual(album.tracks.map((track) => [track.title, `${url}${track.id}/`]));
    // Every track closed; no play button or toggle, which would need the app.
    expect(page.body.textContent).not.toContain(album.tracks[0]!.sections[0]!.lines[0]!);
    expect(page.querySelectorAll('button, [aria-expanded]')).toHaveLength(0);
    // The way back to every release, on the site.
    expect(linksIn(page.querySelector('main'), url)).toContainEqual(['← All releases', `${content.site.url}#/media`]);
    const data = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data).toMatchObject({ '@type': 'MusicAlbum', name: album.title, url: `${content.site.url}media/nattfjaril/` });
  });

  test('its listen links, where it names any, as plain links and as the album’s sameAs', async () => {
    const files = await filesOf(content);
    for (const album of content.releases) {
      const page = parse(files.get(`media/${album.slug}/index.html`) ?? '');
      // The list under the "Listen" heading, if there is one.
      const heading = [...page.querySelectorAll('main h2')].find((candidate) => candidate.textContent === 'Listen');
      const links = [...(heading?.nextElementSibling?.querySelectorAll('a') ?? [])].map((link) => [
        link.textContent?.split(' (')[0],
        link.getAttribute('href'),
      ]);
      expect(links).toEqual(album.listen.map(({ service, url }) => [service, url]));
      const data = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(data.sameAs).toEqual(album.listen.length > 0 ? album.listen.map(({ url }) => url) : undefined);
    }
  });

  test('`&` and quotes in the content are escaped in the markup and read back exactly', async () => {
    const album = release('sol&regn');
    const title = 'Sol & "regn" <live>';
    const alt = `Cover of ${title}: it's wet`;
    const odd = { ...album, title, cover: { ...album.cover, alt } };
    const catalogue = { ...content, releases: content.releases.map((entry) => (entry.slug === album.slug ? odd : entry)) };
    const html = (await filesOf(catalogue)).get(`media/sol&regn/${album.tracks[0]!.id}/index.html`) ?? '';

    // The slug's `&` in an attribute, escaped; nothing closes an attribute early.
    expect(html).toContain(`href="${content.site.url}media/sol&amp;regn/${album.tracks[0]!.id}/"`);
    expect(html).not.toMatch(/="[^"]*&regn/);
    expect(html).not.toContain('"regn"');
    const page = parse(html);
    expect(attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${content.site.url}media/sol&regn/${album.tracks[0]!.id}/`);
    expect(attribute(page, 'meta[property="og:image:alt"]')).toBe(alt);
    expect(attribute(page, 'meta[name="description"]')).toContain(title);
    // The structured data cannot be closed early by the text either.
    expect(html).not.toContain('<live>');
    expect(JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}').inAlbum.name).toBe(title);
  });
});

test('the gig list: upcoming and past gigs, the site’s own card as its image', async () => {
  // Gigs with only the fields every gig has: no time, so each starts on its day.
  const gig = { eventName: '', bands: [content.site.name] };
  const gigs = [
    {
      ...gig,
      id: 'a',
      date: '2030-01-02',
      club: 'Klubb Framtid',
      town: 'Umeå',
      country: 'Sweden',
      countryCode: 'SE',
      timeZone: 'Europe/Stockholm',
    },
    {
      ...gig,
      id: 'b',
      date: '2020-03-04',
      club: 'Klubb Förr',
      town: 'Brno',
      country: 'Czech Republic',
      countryCode: 'CZ',
      timeZone: 'Europe/Prague',
    },
  ];
  const page = parse((await filesOf({ ...content, gigs })).get('gigs/index.html') ?? '');
  const headings = [...page.querySelectorAll('h2')].map((heading) => heading.textContent);
  expect(headings).toEqual(['Upcoming gigs', 'Past gigs']);
  const [upcoming, past] = [...page.querySelectorAll('main ul')];
  expect(upcoming?.textContent).toContain('Klubb Framtid');
  expect(upcoming?.textContent).toContain('Umeå');
  expect(upcoming?.querySelector('time')?.getAttribute('datetime')).toBe('2030-01-02');
  expect(past?.textContent).toContain('Klubb Förr');
  expect(past?.textContent).toContain('Czech Republic');
  expect(attribute(page, 'meta[property="og:image"]')).toBe(`${content.site.url}share.png`);
  expect(attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${content.site.url}gigs/`);
  const events = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '[]');
  expect(events.map((event: { startDate: string }) => event.startDate)).toEqual(['2030-01-02', '2020-03-04']);
  expect(page.querySelector(`a[href="../"]`)).not.toBeNull();
});

test('the gig list tells what a fan needs of each upcoming gig, its calendar file linked from its real path', async () => {
  const page = parse((await filesOf(content)).get('gigs/index.html') ?? '');
  const upcoming = content.gigs.filter((gig) => gig.date >= TODAY);
  expect(upcoming.some((gig) => gig.status)).toBe(true);
  for (const gig of upcoming) {
    const item = page.querySelector(`a[href="../gigs/${gig.id}.ics"]`)?.closest('li');
    expect(item?.textContent).toContain(gig.club);
    expect(item?.textContent).toContain(`Lineup: ${gig.bands.join(', ')}`);
    if (gig.status) expect(item?.textContent?.toLowerCase()).toContain(gig.status);
  }
});

describe('a gig’s page', () => {
  const upcoming = () => content.gigs.filter((gig) => gig.date >= TODAY);

  test('the fixture has gigs to come, and no past gig has a page', async () => {
    expect(upcoming().length).toBeGreaterThan(0);
    const files = await filesOf(content);
    for (const gig of content.gigs.filter((candidate) => candidate.date < TODAY))
      expect(files.has(`gigs/${gig.id}/index.html`)).toBe(false);
  });

  test('its head: its own address, and its own 1200×630 card as the preview', async () => {
    const files = await filesOf(content);
    for (const gig of upcoming()) {
      const page = parse(files.get(`gigs/${gig.id}/index.html`) ?? '');
      expect(attribute(page, 'link[rel="canonical"]', 'href')).toBe(`${content.site.url}gigs/${gig.id}/`);
      expect(attribute(page, 'meta[property="og:url"]')).toBe(`${content.site.url}gigs/${gig.id}/`);
      expect(attribute(page, 'meta[property="og:image"]')).toBe(`${content.site.url}gigs/${gig.id}/card.png`);
      expect(attribute(page, 'meta[property="og:image:width"]')).toBe('1200');
      expect(attribute(page, 'meta[property="og:image:height"]')).toBe('630');
      expect(attribute(page, 'meta[name="twitter:image"]')).toBe(`${content.site.url}gigs/${gig.id}/card.png`);
      expect(page.title).toContain(gig.eventName || gig.club);
      expect(attribute(page, 'meta[name="description"]')).toContain(gig.town);
    }
  });

  test('its structured data: the gig’s MusicEvent, at this page’s address, with its card', async () => {
    const files = await filesOf(content);
    for (const gig of upcoming()) {
      const page = parse(files.get(`gigs/${gig.id}/index.html`) ?? '');
      const event = JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
      expect(event).toMatchObject({
        '@type': 'MusicEvent',
        url: `${content.site.url}gigs/${gig.id}/`,
        image: `${content.site.url}gigs/${gig.id}/card.png`,
        location: { name: gig.club, address: { addressLocality: gig.town, addressCountry: gig.countryCode } },
      });
      expect(event.startDate).toContain(gig.date);
    }
  });

  test('its body: the date, club, town, country and lineup, its calendar file, its card and the way to every gig', async () => {
    const files = await filesOf(content);
    for (const gig of upcoming()) {
      const page = parse(files.get(`gigs/${gig.id}/index.html`) ?? '');
      const main = page.querySelector('main');
      expect(main?.querySelector('h1')?.textContent).toContain(gig.town);
      expect(main?.querySelector('time')?.getAttribute('datetime')).toBe(gig.date);
      for (const text of [gig.club, gig.town, gig.country, `Lineup: ${gig.bands.join(', ')}`]) expect(main?.textContent).toContain(text);
      expect(main?.querySelector(`a[href="../../gigs/${gig.id}.ics"]`)).not.toBeNull();
      expect(main?.querySelector('img[src="card.png"]')?.getAttribute('alt')).toContain(gig.town);
      expect(main?.querySelector('a[href="../"]')?.textContent).toBe('All gigs');
      expect(page.querySelector(`footer a[href="../../#/gigs/${gig.id}"]`)).not.toBeNull();
    }
  });
});

test('a post’s page: the post as the site shows it, in both languages, its picture from its folder, nothing needing a script', async () => {
  const post: Post = {
    slug: 'nya-latar',
    date: '2026-11-20',
    title: 'Nya låtar på gång',
    text: ['Vi har skrivit fem nya låtar.', 'Två handlar om nattbussen.'],
    english: { title: 'New songs on the way', text: ['We wrote five new songs.', 'Two are about the night bus.'] },
    picture: content.band.group,
  };
  const url = `${content.site.url}news/${post.slug}/`;
  const page = parse((await filesOf({ ...content, news: [post] })).get(`news/${post.slug}/index.html`) ?? '');
  const main = page.querySelector('main');
  expect(main?.querySelector('h1 [lang="sv"]')?.textContent).toBe(post.title);
  expect(main?.querySelector('h1 [lang="en"]')?.textContent).toBe(post.english!.title);
  const paragraphs = [...(main?.querySelectorAll('p[lang]') ?? [])].map((paragraph) => [
    paragraph.getAttribute('lang'),
    paragraph.textContent,
  ]);
  expect(paragraphs).toEqual([...post.text.map((text) => ['sv', text]), ...post.english!.text.map((text) => ['en', text])]);
  const picture = main?.querySelector('img');
  expect(picture?.getAttribute('alt')).toBe(post.picture!.alt);
  expect(new URL(picture?.getAttribute('src') ?? '', url).href).toBe(`${content.site.url}${post.picture!.image.src}`);
  expect(linksIn(main, url)).toContainEqual(['← All news', `${content.site.url}#/news`]);
  expect(page.querySelectorAll('button, [aria-pressed]')).toHaveLength(0);
  expect(JSON.parse(page.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')).toMatchObject({
    '@type': 'BlogPosting',
  });
});

test('a merch item’s page: the item as the site shows it, its pictures from its folder, Buy where it is for sale', async () => {
  const item = (slug: string, more: Partial<MerchItem>): MerchItem => ({
    slug,
    name: `Tröja ${slug}`,
    pictures: [content.band.group, content.band.hero],
    price: 250,
    currency: 'SEK',
    availability: 'in stock',
    buy: `https://buy.stripe.com/test_${slug}`,
    ...more,
  });
  const merch = [
    item('nattbuss', { english: { name: 'Night bus shirt' }, variants: ['S', 'M'] }),
    item('slutsald', { availability: 'sold out' }),
  ];
  const files = await filesOf({ ...content, merch });
  for (const entry of merch) {
    const url = `${content.site.url}merch/${entry.slug}/`;
    const page = parse(files.get(`merch/${entry.slug}/index.html`) ?? '');
    const main = page.querySelector('main');
    expect(main?.querySelector('h1 [lang="sv"]')?.textContent).toBe(entry.name);
    if (entry.english) expect(main?.querySelector('h1 [lang="en"]')?.textContent).toBe(entry.english.name);
    expect(main?.textContent).toContain(priceOf(entry));
    for (const variant of entry.variants ?? []) expect(main?.textContent).toContain(variant);
    const pictures = [...(main?.querySelectorAll('img') ?? [])].map((image) => new URL(image.getAttribute('src') ?? '', url).href);
    expect(pictures).toEqual(entry.pictures.map((picture) => `${content.site.url}${picture.image.src}`));
    const buy = linksIn(main, url).filter(([, href]) => href === entry.buy);
    expect(buy).toHaveLength(entry.availability === 'sold out' ? 0 : 1);
    expect(linksIn(main, url)).toContainEqual(['← All merch', `${content.site.url}#/merch`]);
    expect(page.querySelectorAll('button, [aria-pressed]')).toHaveLength(0);
  }
});

test('the press kit’s page: the kit as the site shows it, both bios in both languages, every file from the kit’s folder, no button that needs a script', async () => {
  const url = `${content.site.url}press/`;
  const page = parse((await filesOf(content)).get('press/index.html') ?? '');
  const main = page.querySelector('main');
  // The site's own press kit, drawn from the same data: the share page has each of its sections, in its order.
  const data = buildPageData('press', content, { params: {}, now: NOW }) as PageData<'press'>;
  const site = parse(
    renderToStaticMarkup(
      <SiteContext value={scriptSite(content.site)}>
        <BuildRouter location={paths.press}>
          <PressKitView data={data} />
        </BuildRouter>
      </SiteContext>,
    ),
  );
  const headings = (document: Document | Element | null) =>
    [...(document?.querySelectorAll('h1, h2') ?? [])].map((heading) => heading.textContent);
  expect(headings(main)).toEqual(headings(site));
  for (const bio of [data.shortBio, data.longBio]) {
    for (const [language, text] of Object.entries(bio ?? {})) {
      const first = text.split('\n\n')[0];
      expect([...(main?.querySelectorAll(`[lang="${language}"] p`) ?? [])].map((paragraph) => paragraph.textContent)).toContain(first);
    }
  }
  // Pictures from the site's root, the kit's files from its folder.
  for (const image of main?.querySelectorAll('img') ?? [])
    expect(new URL(image.getAttribute('src') ?? '', url).href).toMatch(new RegExp(`^${content.site.url}assets/`));
  // The booking request posts without a script; nothing else here is a button.
  expect([...page.querySelectorAll('button, [aria-pressed]')].filter((button) => button.getAttribute('type') !== 'submit')).toHaveLength(0);
});

test('sitemap.xml lists the home page and every share page, absolute; robots.txt names it', async () => {
  const files = await filesOf(content);
  const xml = new DOMParser().parseFromString(files.get('sitemap.xml') ?? '', 'application/xml');
  expect(xml.getElementsByTagName('parsererror')).toHaveLength(0);
  expect(xml.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
  const pages = [...files.keys()]
    .filter((name) => name.endsWith('/index.html'))
    .map((name) => `${content.site.url}${name.replace(/index\.html$/, '')}`);
  expect(locs.sort()).toEqual([content.site.url, ...pages].sort());
  expect(files.get('robots.txt')).toMatch(new RegExp(`^Sitemap: ${content.site.url}sitemap\\.xml$`, 'm'));
});
