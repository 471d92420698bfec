// The player as a fan meets it in the app: play buttons on a release page,
// one bar outside the pages that holds the track through page changes, and
// its controls named for what they do. jsdom has no media engine: its
// <audio> is given one that plays at once and stops when asked, as a browser
// does, so what is checked is what the fan sees (the browser suite,
// player.spec.ts, plays real recordings).
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../support/renderWithProviders';
import { fixtureCatalogue } from '../support/fixtureSite';

beforeAll(() => {
  Object.assign(HTMLMediaElement.prototype, {
    play(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: false, configurable: true });
      queueMicrotask(() => this.dispatchEvent(new Event('playing')));
      return Promise.resolve();
    },
    pause(this: HTMLMediaElement) {
      Object.defineProperty(this, 'paused', { value: true, configurable: true });
      this.dispatchEvent(new Event('pause'));
    },
    load() {},
    canPlayType: () => 'maybe',
  });
});

/** A recorded track of the fixture catalogue, and its release. */
async function recorded() {
  const content = await fixtureCatalogue();
  for (const release of content.releases) {
    const track = release.tracks.find((candidate) => candidate.recording);
    if (track) return { release, track, unrecorded: release.tracks.filter((candidate) => !candidate.recording) };
  }
  throw new Error('The fixture catalogue has no recorded track (__tests__/fixtures/content/releases/*/NN-name.mp3)');
}

const bar = () => screen.getByRole('region', { name: 'Music player' });

describe('the player', () => {
  test('a recorded track has a play button, an unrecorded one none; pressing it brings up the bar with the track', async () => {
    const { release, track } = await recorded();
    const { user } = await renderApp(`/media/${release.slug}`);
    expect(screen.queryByRole('region', { name: 'Music player' })).not.toBeInTheDocument();
    const playButtons = screen.getAllByRole('button', { name: /^Play (?!the release)/ });
    expect(playButtons.map((button) => button.getAttribute('aria-label'))).toEqual(
      release.tracks.filter((candidate) => candidate.recording).map((candidate) => `Play ${candidate.title}`),
    );

    await user.click(screen.getByRole('button', { name: `Play ${track.title}` }));
    await waitFor(() => expect(bar()).toBeInTheDocument());
    expect(within(bar()).getByRole('slider', { name: `Position in ${track.title}` })).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: new RegExp(release.title) })).toHaveAttribute(
      'href',
      `/media/${release.slug}/${track.id}`,
    );
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: `Pause ${track.title}` })).toBeInTheDocument();
    expect(document.querySelectorAll('audio')).toHaveLength(1);
  });

  test('the bar stays, with the same track, when the fan opens another page and its lyrics', async () => {
    const { release, track } = await recorded();
    const { user } = await renderApp(`/media/${release.slug}`);
    await user.click(screen.getByRole('button', { name: 'Play the release' }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    const audio = document.querySelector('audio');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Band' }));
    await screen.findByRole('heading', { level: 1, name: 'Band' });
    expect(within(bar()).getByRole('slider', { name: `Position in ${track.title}` })).toBeInTheDocument();
    // The same <audio> element.
    expect(document.querySelector('audio')).toBe(audio);

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Media' }));
    await screen.findByRole('heading', { level: 1, name: 'Media' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: new RegExp(release.title) }));
    await screen.findByRole('heading', { level: 1, name: release.title });
    await user.click(screen.getByRole('button', { name: track.title }));
    await waitFor(() => expect(screen.getByRole('button', { name: track.title })).toHaveAttribute('aria-expanded', 'true'));
    // Opening the lyrics leaves the music alone.
    expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(document.querySelector('audio')).toBe(audio);
  });

  test('pause and play from the bar, and the track button says which it will do', async () => {
    const { release, track } = await recorded();
    const { user } = await renderApp(`/media/${release.slug}`);
    await user.click(screen.getByRole('button', { name: `Play ${track.title}` }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument());
    await user.click(within(bar()).getByRole('button', { name: 'Pause' }));
    expect(within(bar()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Play ${track.title}` })).toBeInTheDocument();
    expect(document.querySelector('audio')?.paused).toBe(true);
    await user.click(within(bar()).getByRole('button', { name: 'Play' }));
    await waitFor(() => expect(within(bar()).getByRole('button', { name: 'Pause' })).toBeInTheDocument());
  });

  test('a recording that fails to load says it needs a connection', async () => {
    const { release, track } = await recorded();
    const { user } = await renderApp(`/media/${release.slug}`);
    await user.click(screen.getByRole('button', { name: `Play ${track.title}` }));
    await waitFor(() => expect(bar()).toBeInTheDocument());
    act(() => {
      document.querySelector('audio')!.dispatchEvent(new Event('error'));
    });
    expect(within(bar()).getByRole('status')).toHaveTextContent(`${track.title} needs a connection to play`);
    expect(within(bar()).getByRole('button', { name: 'Play' })).toBeInTheDocument();
  });
});
