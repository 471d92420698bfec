// Versions of the built site for the publish tests, and what a visitor finds
// on a host's folder. Each version after the band's build (dist/) is that
// build after a content edit, as the build would make it: a new main script
// and a new picture under new hashed names (the old ones gone from the build),
// the page files and share pages that name the picture changed, a share page
// gone and one added, the calendar, sitemap and both entry pages changed.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface Version {
  dir: string;
  /** Every file, by its path in the site. */
  files: Map<string, Buffer>;
}

const TEXT = /\.(html|js|json|css|xml|txt|ics|map)$/;

/** Files read before, by path, while they stay the same file, unchanged: a host's folder is read at every change to it. */
const reads = new Map<string, { stamp: string; bytes: Buffer }>();

/** A file's bytes, the same Buffer while it stays the same file, unchanged; undefined if it is not there (or not a file). */
function readFile(full: string): Buffer | undefined {
  // A server renames and removes on other threads: a file listed may be gone (renamed away) by now.
  const stats = statSync(full, { bigint: true, throwIfNoEntry: false });
  if (!stats?.isFile()) return undefined;
  const stamp = `${stats.ino}:${stats.size}:${stats.mtimeNs}:${stats.ctimeNs}`;
  let read = reads.get(full);
  if (read?.stamp !== stamp) {
    read = { stamp, bytes: readFileSync(full) };
    reads.set(full, read);
  }
  return read.bytes;
}

/** Every file under a folder, by its path with `/`; a file unchanged since it was last read keeps its Buffer. */
export function readFolder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const bytes = readFile(full);
    if (bytes) files.set(path.relative(dir, full).split(path.sep).join('/'), bytes);
  }
  return files;
}

/** Writes files by their path with `/` under a folder, making the folders they are in: readFolder's other half. */
export function writeFolder(dir: string, files: Iterable<readonly [string, Buffer | string]>) {
  for (const [name, bytes] of files) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), bytes);
  }
}

/**
 * A folder's files as readFolder finds them, kept so by being told each path
 * a change touched (a file written, either name of a rename, a file removed),
 * which alone is looked at again: a host's folder is checked at every change
 * to it, and reading all of it each time made a large publish's checks grow
 * with the square of its files.
 */
export function folderMirror(dir: string) {
  const files = readFolder(dir);
  return {
    files,
    /** A change touched this path (`assets/main.js`, from the folder). */
    touched(file: string) {
      const bytes = readFile(path.join(dir, file));
      if (bytes) files.set(file, bytes);
      else files.delete(file);
    },
    /** The files the mirror holds that the folder does not, or holds otherwise, and those it lacks: none, if it kept up. */
    drift(): string[] {
      const now = readFolder(dir);
      return [...new Set([...files.keys(), ...now.keys()])].filter((file) => files.get(file) !== now.get(file)).sort();
    },
  };
}

export const readVersion = (dir: string): Version => ({ dir, files: readFolder(dir) });

const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** The build after a content edit, written to `dir`. */
export function nextVersion(from: Version, dir: string, tag: string): Version {
  rmSync(dir, { recursive: true, force: true });
  cpSync(from.dir, dir, { recursive: true });
  const renames = new Map<string, string>();
  const rename = (file: string, name: string, bytes: Buffer) => {
    renames.set(file, name);
    rmSync(path.join(dir, file));
    writeFileSync(path.join(dir, name), bytes);
  };
  const files = [...from.files.keys()];
  const main = files.find((file) => /^assets\/main\.[0-9a-f]+\.js$/.test(file));
  // Any picture named by its hash (a cover, the band's photos): whichever the content has first.
  const picture = files.find((file) => /^assets\/.+\.[0-9a-f]+\.(jpg|png|webp|avif)$/.test(file));
  if (!main || !picture) throw new Error(`${from.dir} has no main script or picture`);
  const mainName = main.replace(/\.[0-9a-f]+\.js$/, `.${shortHash(main + tag)}.js`);
  rename(main, mainName, Buffer.concat([from.files.get(main)!, Buffer.from(`\n// ${tag}\n`)]));
  if (from.files.has(`${main}.map`)) rename(`${main}.map`, `${mainName}.map`, from.files.get(`${main}.map`)!);
  const pictureName = picture.replace(/\.[0-9a-f]+(\.\w+)$/, `.${shortHash(picture + tag)}$1`);
  rename(picture, pictureName, Buffer.concat([from.files.get(picture)!, Buffer.from(tag)]));

  // Page files are named after the build's version (pages/<path>.<version>.json), which index.html names.
  const version = /data-version="([0-9a-f]+)"/.exec(from.files.get('index.html')!.toString())?.[1];
  if (!version) throw new Error(`${from.dir}/index.html names no version`);
  const newVersion = shortHash(version + tag);
  for (const file of files) {
    if (file.startsWith('pages/') && file.includes(`.${version}.`)) {
      rename(file, file.replace(`.${version}.`, `.${newVersion}.`), from.files.get(file)!);
    }
  }

  for (const file of files) {
    // A renamed page file is written under its new name, with what it names renamed too.
    const target = renames.get(file) ?? file;
    if (!TEXT.test(file) || (target !== file && !file.startsWith('pages/'))) continue;
    const before = from.files.get(file)!.toString();
    let text = before;
    for (const [old, name] of renames) text = text.split(path.posix.basename(old)).join(path.posix.basename(name));
    if (file === 'index.html') text = text.replace(`data-version="${version}"`, `data-version="${newVersion}"`);
    if (['404.html', 'sitemap.xml', 'gigs.ics'].includes(file)) text += `\n<!-- ${tag} -->\n`;
    if (text !== before) writeFileSync(path.join(dir, target), text);
  }
  // A page taken off and one added beside it: one share page gone, one new (the gig list's, if there are no releases).
  // The one taken off is alone in its folder (not the press kit's, beside its downloads), so the folder goes too.
  const shares = files.filter((file) => file.endsWith('/index.html')).sort();
  const alone = (page: string) => files.filter((file) => file.startsWith(`${path.posix.dirname(page)}/`)).length === 1;
  const gone = shares.filter(alone).at(-1)!;
  rmSync(path.join(dir, gone));
  mkdirSync(path.join(dir, path.posix.dirname(gone), `..`, `track-${tag}`), { recursive: true });
  writeFileSync(
    path.join(dir, path.posix.dirname(gone), '..', `track-${tag}`, 'index.html'),
    from.files.get(shares[0]!)!.toString().replace('</body>', `<!-- ${tag} --></body>`),
  );
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    // Folders a removed page leaves empty are not part of a build.
    const full = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory() && existsSync(full) && readdirSync(full).length === 0) rmSync(full, { recursive: true });
  }
  return readVersion(dir);
}

/** What `make` gives for `key`, worked out once while the key lives: a host's folder is checked at every change to it. */
function remembered<K extends object, T>(cache: WeakMap<K, T>, key: K, make: () => T): T {
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key)!;
}

const addresses = new WeakMap<Version, URL>();

/** The site's address (`https://band.example/kantstott/`), from index.html's canonical link. */
const siteAddress = (version: Version): URL =>
  remembered(addresses, version, () => {
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(version.files.get('index.html')!.toString());
    return new URL(canonical ? canonical[1]! : 'https://site.invalid/');
  });

/**
 * The site's own files a page names: scripts, styles, pictures (src, href,
 * srcset, the start-up script's data-scripts), other pages, and the pages a
 * sitemap lists. A page file's copy is shown inside index.html, so its
 * addresses start from the site's folder.
 */
export function referencesOf(file: string, text: string, site: URL): string[] {
  const found: string[] = [];
  const from = file.startsWith('pages/') ? '' : path.posix.dirname(file);
  const base = site.pathname;
  const values: string[] = [];
  for (const [, attribute, value] of text.matchAll(/\b(src|href|srcset|data-scripts)="([^"]*)"/g)) {
    if (attribute === 'srcset') values.push(...value!.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!));
    else if (attribute === 'data-scripts') values.push(...value!.split(/\s+/));
    else values.push(value!);
  }
  for (const [, location] of text.matchAll(/<loc>([^<]+)<\/loc>/g)) values.push(location!);
  for (const value of values) {
    // The site's own full address (a sitemap's, a canonical link's) is a path on it.
    const reference = value.startsWith(site.origin + base) ? value.slice(site.origin.length) : value;
    if (!reference || /^(#|[a-z]+:|\/\/)/i.test(reference)) continue;
    const bare = reference.replace(/[?#].*$/, '');
    if (bare.startsWith('/')) {
      if (bare.startsWith(base)) found.push(decodeURIComponent(bare.slice(base.length)));
    } else {
      found.push(path.posix.join(from, decodeURIComponent(bare)).replace(/^\.(\/|$)/, ''));
    }
  }
  for (const [reference] of text.matchAll(/\bassets\/[\w.-]+\.[a-z0-9]+(?=["\\\s,)])/g)) {
    if (file.endsWith('.json') || file.endsWith('.js')) found.push(reference);
  }
  return found.map((reference) => (reference === '' || reference.endsWith('/') ? `${reference}index.html` : reference));
}

/**
 * The chunks webpack's runtime (in the main script) loads on demand:
 * `"assets/"+({390:"page-home"})[e]+"."+({390:"d924635108"})[e]+".js"`, the
 * maps in brackets or not, as the minifier writes them.
 */
export function chunksOf(script: string): string[] {
  const map = /"assets\/"\+\(?\{([^}]*)\}\)?\[\w+\]\+"\."\+\(?\{([^}]*)\}\)?\[\w+\]\+"\.js"/.exec(script);
  if (!map) return [];
  const pairs = (list: string) => new Map([...list.matchAll(/(\d+):"([^"]+)"/g)].map(([, id, value]) => [id!, value!]));
  const names = pairs(map[1]!);
  const hashes = pairs(map[2]!);
  return [...names].map(([id, name]) => `assets/${name}.${hashes.get(id)}.js`);
}

// What each file read from a host's folder is and names (readFolder gives an unchanged file the same Buffer).
const versionsOf = new WeakMap<Buffer, { versions: Version[]; version: Version | undefined }>();
const referencesIn = new WeakMap<Buffer, string[]>();
const chunksIn = new WeakMap<Buffer, string[]>();

/**
 * What a visitor could find wrong on the host's folder (its files, as
 * readFolder or folderMirror has them), were they to arrive now, with the
 * versions that may be up (oldest first): an entry page that is no version's,
 * a page or file that is not whole, a file a page names that is not there.
 * Empty when every page reachable is one version's, whole.
 */
export function visitorProblems(host: Map<string, Buffer>, versions: Version[]): string[] {
  const problems: string[] = [];
  const site = siteAddress(versions[0]!);
  const versionOf = (file: string) => {
    const bytes = host.get(file)!;
    let found = versionsOf.get(bytes);
    if (!found || found.versions !== versions) {
      found = { versions, version: versions.find((version) => version.files.get(file)?.equals(bytes)) };
      versionsOf.set(bytes, found);
    }
    return found.version;
  };
  const namesIn = (file: string) => {
    const bytes = host.get(file)!;
    return remembered(referencesIn, bytes, () => referencesOf(file, bytes.toString(), site));
  };
  const whole = (file: string, namedBy: string) => {
    if (!host.has(file)) problems.push(`${file} (named by ${namedBy}) is not on the host`);
    else if (!versionOf(file)) problems.push(`${file} (named by ${namedBy}) is no version's: cut short or mixed`);
  };
  const isDocument = (file: string) => /\.(html|ics|xml|txt)$/.test(file);
  // Documents a visitor can reach: what the site's entry pages, a bookmark of
  // the version that was live, or a link from another reachable page leads to.
  // A new page no reachable page links to yet is no visitor's to find.
  const reachable = ['index.html', '404.html', ...[...versions[0]!.files.keys()].filter((file) => isDocument(file) && host.has(file))];
  const seen = new Set<string>();
  // A page must find on the host what its own version has of what it names.
  const checkPage = (file: string, namedBy: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    whole(file, namedBy);
    const own = host.has(file) ? versionOf(file) : undefined;
    if (!own) return;
    for (const reference of namesIn(file)) {
      if (!own.files.has(reference)) continue;
      if (isDocument(reference)) reachable.push(reference);
      else whole(reference, file);
    }
  };
  const live = versionOf('index.html');
  if (live) {
    // The start-up script's chunks, and every page file the app may fetch.
    const scripts = namesIn('index.html').filter((file) => file.endsWith('.js'));
    const chunks = scripts.flatMap((script) => {
      const bytes = live.files.get(script);
      return bytes ? remembered(chunksIn, bytes, () => chunksOf(bytes.toString())).map((chunk) => ({ chunk, script })) : [];
    });
    // A build's scripts always name their chunks: none found means chunksOf no longer reads them, not that all is well.
    if (chunks.length === 0 && scripts.every((script) => live.files.has(script)))
      throw new Error("chunksOf found no chunk in index.html's scripts");
    for (const { chunk, script } of chunks) whole(chunk, script);
    for (const file of live.files.keys()) if (file.startsWith('pages/')) checkPage(file, 'index.html');
  }
  for (let next = reachable.shift(); next !== undefined; next = reachable.shift()) checkPage(next, 'a visitor');
  return [...new Set(problems)];
}
