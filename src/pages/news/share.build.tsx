// The share pages of the news (src/sharePages.build.tsx renders them): the
// list at news/ and each post at news/<slug>/, drawn by the post's own
// PostView in both languages, its picture as its card, and its text readable
// without scripts. Build time only.
import { pictureCard, type PreviewImage, siteCard } from '../../components/PageHead.build';
import type { Post } from '../../content/news';
import type { Site } from '../../content/site';
import { absoluteUrl } from '../../util/absoluteUrl';
import { paths, shareFolder, type RoutePage } from '../../util/routes';
import { dayOf } from '../../components/NewsList';
import { BuildRouter } from '../../lib/BuildRouter.build';
import { metaOf, pictureFrom, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { PostView } from './PostView';

/** A post's card: its picture's JPEG, absolute, or the site's card where it has none. */
function postImage(site: Site, post: Post): PreviewImage {
  if (!post.picture) return siteCard(site);
  return pictureCard(site, post.picture);
}

export function newsPage(source: ShareSource, { path }: RoutePage): SharePage {
  const { site, news } = source.content;
  const root = toRoot(path);
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: siteCard(site) },
    body: (
      <>
        <h1>{site.name}: news</h1>
        <ul>
          {news.map((post) => (
            <li key={post.slug}>
              <time dateTime={post.date}>{dayOf(post.date)}</time>:{' '}
              <a href={`${root}${shareFolder(paths.newsPost(post.slug))}`} lang="sv">
                {post.title}
              </a>
            </li>
          ))}
        </ul>
      </>
    ),
  };
}

export function postPage(source: ShareSource, page: RoutePage): SharePage {
  const { site, news } = source.content;
  const post = news.find((candidate) => candidate.slug === page.params.postSlug);
  if (!post) throw new Error(`No post ${page.params.postSlug}`);
  const { path } = page;
  const root = toRoot(path);
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'article', image: postImage(site, post) },
    // The page's own view, in both its languages (search engines and previews read this page), with no switch.
    body: (
      <BuildRouter location={path} root={root}>
        <PostView post={{ ...post, picture: post.picture && pictureFrom(root, post.picture) }} priority={false} />
      </BuildRouter>
    ),
  };
}
