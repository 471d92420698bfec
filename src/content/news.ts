// news/<slug>.md: the band's posts, optional. A post is a Markdown file whose
// front matter gives its date and title (and, optionally, its title and text
// in English and a picture), and whose body is its text in Swedish. The
// schema (which gives the Post type) and the loader.
import path from 'node:path';
import { z } from 'zod';
import { paragraphsOf } from './band';
import { type Loading, loadEntryFiles, parseYaml, readText, shownPath, validate } from './check';
import { example, input, text } from '../util/fields.build';
import { slugify } from '../util/slug.build';
import { type Artwork, type PictureFile, pictureInContent, pictureSchema } from './pictures';

/** A post's file name without `.md`, which is its address: `#/news/<slug>`. */
export const postSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const POST_EXAMPLE = '---\ndate: 2026-11-20\ntitle: Nya låtar på gång\n---\nVi har skrivit fem nya låtar i vinter …';

export const postFrontMatterSchema = example(
  z.strictObject({
    date: example(z.iso.date({ error: 'write the date as year-month-day, like 2026-11-20.' }), 'date: 2026-11-20').describe(
      'The day of the post: the newest shows first.',
    ),
    title: text('title: Nya låtar på gång'),
    // Optional: the post in English, shown by the Svenska / English switch.
    english: example(
      z.strictObject({
        title: text('title: New songs on the way'),
        text: input(text('text: We wrote five new songs this winter …'), 'longText'),
      }),
      'english:\n  title: New songs on the way\n  text: |\n    We wrote five new songs this winter …',
    )
      .describe('The post in English: its title and its text (paragraphs separated by an empty line).')
      .optional(),
    picture: pictureSchema('file: pictures/rep.jpg', 'alt: The band in the rehearsal room, amps stacked to the ceiling')
      .describe('A picture at the top of the post (JPEG, PNG or SVG, in content/pictures).')
      .optional(),
  }),
  POST_EXAMPLE,
);

/** A post as the site shows it. */
export interface Post<P = Artwork> {
  /** The file's name: `#/news/<slug>`. */
  readonly slug: string;
  /** YYYY-MM-DD. */
  readonly date: string;
  readonly title: string;
  /** The Swedish text, one string per paragraph. */
  readonly text: readonly string[];
  /** The post in English, where the band wrote it. */
  readonly english?: { readonly title: string; readonly text: readonly string[] };
  readonly picture?: P;
}

/** One post file: front matter, then the text in paragraphs. */
async function loadPost(loading: Loading, absolute: string): Promise<Post<PictureFile> | undefined> {
  const file = shownPath(absolute);
  const slug = path.basename(absolute, '.md');
  const problem = (line: number | undefined, field: string, message: string, example?: string) =>
    loading.problems.push({ file, line, field, message, example });
  if (!postSlugPattern.test(slug)) {
    problem(undefined, 'file name', `\`${slug}.md\` cannot be a post's address: name it with lowercase letters, digits and dashes.`, `${slugify(slug) || 'nya-latar'}.md`);
  }
  const source = (await readText(loading, absolute)) ?? '';
  const frontMatter = /^---\n([\s\S]*?\n)?---[ \t]*(?:\n|$)/.exec(source);
  if (!frontMatter) {
    problem(1, 'date', 'a post starts with its date and title between two --- lines.', POST_EXAMPLE);
    return undefined;
  }
  const yaml = parseYaml(loading, file, frontMatter[1] ?? '', 2);
  const head = yaml && validate(loading, yaml, postFrontMatterSchema, { noun: 'a post' });
  const body = paragraphsOf(source.slice(frontMatter[0].length));
  if (body.length === 0) {
    problem(frontMatter[0].split('\n').length, 'text', 'the post has no text: write it below the front matter, in Swedish.', POST_EXAMPLE);
  }
  if (!yaml || !head || body.length === 0) return undefined;
  const picture = head.picture && (await pictureInContent(loading, yaml, ['picture'], head.picture, postFrontMatterSchema));
  if (head.picture && !picture) return undefined;
  return {
    slug,
    date: head.date,
    title: head.title,
    text: body,
    ...(head.english ? { english: { title: head.english.title, text: paragraphsOf(head.english.text) } } : {}),
    ...(picture ? { picture } : {}),
  };
}

/** Every post in news/, newest first (on the same day, by address); none when there is no such folder. */
export async function loadNews(loading: Loading): Promise<Post<PictureFile>[] | undefined> {
  const posts = await loadEntryFiles(loading, 'news', { extension: '.md', what: 'post', example: 'nya-latar.md' }, (file) => loadPost(loading, file));
  return posts?.sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}
