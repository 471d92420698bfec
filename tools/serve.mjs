#!/usr/bin/env node
// A small static server for dist/, the way a plain host serves it: under a
// sub-path (as GitHub Pages project sites are), optionally gzip-compressed,
// and with dist/404.html for paths that are not files (as GitHub Pages does).
// A folder asked for without its trailing `/` is redirected to it, as hosts do.
// Used by the browser tests and the benchmark; binds to 127.0.0.1 only.
//
//   node tools/serve.mjs [--dir dist] [--port 4173] [--base /kantstott/] [--gzip]
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.zip': 'application/zip',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map', '.ics', '.xml']);

/**
 * The file a URL path names, a redirect to its folder's address, or null for none.
 * @param {string} root the served folder
 * @param {string} prefix the base path, ending in `/`
 * @param {string} urlPath
 * @returns {Promise<string | { redirect: string } | null>}
 */
async function fileAt(root, prefix, urlPath) {
  if (!urlPath.startsWith(prefix)) return null;
  let relative;
  try {
    relative = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return null;
  }
  const file = path.resolve(root, relative || 'index.html');
  if (file !== root && !file.startsWith(root + path.sep)) return null;
  try {
    const info = await stat(file);
    if (!info.isDirectory()) return file;
    const index = path.join(file, 'index.html');
    if (!(await stat(index)).isFile()) return null;
    // A folder's address ends in `/`, so its page's relative links resolve inside it: a host redirects there.
    return urlPath.endsWith('/') ? index : { redirect: `${urlPath}/` };
  } catch {
    return null;
  }
}

/**
 * Starts the server.
 * @param {{ dir?: string; port?: number; base?: string; gzip?: boolean }} [options]
 * @returns {Promise<{ url: string; close: () => Promise<void> }>}
 */
export async function serve({ dir = 'dist', port = 4173, base = '/kantstott/', gzip = false } = {}) {
  const root = path.resolve(dir);
  const prefix = base.endsWith('/') ? base : `${base}/`;

  const fileFor = (/** @type {string} */ urlPath) => fileAt(root, prefix, urlPath);

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const urlPath = url.pathname;
    if (urlPath === prefix.slice(0, -1)) {
      response.writeHead(301, { location: prefix }).end();
      return;
    }
    const found = await fileFor(urlPath);
    if (typeof found === 'object' && found !== null) {
      response.writeHead(301, { location: `${found.redirect}${url.search}` }).end();
      return;
    }
    let status = 200;
    let file = found;
    if (!file) {
      status = 404;
      file = path.join(root, '404.html');
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    /** @type {Record<string, string | number>} */
    const headers = {
      'content-type': TYPES[/** @type {keyof typeof TYPES} */ (ext)] ?? 'application/octet-stream',
      'cache-control': ext === '.html' ? 'no-cache' : 'public, max-age=31536000, immutable',
    };
    if (gzip && COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(request.headers['accept-encoding']))) {
      body = gzipSync(body);
      headers['content-encoding'] = 'gzip';
      headers.vary = 'accept-encoding';
    }
    headers['content-length'] = body.length;
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });

  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const actualPort = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
  return {
    url: `http://127.0.0.1:${actualPort}${prefix}`,
    // Stops listening and drops open connections at once: a browser's idle
    // keep-alive sockets would otherwise hold close() until they time out.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  /** @param {string} name @param {string} [fallback] */
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index === -1 ? fallback : args[index + 1];
  };
  const { url } = await serve({
    dir: option('dir', 'dist'),
    port: Number(option('port', '4173')),
    base: option('base', '/kantstott/'),
    gzip: args.includes('--gzip'),
  });
  console.log(`Serving ${option('dir', 'dist')} at ${url}`);
}
