import { screen, waitFor, within } from '@testing-library/react';
import { navItems } from '../../src/features/menu/navItems';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

const header = () => screen.getByRole('banner');
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

const site = fixtureSite();

describe('header and footer', () => {
  test('Home, Band and Media are links, the logo leads home, Extras is not a link yet', async () => {
    await renderApp('/band');
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Band' })).toHaveAttribute('href', '/band');
    expect(within(nav).getByRole('link', { name: 'Media' })).toHaveAttribute('href', '/media');
    expect(within(nav).getByRole('link', { name: `${site.name}, home` })).toHaveAttribute('href', '/');
    const extras = within(nav).getByRole('link', { name: /Extras/ });
    expect(extras).toHaveAttribute('aria-disabled', 'true');
    expect(extras).not.toHaveAttribute('href');
  });

  test('the current page is marked in the header', async () => {
    const { user } = await renderApp('/band');
    expect(within(mainNav()).getByRole('link', { name: 'Band' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await user.click(within(mainNav()).getByRole('link', { name: 'Media' }));
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page'));
    expect(within(mainNav()).getByRole('link', { name: 'Band' })).not.toHaveAttribute('aria-current');
  });

  test('Media stays marked on a release page', async () => {
    const [release] = (await fixtureCatalogue()).releases;
    await renderApp(paths.release(release?.slug ?? ''));
    expect(within(mainNav()).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  });

  test("the footer has the site's copyright and the developer credit", async () => {
    await renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(`© ${site.copyrightYear} ${site.name}`);
    const credit = within(footer).getByRole('link', { name: new RegExp(site.developer.name) });
    expect(credit).toHaveAttribute('href', site.developer.url);
    expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('the header is a landmark with the main navigation inside', async () => {
    await renderApp('/');
    expect(within(header()).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });
});

describe('mobile menu', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Menu' });

  test('the hamburger opens a menu with Home, Band, Media and a close button', async () => {
    const { user } = await renderApp('/');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();

    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    // The menu's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(navItems.map((item) => item.label));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(document.body).toHaveClass('scroll-locked');
  });

  test('the close button closes it and gives focus back to the hamburger', async () => {
    const { user } = await renderApp('/');
    await user.click(menuButton());
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(document.body).not.toHaveClass('scroll-locked');
  });

  test('Escape closes it', async () => {
    const { user } = await renderApp('/');
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
  });

  test('choosing a link closes it and goes there', async () => {
    const { user } = await renderApp('/');
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Band' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Band' })).toBeInTheDocument();
  });

  test('choosing the page you are on still closes it', async () => {
    const { user } = await renderApp('/band');
    await user.click(menuButton());
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Band' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });

  test('Tab stays inside the open menu', async () => {
    const { user } = await renderApp('/');
    await user.click(menuButton());
    const dialog = await screen.findByRole('dialog', { name: 'Menu' });
    for (let i = 0; i < 6; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});
