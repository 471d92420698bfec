// The band's news, made up: none at all, or many posts, drawn from streams of
// their own (`news`, `post:N`), so a catalogue's other files are the same
// byte for byte whether or not its seed gives it posts. Among many posts:
// some with an English version and some without, a couple with a picture,
// one with a long title, several on the same day.
import { slugify } from '../../src/util/slug.build';
import { fromDay, toDay } from './dates';
import type { Streams } from './streams';
import { chars, lyricLine, trackTitle } from './words';
import { yamlScalar } from './yaml';

/** How many posts a seed with posts makes; a third of the seeds make none. */
export const GENERATED_POSTS: readonly [number, number] = [12, 40];
const NONE = 1 / 3;
/** Posts with a picture: enough to run the picture's path, few enough to keep the build's pictures few. */
const WITH_PICTURE = 2;
const LONG_TITLE = 60;

export interface Post {
  slug: string;
  date: string;
  title: string;
  english: boolean;
  picture: boolean;
  /** The Markdown file. */
  text: string;
}

/** A paragraph of two to four sentences, made of invented lines. */
function paragraph(rng: ReturnType<Streams>, lang: 'sv' | 'en'): string {
  return Array.from({ length: rng.int(2, 4) }, () => lyricLine(rng, lang).replace(/[,!?…]?$/, '.')).join(' ');
}

function postFile(
  post: Omit<Post, 'text'>,
  swedish: string[],
  english: { title: string; text: string[] } | null,
  picture: string | null,
) {
  const front = [`date: ${post.date}`, `title: ${yamlScalar(post.title)}`];
  if (english) {
    front.push('english:', `  title: ${yamlScalar(english.title)}`, '  text: |');
    front.push(...english.text.flatMap((text, index) => [...(index > 0 ? [''] : []), `    ${text}`]));
  }
  if (picture)
    front.push(
      'picture:',
      `  file: ${picture}`,
      `  alt: ${yamlScalar(`The band, pictured for the post ${post.title}`)}`,
    );
  return `---\n${front.join('\n')}\n---\n${swedish.join('\n\n')}\n`;
}

/**
 * The posts of a seed, newest first: none, or GENERATED_POSTS many, dated
 * from `first` to `today`. `picture`: a picture of the content (relative to
 * it) for the posts that have one. `posts`: that many instead of the seed's.
 */
export function makeNews(
  streams: Streams,
  { first, today, picture, posts: wanted }: { first: string; today: string; picture: string; posts?: number },
): Post[] {
  const rng = streams('news');
  // Both drawn whatever `posts` says, so the stream stays the seed's.
  const none = rng.chance(NONE);
  const drawn = rng.int(...GENERATED_POSTS);
  if (wanted === undefined ? none : wanted === 0) return [];
  const count = wanted ?? drawn;
  const taken = new Set<string>();
  const posts: Post[] = [];
  let day = toDay(today);
  for (let n = 0; n < count; n++) {
    const each = streams(`post:${n}`);
    // Now and then two posts on one day: the list orders them by address.
    if (n > 0 && !each.chance(0.15)) day -= each.int(1, 60);
    const date = fromDay(Math.max(day, toDay(first)));
    let title = trackTitle(each, 'sv');
    if (n === 2) while (chars(title) < LONG_TITLE) title += ` och ${trackTitle(each, 'sv').toLowerCase()}`;
    let slug = slugify(title) || `post-${n}`;
    while (taken.has(slug)) slug = `${slug}-${n}`;
    taken.add(slug);
    // The newest with English and the next without, so every seed with posts has both; the rest as drawn.
    const english = n === 0 || (n !== 1 && each.chance(0.5));
    const pictured = n < WITH_PICTURE * 2 && n % 2 === 0;
    const swedish = Array.from({ length: each.int(1, 4) }, () => paragraph(each, 'sv'));
    const translation = english
      ? { title: trackTitle(each, 'en'), text: swedish.map(() => paragraph(each, 'en')) }
      : null;
    const post = { slug, date, title, english, picture: pictured };
    posts.push({ ...post, text: postFile(post, swedish, translation, pictured ? picture : null) });
  }
  return posts;
}
