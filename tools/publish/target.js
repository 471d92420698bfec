// Where a publish goes: PUBLISH_URL, read and checked before anything connects.
'use strict';

const PORTS = { ftps: 21, ftp: 21, sftp: 22 };

/**
 * @typedef {object} Target
 * @property {'ftps' | 'ftp' | 'sftp'} protocol
 * @property {string} host
 * @property {number} port
 * @property {string} user
 * @property {string} path the site's folder: relative to the folder the login lands in, or absolute if it starts with `/`
 * @property {string} display the address as it may be shown (it never holds a secret)
 */

class UsageError extends Error {
  name = 'UsageError';
}

/**
 * @param {string | undefined} url PUBLISH_URL
 * @param {{ insecure?: boolean }} [options]
 * @returns {Target}
 */
function parseTarget(url, { insecure = false } = {}) {
  const forms = 'ftps://user@host/folder/ (FTP with TLS), sftp://user@host/folder/, or ftp://… with --insecure';
  if (!url) throw new UsageError(`PUBLISH_URL is not set. It names your host and the site's folder there: ${forms}.`);
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError(`PUBLISH_URL is not an address (${JSON.stringify(url)}). Write it as ${forms}.`);
  }
  const protocol = parsed.protocol.slice(0, -1);
  if (protocol !== 'ftps' && protocol !== 'ftp' && protocol !== 'sftp') {
    throw new UsageError(`PUBLISH_URL starts with ${parsed.protocol}//; use ${forms}.`);
  }
  if (parsed.password) {
    // It would land in shell histories and CI logs.
    throw new UsageError('PUBLISH_URL holds a password: take it out, and set PUBLISH_PASSWORD or let publish ask for it.');
  }
  if (!parsed.username) throw new UsageError(`PUBLISH_URL names no user: write it as ${protocol}://user@${parsed.host}${parsed.pathname}.`);
  if (protocol === 'ftp' && !insecure) {
    throw new UsageError(
      'ftp:// sends your password, and every file, unencrypted: anyone on the network between you and the host can read ' +
        'the password and change the site. Use ftps:// (most hosts offer it) or sftp://. If your host offers neither, ' +
        'run with --insecure to send over plain FTP anyway.',
    );
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = parsed.port ? Number(parsed.port) : PORTS[protocol];
  // `ftps://user@host/public_html/` is public_html in the folder the login lands in;
  // `ftps://user@host//var/www/site/` is the absolute /var/www/site.
  const folder = decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '.';
  const user = decodeURIComponent(parsed.username);
  const display = `${protocol}://${encodeURIComponent(user)}@${parsed.host}${parsed.pathname || '/'}`;
  return { protocol, host, port, user, path: folder, display };
}

module.exports = { parseTarget, UsageError };
