import { useParams } from 'react-router-dom';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import { PostView } from './PostView';

/** `/news/:postSlug`: one post. A slug the content does not have has no page file: "Page not found!". */
export default function PostPage() {
  const { postSlug = '' } = useParams();
  const data = usePageData<PageData<'newsPost'>>(paths.newsPost(postSlug));
  return data ? <Post key={data.post.slug} {...data} /> : <NotFoundPage />;
}

function Post({ post, structuredData }: PageData<'newsPost'>) {
  usePageMeta(post.title, post.text[0] ?? post.title);
  return (
    <PostView
      post={post}
      structuredData={structuredData}
      languageSwitch={post.english && <LanguageSwitch label="Language of the post" />}
    />
  );
}
