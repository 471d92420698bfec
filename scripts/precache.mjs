// What the service worker of a build precaches: the list the build injected
// into its sw.js (src/sw.ts, webpack.config.js), with each file's size. Read
// by the benchmark, which reports it, and by the offline tests.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * @param {string} dist a built site
 * @returns {{ files: { url: string, bytes: number }[], bytes: number }} the files (URLs relative to the site's folder) and their total size
 */
export function precacheOf(dist) {
  const worker = readFileSync(path.join(dist, 'sw.js'), 'utf8');
  // InjectManifest writes each entry as {'revision':…,'url':'…'}.
  const urls = [...worker.matchAll(/'url':'([^']+)'/g)].map(([, url]) => url);
  if (urls.length === 0) throw new Error(`${dist}/sw.js lists nothing to precache: built with SERVICE_WORKER=off?`);
  const files = urls.map((url) => ({ url, bytes: statSync(path.join(dist, url)).size }));
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0) };
}
