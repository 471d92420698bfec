// What the service worker of a build precaches: the list the build injected
// into its sw.js (src/sw.ts, webpack.config.js), with each file's size as
// stored and as a host that compresses sends it; and the page files it leaves
// to the runtime cache (src/lib/offlineCopy.build.ts). Read by the benchmark, which
// reports it, and by the offline tests.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * @param {string} dist a built site
 * @returns {{ files: { url: string, bytes: number, sentBytes: number }[], bytes: number, sentBytes: number, left: { url: string, bytes: number }[] }}
 *   the files (URLs relative to the site's folder), and their total size: as the browser stores them, and as sent gzipped;
 *   and the page files kept only once a fan opens them
 */
export function precacheOf(dist) {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // InjectManifest writes each entry as {'revision':…,'url':'…'}.
  const urls = [...worker.matchAll(/'url':'([^']+)'/g)].map(([, url = '']) => url);
  if (urls.length === 0) throw new Error(`${dist}/sw.js lists nothing to precache: built with SERVICE_WORKER=off?`);
  const files = urls.map((url) => {
    const data = readFileSync(path.join(dist, url));
    // Pictures and fonts are compressed already: a host sends those as they are.
    return { url, bytes: data.length, sentBytes: Math.min(data.length, gzipSync(data).length) };
  });
  const total = (/** @type {'bytes' | 'sentBytes'} */ key) => files.reduce((sum, file) => sum + file[key], 0);
  const precached = new Set(urls);
  const left = readdirSync(path.join(dist, 'pages'), { recursive: true, encoding: 'utf8' })
    .map((name) => `pages/${name.split(path.sep).join('/')}`)
    .filter((url) => url.endsWith('.json') && !precached.has(url))
    .map((url) => ({ url, bytes: statSync(path.join(dist, url)).size }));
  return { files, bytes: total('bytes'), sentBytes: total('sentBytes'), left };
}
