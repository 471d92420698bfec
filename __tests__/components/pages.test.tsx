// Every page of the site on the fixture catalogue (__tests__/fixtures/content).
// Expectations are read from that catalogue, never typed in: the same tests
// hold whatever it holds.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import type { Release } from '../../src/content/releases';
import { gigDateParts, splitGigs } from '../../src/gigs/dates';
import { pageTitle } from '../../src/lib/pageMeta';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

let content: Content;
beforeAll(async () => {
  content = await fixtureCatalogue();
});

/** A RegExp that matches `text` as it is, brackets and all. */
const containing = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

const title = async (expected: string) => waitFor(() => expect(document.title).toBe(expected));

/** A release of the fixture with at least `tracks` tracks. */
function releaseWith(tracks: number): Release {
  const release = content.releases.find((candidate) => candidate.tracks.length >= tracks);
  if (!release) throw new Error(`the fixture needs a release with ${tracks} tracks`);
  return release;
}

describe('home page', () => {
  test('title, heading, hero, and the gigs booked rather than an invitation to book the band', async () => {
    await renderApp(paths.home);
    await title(pageTitle(fixtureSite(), 'Official site'));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: content.band.hero.alt })).toHaveAttribute('width');
    // (With nothing booked: noGigsBooked.test.tsx.)
    const { upcoming } = splitGigs(content.gigs, Date.now());
    expect(upcoming.length).toBeGreaterThan(0);
    const region = screen.getByRole('region', { name: 'Upcoming gigs' });
    expect(region).not.toHaveTextContent('No gigs booked');
    expect(within(region).getAllByRole('listitem')[0]).toHaveTextContent(upcoming[0]!.club);
  });

  test('past gigs are collapsed until the toggle is pressed, then listed newest first with their count', async () => {
    const { user } = await renderApp(paths.home);
    const { past } = splitGigs(content.gigs, Date.now());
    const toggle = screen.getByRole('button', { name: /Past gigs/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveTextContent(`(${past.length})`);
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel).toHaveAttribute('aria-hidden', 'true');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveAttribute('aria-hidden', 'false');
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(past.length);
    past.forEach((gig, index) => {
      const { dayMonth, year } = gigDateParts(gig.date);
      expect(items[index]).toHaveTextContent(`${dayMonth} ${year}`);
      expect(items[index]).toHaveTextContent(gig.club);
      expect(items[index]).toHaveTextContent(`${gig.town}, ${gig.country}`);
    });
    // All of them fit: no link to the gig list.
    expect(within(panel).queryByRole('link', { name: /All \d+ past gigs/ })).not.toBeInTheDocument();

    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
  });

  test('past gigs show neither the event name nor the rest of the bill', async () => {
    const { user } = await renderApp(paths.home);
    await user.click(screen.getByRole('button', { name: /Past gigs/ }));
    const region = screen.getByRole('region', { name: /Past gigs/ });
    const named = content.gigs.filter((gig) => gig.eventName);
    const otherBands = content.gigs.flatMap((gig) => gig.bands).filter((band) => band !== content.site.name);
    expect(named.length).toBeGreaterThan(0);
    expect(otherBands.length).toBeGreaterThan(0);
    for (const gig of named) expect(region).not.toHaveTextContent(gig.eventName);
    for (const band of otherBands) expect(region).not.toHaveTextContent(band);
  });

  test('past gigs show none of what mattered before the night: times, price, how it stood, tickets, calendar', async () => {
    const { user } = await renderApp(paths.home);
    await user.click(screen.getByRole('button', { name: /Past gigs/ }));
    const region = screen.getByRole('region', { name: /Past gigs/ });
    const detailed = splitGigs(content.gigs, Date.now()).past.filter((gig) => gig.time && gig.price && gig.status);
    expect(detailed.length).toBeGreaterThan(0);
    for (const gig of detailed) {
      const item = within(region).getByText(gig.club).closest('li')!;
      expect(item).not.toHaveTextContent(gig.time!);
      expect(item).not.toHaveTextContent(gig.price!.currency);
      expect(item).not.toHaveTextContent(/sold out|cancelled|postponed|rescheduled|lineup/i);
      expect(within(item).queryByRole('link')).not.toBeInTheDocument();
    }
  });

  test('the players load nothing until asked, and the platform links are always there', async () => {
    const { user } = await renderApp(paths.home);
    const featured = content.releases.find((release) => release.slug === content.site.featured.release);
    if (!featured) throw new Error('the fixture features a release it does not have');
    expect(screen.getByRole('heading', { level: 2, name: `Listen: ${featured.title}` })).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: containing(`${featured.title} on Spotify`) })).toHaveAttribute(
      'href',
      `https://open.spotify.com/album/${content.site.featured.spotifyAlbum}`,
    );
    expect(screen.getByRole('link', { name: containing(`${content.site.featured.youtubeTitle} on YouTube`) })).toHaveAttribute(
      'href',
      `https://www.youtube.com/watch?v=${content.site.featured.youtubeVideo}`,
    );

    await user.click(screen.getByRole('button', { name: /Play on Spotify/ }));
    const spotify = screen.getByTitle(`${featured.title} on Spotify`);
    expect(spotify.getAttribute('src')).toBe(`https://open.spotify.com/embed/album/${content.site.featured.spotifyAlbum}`);
    expect(spotify).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Play video/ }));
    const video = screen.getByTitle(`${content.site.featured.youtubeTitle} on YouTube`);
    expect(video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('offline, the players say in words that they need a connection, and come back with it', async () => {
    await renderApp(paths.home);
    const goOnline = (online: boolean) =>
      act(() => {
        Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
        window.dispatchEvent(new Event(online ? 'online' : 'offline'));
      });
    try {
      goOnline(false);
      expect(screen.getByText('The Spotify player needs a connection: you are offline')).toBeVisible();
      expect(screen.getByText('The YouTube player needs a connection: you are offline')).toBeVisible();
      expect(screen.queryByRole('button', { name: /Play on Spotify|Play video/ })).not.toBeInTheDocument();
      // The plain links to the platforms stay, for when the signal is back.
      expect(screen.getByRole('link', { name: containing(`${content.site.featured.youtubeTitle} on YouTube`) })).toBeVisible();
    } finally {
      goOnline(true);
    }
    expect(screen.getByRole('button', { name: /Play on Spotify/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /Play video/ })).toBeVisible();
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();
  });

  test("the band's profiles open in a new tab, safely", async () => {
    await renderApp(paths.home);
    const follow = screen.getByRole('region', { name: `Follow ${content.site.name}` });
    expect(content.site.social.length).toBeGreaterThan(0);
    for (const profile of content.site.social) {
      const link = within(follow).getByRole('link', { name: containing(profile.platform) });
      expect(link).toHaveAttribute('href', profile.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });

  test("the page carries the band's structured data", async () => {
    await renderApp(paths.home);
    const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
    const data = scripts.flatMap((script) => [JSON.parse(script.textContent ?? 'null')].flat());
    expect(data).toContainEqual(expect.objectContaining({ '@type': 'MusicGroup', name: content.site.name, url: content.site.url }));
  });
});

describe('band page', () => {
  test('group picture, Swedish description and a card per member', async () => {
    await renderApp(paths.band);
    await title(pageTitle(fixtureSite(), 'Band'));
    expect(screen.getByRole('heading', { level: 1, name: 'Band' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: content.band.group.alt })).toBeInTheDocument();
    const [firstParagraph] = content.band.description;
    expect(screen.getByText(firstParagraph ?? '').closest('[lang]')).toHaveAttribute('lang', 'sv');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(content.band.members.length);
    content.band.members.forEach((member, index) => {
      expect(cards[index]).toHaveAccessibleName(member.name);
      expect(cards[index]).toHaveTextContent(member.roles.join(' / '));
      expect(within(cards[index] as HTMLElement).getByRole('img')).toHaveAccessibleName(member.portrait.alt);
    });
  });
});

describe('media page', () => {
  test('every release, newest first, each cover linking to its page', async () => {
    await renderApp(paths.media);
    await title(pageTitle(fixtureSite(), 'Media'));
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith(`${paths.media}/`));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(content.releases.map((release) => paths.release(release.slug)));
    content.releases.forEach((release, index) => {
      const link = links[index] as HTMLElement;
      expect(link).toHaveTextContent(release.title);
      expect(link).toHaveTextContent(String(release.year));
      expect(within(link).getByRole('img')).toHaveAccessibleName(release.cover.alt);
    });
  });

  test('a cover opens its release page', async () => {
    const { user } = await renderApp(paths.media);
    const release = content.releases.at(-1) as Release;
    await user.click(screen.getByRole('link', { name: containing(release.title) }));
    expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
  });
});

describe('release pages', () => {
  const trackButton = (name: string | RegExp) => screen.findByRole('button', { name });

  test('every release shows its title and its tracks, none open', async () => {
    for (const release of content.releases) {
      await renderApp(paths.release(release.slug));
      expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
      await title(pageTitle(fixtureSite(), release.title));
      const list = await screen.findByRole('list', { name: 'Tracks & lyrics' });
      // The lyrics' toggles, all closed (a recorded track also has a play button, without aria-expanded).
      const toggles = within(list).getAllByRole('button', { expanded: false });
      expect(toggles.map((toggle) => toggle.textContent)).toEqual(
        release.tracks.map((track) => expect.stringContaining(track.title) as unknown as string),
      );
      expect(within(list).queryAllByRole('button', { expanded: true })).toEqual([]);
      cleanup();
    }
  });

  test('a release names where it can be heard: a button per service given, opening in a new tab', async () => {
    const withLinks = content.releases.filter((release) => release.listen.length > 0);
    const without = content.releases.filter((release) => release.listen.length === 0);
    if (withLinks.length === 0 || without.length === 0) throw new Error('the fixture needs releases with and without listen links');
    for (const release of withLinks) {
      await renderApp(paths.release(release.slug));
      const listen = await screen.findByRole('region', { name: 'Listen' });
      const links = within(listen).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(release.listen.map((link) => link.url));
      for (const { service } of release.listen) {
        const link = within(listen).getByRole('link', { name: `${service} (opens in a new tab)` });
        expect(link).toHaveAttribute('target', '_blank');
        expect(link.getAttribute('rel')?.split(' ')).toContain('noopener');
        expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
      }
      cleanup();
    }
    for (const release of without) {
      await renderApp(paths.release(release.slug));
      expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Listen' })).not.toBeInTheDocument();
      cleanup();
    }
  });

  test('a slug with & works typed as it is or percent-encoded', async () => {
    const release = content.releases.find((candidate) => candidate.slug.includes('&'));
    if (!release) throw new Error('the fixture needs a release whose slug has an &');
    await renderApp(`/media/${encodeURIComponent(release.slug)}`);
    expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
  });

  test('one track open at a time; pressing the open one closes it', async () => {
    const release = releaseWith(2);
    const [first, second] = release.tracks;
    const { user } = await renderApp(paths.release(release.slug));
    const one = await trackButton(containing(first?.title ?? ''));
    const two = await trackButton(containing(second?.title ?? ''));

    await user.click(one);
    await waitFor(() => expect(one).toHaveAttribute('aria-expanded', 'true'));
    const lyrics = document.getElementById(one.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(await within(lyrics).findByText(first?.sections[0]?.lines[0] ?? '')).toBeInTheDocument();

    await user.click(two);
    await waitFor(() => expect(two).toHaveAttribute('aria-expanded', 'true'));
    expect(one).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(two);
    await waitFor(() => expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0));
  });

  test("a track's lyrics join the page the first time it opens and stay while it folds shut", async () => {
    const release = releaseWith(1);
    const track = release.tracks[0];
    const firstLine = track?.sections[0]?.lines[0] ?? '';
    const { user } = await renderApp(paths.release(release.slug));
    const toggle = await trackButton(containing(track?.title ?? ''));
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).queryByText(firstLine)).not.toBeInTheDocument();

    await user.click(toggle);
    expect(await within(panel).findByText(firstLine)).toBeInTheDocument();
    await user.click(toggle);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-expanded', 'false'));
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(within(panel).getByText(firstLine)).toBeInTheDocument();
  });

  test('opening a track puts it in the address; closing it goes back to the release', async () => {
    const release = releaseWith(1);
    const track = release.tracks[0];
    const { user } = await renderApp(paths.release(release.slug));
    await user.click(await trackButton(containing(track?.title ?? '')));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.track(release.slug, track?.id ?? '')));
    await user.click(await trackButton(containing(track?.title ?? '')));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(paths.release(release.slug)));
  });

  test('a link to a track opens that track, with a way to share it', async () => {
    const release = releaseWith(2);
    const track = release.tracks[1];
    await renderApp(paths.track(release.slug, track?.id ?? ''));
    expect(await trackButton(containing(track?.title ?? ''))).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  test('a link to a track that does not exist shows the release with nothing open', async () => {
    const release = releaseWith(1);
    await renderApp(paths.track(release.slug, 'no-such-song'));
    expect(await screen.findByRole('heading', { level: 1, name: release.title })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('leaving a release with a track open starts the next one closed', async () => {
    const release = releaseWith(1);
    const other = content.releases.find((candidate) => candidate.slug !== release.slug) as Release;
    const track = release.tracks[0];
    const { user } = await renderApp(paths.track(release.slug, track?.id ?? ''));
    expect(await trackButton(containing(track?.title ?? ''))).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: /All releases/ }));
    await user.click(await screen.findByRole('link', { name: containing(other.title) }));
    expect(await screen.findByRole('heading', { level: 1, name: other.title })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('Copy link copies the address of the track’s share page and says so', async () => {
    const release = releaseWith(1);
    const track = release.tracks[0];
    const { user } = await renderApp(paths.track(release.slug, track?.id ?? ''));
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    // jsdom serves the app at http://localhost/: the real path beside it, which link previews can read.
    expect(writeText).toHaveBeenCalledWith(`http://localhost/media/${release.slug}/${track?.id ?? ''}/`);
    expect(screen.getByText('Link copied!')).toHaveAttribute('role', 'status');
  });
});

describe('other pages', () => {
  test('Extras says it is to be updated', async () => {
    await renderApp(paths.extras);
    expect(await screen.findByText('To be updated!')).toBeInTheDocument();
  });

  test('an address the site does not have is not found, with a way home', async () => {
    const release = releaseWith(1);
    const routes = [
      '/nope',
      '/media/no-such-release',
      '/media/constructor',
      '/media/__proto__',
      '/band/extra',
      `${paths.track(release.slug, release.tracks[0]?.id ?? '')}/more`,
    ];
    for (const route of routes) {
      const { user } = await renderApp(route);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
      await title(pageTitle(fixtureSite(), 'Page not found'));
      expect(screen.getByRole('banner')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
      cleanup();
    }
  });
});
