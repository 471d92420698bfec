// The band's news on the fixture catalogue with posts added (one with an
// English version and a picture, others without): the home page's section,
// the footer's link, the list at #/news and a post in Swedish and in
// English. Expectations are read from the posts. (Without posts:
// newsNone.test.tsx; a file of its own, as the page files a test file loads
// are kept for the file.)
import { screen, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import type { Post } from '../../src/content/news';
import { scriptSite } from '../../src/content/site';
import { pageTitle } from '../../src/lib/pageMeta';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite, loaderFor, pageFilesOf } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

let bare: Content;
let withNews: Content;
const now = Date.now();

beforeAll(async () => {
  bare = await fixtureCatalogue();
  const picture = bare.band.group;
  const posts: Post[] = [
    {
      slug: 'nya-latar',
      date: '2026-11-20',
      title: 'Nya låtar på gång',
      text: ['Vi har skrivit fem nya låtar.', 'Två handlar om nattbussen.'],
      english: { title: 'New songs on the way', text: ['We wrote five new songs.', 'Two are about the night bus.'] },
      picture,
    },
    { slug: 'tack-brno', date: '2025-04-02', title: 'Tack, Brno!', text: ['Tack för en svettig kväll.'] },
    { slug: 'aldst', date: '2024-01-10', title: 'Äldst av alla', text: ['Den första posten.'] },
    { slug: 'nast-aldst', date: '2024-02-10', title: 'Näst äldst', text: ['Den andra posten.'] },
  ].sort((a, b) => b.date.localeCompare(a.date));
  withNews = { ...bare, news: posts };
});

const renderWithNews = (route: string) =>
  renderApp(route, undefined, { loader: loaderFor(pageFilesOf(withNews, now)), site: scriptSite(fixtureSite(), withNews.news.length) });

/** What a screen reader reads of a post's title where it has two: the version shown. */
const shownTitle = (post: Post, language: 'sv' | 'en') => (language === 'en' && post.english ? post.english.title : post.title);

describe('with posts', () => {
  test('the home page lists the newest few below the gigs, each linking to its post, and All news', async () => {
    await renderWithNews(`${paths.home}?lang=sv`);
    const section = await screen.findByRole('region', { name: 'News' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings.length).toBeLessThan(withNews.news.length);
    headings.forEach((heading, index) => {
      const post = withNews.news[index]!;
      expect(heading).toHaveAccessibleName(post.title);
      expect(within(heading).getByRole('link')).toHaveAttribute('href', `#${paths.newsPost(post.slug)}`);
    });
    expect(within(section).getByRole('link', { name: 'All news' })).toHaveAttribute('href', paths.news);
    // Below the gigs, in the page's order.
    const gigs = screen.getByRole('region', { name: 'Upcoming gigs' });
    expect(gigs.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'News' })).toHaveAttribute('href', paths.news);
  });

  test('#/news lists every post newest first, with its day and first paragraph', async () => {
    await renderWithNews(`${paths.news}?lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle(fixtureSite(), 'News'));
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(withNews.news.length);
    items.forEach((item, index) => {
      const post = withNews.news[index]!;
      expect(within(item).getByRole('heading', { level: 2 })).toHaveAccessibleName(shownTitle(post, 'en'));
      expect(within(item).getByText((post.english ?? post).text[0]!)).toBeVisible();
      expect(item.querySelector('time')).toHaveAttribute('datetime', post.date);
    });
  });

  test('a post with English shows its Swedish, and its English after the switch', async () => {
    const post = withNews.news.find((each) => each.english)!;
    const { user } = await renderWithNews(`${paths.newsPost(post.slug)}?lang=sv`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    for (const paragraph of post.text) expect(screen.getByText(paragraph)).toBeVisible();
    expect(screen.getByText(post.english!.text[0]!)).not.toBeVisible();
    expect(screen.getByRole('img', { name: post.picture!.alt })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: post.english!.title })).toBeInTheDocument();
    for (const paragraph of post.english!.text) expect(screen.getByText(paragraph)).toBeVisible();
    expect(screen.getByText(post.text[0]!)).not.toBeVisible();
    await user.click(screen.getByRole('link', { name: /All news/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument();
  });

  test('a post without English shows its Swedish whichever language is asked for, with no switch', async () => {
    const post = withNews.news.find((each) => !each.english)!;
    await renderWithNews(`${paths.newsPost(post.slug)}?lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(post.text[0]!)).toBeVisible();
    expect(screen.getByText(post.text[0]!)).toHaveAttribute('lang', 'sv');
    expect(screen.queryByRole('group', { name: /Language/ })).not.toBeInTheDocument();
  });
});
