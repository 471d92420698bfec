// Folder and file names from titles, as the schema takes them.
import { releaseSlugPattern } from '../../src/content/releases';
import { slugify } from '../../src/util/slug.build';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
/** A track title → its file name's address, apostrophes dropped: `Don't Run` → `dont-run`. */
export const trackSlug = (title: string) => slugify(title.replace(/['’]/g, ''));
/** A track's file name: its number, then its address (`02-dont-run.md`). */
export const trackFileName = (n: number, slug: string) => `${String(n).padStart(2, '0')}-${slug}.md`;
/** A release title → a folder name: `Natt & Dag EP` → `natt&dag`; '' if the title gives none the schema takes. */
export function releaseSlug(title: string): string {
  const base = fold(title.split('/')[0] as string)
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\bep\b/g, ' ')
    .replace(/['’]/g, '')
    .replace(/\s*&\s*/g, '&')
    .replace(/[^a-z0-9&]+/g, '-')
    .replace(/-*&-*/g, '&')
    .replace(/&+/g, '&')
    .replace(/^[-&]+|[-&]+$/g, '');
  return releaseSlugPattern.test(base) ? base : '';
}
