// The fixture catalogue as it is, with no posts: no News section on the
// home page, no News link in the footer, and #/news and any post's address
// say "Page not found!" (news.test.tsx has posts).
import { cleanup, screen, within } from '@testing-library/react';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

describe('without posts', () => {
  test('the home page has no News section and the footer no News link', async () => {
    expect((await fixtureCatalogue()).news).toEqual([]);
    await renderApp(paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'News' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).queryByRole('link', { name: 'News' })).not.toBeInTheDocument();
  });

  test('#/news and a post say "Page not found!"', async () => {
    await renderApp(paths.news);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
    cleanup();
    await renderApp(paths.newsPost('nya-latar'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found!' })).toBeInTheDocument();
  });
});
