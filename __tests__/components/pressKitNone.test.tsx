// The press kit page and the Band page on the fixture catalogue as it is: no
// press.yaml and no English anywhere (pressAndLanguages.test.tsx has both).
// Expectations are read from the content.
import { screen, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

let bare: Content;
beforeAll(async () => {
  bare = await fixtureCatalogue();
});

describe('no English anywhere', () => {
  test('with no English anywhere, no switch, and the texts are Swedish', async () => {
    await renderApp(`${paths.band}?lang=en`);
    expect(screen.queryByRole('group', { name: /Language/ })).not.toBeInTheDocument();
    expect(screen.getByText(bare.band.description[0]!).closest('[lang]')).toHaveAttribute('lang', 'sv');
  });
});

describe('no press kit', () => {
  test('with no press kit: no bios or rider, and still the music, the live video and the booking address', async () => {
    await renderApp(paths.press);
    expect(await screen.findByRole('heading', { level: 1, name: 'Press kit' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Inputs' })).not.toBeInTheDocument();
    const featured = bare.releases.find((release) => release.slug === bare.site.featured.release)!;
    for (const track of featured.tracks) expect(screen.getByRole('link', { name: track.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: bare.site.featured.youtubeTitle })).toHaveAttribute(
      'href',
      expect.stringContaining(bare.site.featured.youtubeVideo),
    );
    expect(screen.getByRole('link', { name: bare.site.bookingEmail })).toHaveAttribute('href', `mailto:${bare.site.bookingEmail}`);
  });

  test('the footer leads to it from any page', async () => {
    const { user } = await renderApp(paths.media);
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Press kit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Press kit' })).toBeInTheDocument();
  });
});
