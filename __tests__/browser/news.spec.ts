// The band's news as a visitor meets it, on whatever content the build has:
// with posts, the newest on the home page below the gigs, News in the
// footer, every post at #/news newest first, each post in Swedish and (where
// the band wrote one) in English, and each post's share page leading into
// the app. Without posts, none of it: no section, no link, and #/news says
// "Page not found!". (every-route.spec.ts checks the pages themselves.)
import { paths, shareFolder } from '../../src/util/routes';
import { appReady, CATALOGUE, expect, goToRoute, openRoute, pageHeading, pageTitle, test } from './fixtures';

/** How many posts the home page lists (src/pages/news/data.build.tsx, POSTS_ON_HOME): read from the page, at most this. */
const AT_MOST_ON_HOME = 3;

test(
  'the news shows on home, in the footer and at #/news exactly when there are posts, each post in its languages',
  { tag: CATALOGUE },
  async ({ page, content }) => {
    const posts = content.news;
    await openRoute(page, '#/', 'Home');
    const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'News', exact: true });
    const section = page.getByRole('region', { name: 'News', exact: true });
    if (posts.length === 0) {
      await expect(section).toHaveCount(0);
      await expect(footerLink).toHaveCount(0);
      await goToRoute(page, '#/news');
      await appReady(page);
      await expect(pageHeading(page, 'Page not found!')).toBeVisible();
      return;
    }
    // Playwright's browser asks for English: a post shows its English title where it has one.
    const shownTitle = (post: (typeof posts)[number]) => post.english?.title ?? post.title;
    // In order, by what a screen reader reads (the other language's title is in the page, hidden).
    const expectHeadings = async (headings: ReturnType<typeof page.getByRole>, titles: string[]) => {
      await expect(headings).toHaveCount(titles.length);
      for (const [index, title] of titles.entries()) await expect(headings.nth(index)).toHaveAccessibleName(title);
    };
    await expectHeadings(section.getByRole('heading', { level: 3 }), posts.slice(0, AT_MOST_ON_HOME).map(shownTitle));
    await expect(footerLink).toBeVisible();

    await section.getByRole('link', { name: 'All news' }).click();
    await expect(pageHeading(page, 'News')).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(content, 'News'));
    await expectHeadings(page.getByRole('main').getByRole('heading', { level: 2 }), posts.map(shownTitle));

    // Two posts may share a title (the schema lets them): the newest is the first listed under its own.
    const newest = posts[0]!;
    await page
      .getByRole('link', { name: shownTitle(newest), exact: true })
      .first()
      .click();
    await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#${paths.newsPost(newest.slug)}`);
    await expect(pageHeading(page, shownTitle(newest))).toBeVisible();
    await expect(page).toHaveTitle(pageTitle(content, newest.title));
    await expect(page.getByText((newest.english?.text ?? newest.text)[0]!, { exact: true })).toBeVisible();

    const translated = posts.find((post) => post.english);
    if (translated) {
      await test.step('a post with an English version switches between the two', async () => {
        await openRoute(page, `#${paths.newsPost(translated.slug)}?lang=sv`, translated.title);
        await expect(page.getByText(translated.text[0]!, { exact: true })).toBeVisible();
        await page.getByRole('button', { name: 'English' }).click();
        await expect(pageHeading(page, translated.english!.title)).toBeVisible();
        await expect(page.getByText(translated.english!.text[0]!, { exact: true })).toBeVisible();
        await expect(page.getByText(translated.text[0]!, { exact: true })).toBeHidden();
      });
    }
    const swedishOnly = posts.find((post) => !post.english);
    if (swedishOnly) {
      await test.step('a post without one shows its Swedish, with no switch', async () => {
        await openRoute(page, `#${paths.newsPost(swedishOnly.slug)}`, swedishOnly.title);
        await expect(page.getByRole('group', { name: 'Language of the post' })).toHaveCount(0);
        await expect(page.getByText(swedishOnly.text.at(-1)!, { exact: true })).toBeVisible();
      });
    }
  },
);

test(
  "a post's share page leads into the app, at the post; with no posts, there is none",
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    const post = content.news.at(-1);
    if (!post) {
      expect((await page.request.get(shareFolder(paths.news))).status()).toBe(404);
      return;
    }
    const folder = shareFolder(paths.newsPost(post!.slug));
    await page.goto(folder);
    await expect.poll(() => decodeURIComponent(page.url())).toBe(`${baseURL}#${paths.newsPost(post!.slug)}`);
    await expect(pageHeading(page, post!.english?.title ?? post!.title)).toBeVisible();
  },
);
