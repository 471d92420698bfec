// A module of its own: the pages' structured data and the share pages use
// it, and the first view's scripts, which import the route table, do not.
import { shareFolder } from './routes';

/**
 * An address of the site as a search engine sees it: the published URL, or a
 * page's share page beside it (`…/media/varm&kall/`), which is what it can
 * read (routes.ts, `share`). Every path but `/` given here has one.
 */
export function absoluteUrl(site: { url: string }, path: string): string {
  return path === '/' ? site.url : `${site.url}${shareFolder(path)}`;
}
