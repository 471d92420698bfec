// One connection to the host, whatever the protocol: what tools/publish/sync.js
// asks of it, and how a failure is told (the server's own reply, and whether
// trying again may help). ftp.js (FTPS and FTP, basic-ftp) and sftp.js
// (ssh2-sftp-client) implement it.
'use strict';

/**
 * @typedef {object} Entry
 * @property {string} name
 * @property {number} size
 * @property {boolean} isDir
 */

/**
 * @typedef {object} Connection
 * @property {string} root the site's folder on the host, absolute
 * @property {boolean} rootExists
 * @property {string | undefined} fingerprint the host's certificate or key fingerprint, when the user vouched for it
 * @property {(dir: string) => Promise<Entry[]>} list
 * @property {(source: import('node:stream').Readable | Buffer, to: string) => Promise<void>} upload
 * @property {(file: string) => Promise<Buffer | null>} read null if there is no such file
 * @property {(file: string) => Promise<number | null>} sizeOf null if there is no such file
 * @property {(from: string, to: string) => Promise<void>} rename replaces `to`, at one stroke where the server can
 * @property {(file: string) => Promise<void>} remove no error if it is already gone
 * @property {(dir: string) => Promise<void>} makeDir its parent exists; no error if it exists
 * @property {(dir: string) => Promise<boolean>} removeDir false if it is not empty
 * @property {() => boolean} broken the connection is gone
 * @property {() => number} heard bytes read from the host so far, on every socket of the connection: the host is not silent while it grows
 * @property {Promise<unknown>} lost settles when the connection is gone, closed by either side: with the error that closed it, where known
 * @property {() => void} close
 */

/**
 * @typedef {object} Secret
 * @property {string} [password] the login's password; with a key, the key's passphrase (never sent)
 * @property {string | Buffer} [privateKey] SFTP
 */

/**
 * Checks the host is the one meant, when this computer cannot: a host key
 * (SFTP has no authority to vouch for one) or a certificate no authority signed.
 * @typedef {object} Identity
 * @property {string} [fingerprint] PUBLISH_FINGERPRINT: the only one to accept
 * @property {(host: { kind: 'certificate' | 'host key', fingerprint: string, details: string }) => Promise<boolean>} [confirm] asks the user
 */

/**
 * @typedef {object} OpenOptions
 * @property {number} timeoutMs
 * @property {Identity} identity
 * @property {HostTraits} traits what the publish's connections learn of the host, shared among them
 */

/**
 * @typedef {object} HostTraits
 * @property {boolean} [statLists] FTP: whether `STAT <folder>` lists the folder as LIST does (undefined: not known yet)
 * @property {Promise<void>} [statTrial] FTP: settles when the folder being listed both ways to tell statLists is done
 */

/**
 * What went wrong, as the user should read it.
 * @typedef {object} Failure
 * @property {string} reply the server's answer (`552 Disk full`), or what became of the connection
 * @property {boolean} transient trying again may help: the connection dropped or timed out, or the server said "not now" (421, 425, 426, 450, 451)
 * @property {boolean} [unreachable] no connection to the host could be made: the network, or the address, port or name is wrong
 * @property {'auth' | 'identity' | 'certificate' | undefined} [kind] auth: the login was refused; identity: the host is not the
 *   one meant, or could not be checked; certificate: a connection's TLS certificate failed its check
 */

/** Node's words for a connection that failed on the way, not at the server's will. */
const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'EAI_AGAIN',
  'ERR_SOCKET_CLOSED',
]);

/** Node's words for a host that cannot be reached at all: the network, or the address. */
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'ENETDOWN', 'EAI_AGAIN', 'ENOTFOUND']);

/** The login was refused. */
class AuthError extends Error {
  name = 'AuthError';
}

/** The host is not the one meant, or could not be checked. */
class IdentityError extends Error {
  name = 'IdentityError';
}

/** A TLS certificate failed its check on a connection after the first (FTPS: a data connection). */
class CertificateError extends Error {
  name = 'CertificateError';
}

/**
 * Whether an error is a certificate that failed a check: ours, or Node's and
 * OpenSSL's (`CERT_HAS_EXPIRED`, `DEPTH_ZERO_SELF_SIGNED_CERT`, `ERR_TLS_CERT_ALTNAME_INVALID`).
 * @param {unknown} error
 */
const isCertificateProblem = (error) =>
  error instanceof CertificateError || /CERT|ISSUER/.test(String(/** @type {{ code?: unknown }} */ (error ?? {}).code ?? ''));

/**
 * Fingerprints compare without `SHA256:`, colons, spaces or a base64 `=` pad; hex without case.
 * @param {string} fingerprint
 */
function normalFingerprint(fingerprint) {
  const bare = fingerprint
    .trim()
    .replace(/^sha256:/i, '')
    .replace(/[:\s]/g, '')
    .replace(/=+$/, '');
  return /^[0-9a-f]{64}$/i.test(bare) ? bare.toLowerCase() : bare;
}

/**
 * @param {string} a
 * @param {string} b
 */
const sameFingerprint = (a, b) => normalFingerprint(a) === normalFingerprint(b);

module.exports = { NETWORK_CODES, UNREACHABLE_CODES, AuthError, IdentityError, CertificateError, isCertificateProblem, sameFingerprint };
