// The fixture catalogue has no merch: no section on home, no Merch in the
// menu, and #/merch is not a page (merch.test.tsx has the rest).
import { screen, within } from '@testing-library/react';
import { scriptSite } from '../../src/content/site';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite, loaderFor, pageFilesOf } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

const renderBare = async (route: string) => {
  const bare = await fixtureCatalogue();
  expect(bare.merch).toEqual([]);
  return renderApp(route, undefined, {
    loader: loaderFor(pageFilesOf(bare, Date.now())),
    site: scriptSite(fixtureSite(), bare.news.length, 0),
  });
};

test('home has no Merch section, and neither menu a Merch link', async () => {
  const { user } = await renderBare(paths.home);
  expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Merch' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Merch' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const menu = await screen.findByRole('dialog', { name: 'Menu' });
  expect(within(menu).getByRole('link', { name: 'Media' })).toBeInTheDocument();
  expect(within(menu).queryByRole('link', { name: 'Merch' })).not.toBeInTheDocument();
});

test('#/merch says the page is not found', async () => {
  await renderBare(paths.merch);
  expect(await screen.findByText('Page not found!')).toBeInTheDocument();
});
