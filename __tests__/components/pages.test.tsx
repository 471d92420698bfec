import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderWithProviders';

const title = async (expected: string) => waitFor(() => expect(document.title).toBe(expected));

describe('home page', () => {
  test('title, heading, hero and the upcoming-gigs notice with a booking link', async () => {
    await renderApp('/');
    await title('Kantstött | Official site');
    expect(screen.getByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /skateboard mid-kickflip/i })).toHaveAttribute('width');
    const upcoming = screen.getByRole('region', { name: 'Upcoming gigs' });
    expect(upcoming).toHaveTextContent('No gigs booked');
    expect(within(upcoming).getByRole('link', { name: /Book us/ })).toHaveAttribute(
      'href',
      'mailto:booking@kantstott.se',
    );
  });

  test('past gigs are collapsed until the toggle is pressed, then listed newest first', async () => {
    const { user } = await renderApp('/');
    const toggle = screen.getByRole('button', { name: /Past gigs/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('listitem').filter((item) => item.querySelector('time'))).toHaveLength(0);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    const gigs = within(panel as HTMLElement).getAllByRole('listitem');
    expect(gigs).toHaveLength(7);
    expect(gigs[0]).toHaveTextContent('25 May 2024');
    expect(gigs[0]).toHaveTextContent('U Rezavé lopaty');
    expect(gigs[0]).toHaveTextContent('Ostrava, Czech Republic');
    expect(gigs[6]).toHaveTextContent('18 Sep 2021');

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel as HTMLElement).queryAllByRole('listitem')).toHaveLength(0);
  });

  test('past gigs show date, year, club, town and country but not the bill', async () => {
    const { user } = await renderApp('/');
    await user.click(screen.getByRole('button', { name: /Past gigs/ }));
    const region = screen.getByRole('region', { name: /Past gigs/ });
    expect(region).not.toHaveTextContent('Halkrisk');
    expect(region).not.toHaveTextContent('Ocelový skate fest');
  });

  test('the players load nothing until asked, and the platform links are always there', async () => {
    const { user } = await renderApp('/');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('link', { name: /VARM & KALL EP on Spotify/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/open\.spotify\.com\/album\//),
    );
    expect(screen.getByRole('link', { name: /on YouTube/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/www\.youtube\.com\/watch\?v=/),
    );

    await user.click(screen.getByRole('button', { name: /Play on Spotify/ }));
    const spotify = screen.getByTitle('VARM & KALL EP on Spotify');
    expect(spotify.getAttribute('src')).toMatch(/^https:\/\/open\.spotify\.com\/embed\/album\//);
    expect(spotify).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Play video/ }));
    const video = screen.getByTitle(/on YouTube$/);
    expect(video.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
  });

  test('Facebook, Instagram and YouTube open in a new tab, safely', async () => {
    await renderApp('/');
    const follow = screen.getByRole('region', { name: /Follow/ });
    for (const platform of ['Facebook', 'Instagram', 'YouTube']) {
      const link = within(follow).getByRole('link', { name: new RegExp(platform) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('band page', () => {
  test('group picture, Swedish description and two member cards', async () => {
    await renderApp('/band');
    await title('Kantstött | Band');
    expect(screen.getByRole('heading', { level: 1, name: 'Band' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /photocopied flyer/ })).toBeInTheDocument();
    expect(screen.getByText(/bildat 2021/).closest('[lang]')).toHaveAttribute('lang', 'sv');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('Vocals / Bass');
    expect(cards[1]).toHaveTextContent('Guitar / Drums');
    for (const card of cards) expect(within(card).getByRole('img')).toHaveAccessibleName();
  });
});

describe('media page', () => {
  test('four releases, each cover linking to its page', async () => {
    await renderApp('/media');
    await title('Kantstött | Media');
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/media/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/media/birds',
      '/media/varm&kall',
      '/media/kniv',
      '/media/spring',
    ]);
    expect(links[1]).toHaveTextContent('VARM & KALL EP');
    expect(links[1]).toHaveTextContent('2022');
    expect(within(links[1] as HTMLElement).getByRole('img')).toHaveAccessibleName(/VARM & KALL/);
  });

  test('a cover opens its release page', async () => {
    const { user } = await renderApp('/media');
    await user.click(screen.getByRole('link', { name: /Kniv \(Live Recording Session\)/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kniv (Live Recording Session)' })).toBeInTheDocument();
  });
});

describe('release pages', () => {
  const trackButton = (name: string | RegExp) => screen.findByRole('button', { name });

  test.each([
    ['/media/birds', "Birds don't sing / Fritt fall", 2],
    ['/media/varm&kall', 'VARM & KALL EP', 5],
    ['/media/varm%26kall', 'VARM & KALL EP', 5],
    ['/media/kniv', 'Kniv (Live Recording Session)', 1],
    ['/media/spring', 'Spring/Två Cent', 2],
  ])('%s shows %s with %i tracks, none open', async (route, heading, count) => {
    await renderApp(route);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    await title(`Kantstött | ${heading}`);
    const list = await screen.findByRole('list', { name: 'Tracks & lyrics' });
    const toggles = within(list).getAllByRole('button');
    expect(toggles).toHaveLength(count);
    for (const toggle of toggles) expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('one track open at a time; pressing the open one closes it', async () => {
    const { user } = await renderApp('/media/varm&kall');
    const mareld = await trackButton(/Mareld/);
    const repeat = await trackButton(/Repeat/);

    await user.click(mareld);
    expect(mareld).toHaveAttribute('aria-expanded', 'true');
    const lyrics = document.getElementById(mareld.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(lyrics).getAllByRole('heading', { name: 'Chorus' }).length).toBeGreaterThan(0);
    expect(lyrics.querySelector('[lang="sv"]')).not.toBeNull();

    await user.click(repeat);
    expect(repeat).toHaveAttribute('aria-expanded', 'true');
    expect(mareld).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);

    await user.click(repeat);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test("a track's lyrics join the page the first time it opens and stay while it folds shut", async () => {
    const { user } = await renderApp('/media/kniv');
    const kniv = await trackButton('Kniv');
    const panel = document.getElementById(kniv.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(within(panel).queryAllByText('Chorus')).toHaveLength(0);

    await user.click(kniv);
    expect(within(panel).getAllByText('Chorus').length).toBeGreaterThan(0);
    await user.click(kniv);
    expect(kniv).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toHaveAttribute('aria-hidden', 'true');
    expect(within(panel).getAllByText('Chorus').length).toBeGreaterThan(0);
  });

  test('opening a track puts it in the address; closing it goes back to the release', async () => {
    const { user } = await renderApp('/media/kniv');
    await user.click(await trackButton(/Kniv/));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/media/kniv/kniv'));
    await user.click(await trackButton(/Kniv/));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/kniv'));
  });

  test('toggling faster than the address updates still ends with the URL and the open track in step', async () => {
    const { user } = await renderApp('/media/varm&kall');
    const mareld = await trackButton(/Mareld/);
    await user.click(mareld);
    await user.click(mareld);
    await user.click(mareld);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/varm&kall/mareld'));
    expect(mareld).toHaveAttribute('aria-expanded', 'true');
    await user.click(await trackButton(/Repeat/));
    await user.click(mareld);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/media/varm&kall/mareld'));
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([mareld]);
  });

  test('a link to a track opens that track', async () => {
    await renderApp('/media/varm&kall/ur-dimman');
    expect(await trackButton(/Ur Dimman/)).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  test('a link to a track that does not exist shows the release with nothing open', async () => {
    await renderApp('/media/varm&kall/no-such-song');
    await trackButton(/Mareld/);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('leaving a release with a track open starts the next one closed', async () => {
    const { user } = await renderApp('/media/spring/spring');
    expect(await trackButton('Spring')).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: /All releases/ }));
    await user.click(screen.getByRole('link', { name: /Birds don't sing/ }));
    await trackButton(/Fritt fall/);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  test('Copy link copies the track address and says so', async () => {
    const { user } = await renderApp('/media/kniv/kniv');
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/#\/media\/kniv\/kniv$/));
    expect(screen.getByText('Link copied!')).toHaveAttribute('role', 'status');
  });
});

describe('other pages', () => {
  test('Extras says it is to be updated', async () => {
    await renderApp('/extras');
    expect(await screen.findByText('To be updated!')).toBeInTheDocument();
  });

  test.each(['/nope', '/media/nope', '/media/constructor', '/media/__proto__', '/band/extra', '/media/kniv/kniv/more'])(
    '%s is not found, with a way home',
    async (route) => {
      const { user } = await renderApp(route);
      expect(screen.getByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
      expect(screen.getByRole('banner')).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Back to Homepage' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    },
  );
});
