import { renderToStaticMarkup } from 'react-dom/server';
import { NewsList, type PostTeaser } from '../../components/NewsList';
import type { Content } from '../../content/content';
import type { Post } from '../../content/news';
import { blog, blogPosting } from '../../lib/structuredData.build';
import type { BuildContext } from '../pageDataBuilder.build';

/** How many of the newest posts the home page lists, below the gigs. */
export const POSTS_ON_HOME = 3;

/** A post as a list shows it: its date and title in both languages, and where the band wrote more, its first paragraph. */
export const teaserOf = (post: Post, withLead: boolean): PostTeaser => ({
  slug: post.slug,
  date: post.date,
  title: post.title,
  ...(post.english ? { titleEn: post.english.title } : {}),
  ...(withLead ? { lead: post.text[0], ...(post.english ? { leadEn: post.english.text[0] } : {}) } : {}),
});

/**
 * The newest posts, for the home page: their days and titles as HTML, or
 * null without posts. The home page shows the HTML as it is, so the home
 * page's script carries no code of the list (whose budget it would count).
 */
export const latestPostsHtml = (content: Content): string | null =>
  content.news.length === 0
    ? null
    : renderToStaticMarkup(<NewsList posts={content.news.slice(0, POSTS_ON_HOME).map((post) => teaserOf(post, false))} headingLevel={3} />);

export const buildNewsData = (content: Content) => ({
  posts: content.news.map((post) => teaserOf(post, true)),
  structuredData: blog(content.site, content.news),
});

export const buildPostData = (content: Content, { params }: BuildContext) => {
  const post = content.news.find((candidate) => candidate.slug === params.postSlug);
  if (!post) throw new Error(`No post ${params.postSlug}`);
  return { post, structuredData: blogPosting(content.site, post) };
};
