// What the service worker (src/sw.ts) handles at all: the site's own files.
// Not the band's editor (admin/), which is not the site, and not the band's
// recordings (audio/): the browser asks the host for those in ranges as a
// song plays, and a copy of them would cost a fan's phone megabytes a song
// for what a fan offline cannot miss (the player says it needs a
// connection). The offline copy never holds them either
// (offlineBundles in src/prerender.build.tsx).
import { AUDIO_FOLDER } from '../util/audio';

/** The folders of the site the worker leaves to the network, answering and keeping nothing. */
const NETWORK_ALONE = ['admin/', AUDIO_FOLDER];

/** Whether the worker registered at `scope` (the site's folder) handles a request for `href`. */
export function handledByWorker(href: string, scope: string): boolean {
  return href.startsWith(scope) && !NETWORK_ALONE.some((folder) => href.startsWith(new URL(folder, scope).href));
}
