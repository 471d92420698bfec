import { shareFolder } from '../util/routes';

/**
 * The address to share for a page that has a share page (a release, a track,
 * the gig list; see `share` in routes.ts), from the address the site is open
 * at. Served over http(s): the share page's real path beside this index.html
 * (`…/kantstott/media/varm&kall/mareld/`), which link previews can read.
 * Opened from disk there is no such thing to share: the hash address.
 * @param pageHref the address the site is open at (`window.location.href`)
 * @param path the route's path, `/media/varm&kall/mareld`
 */
export function shareLink(pageHref: string, path: string): string {
  const page = new URL(pageHref);
  if (page.protocol !== 'http:' && page.protocol !== 'https:') return `${pageHref.split('#')[0]}#${path}`;
  // The folder of the page: drops `index.html`, the query and the hash.
  return new URL(shareFolder(path), new URL('.', page)).href;
}
