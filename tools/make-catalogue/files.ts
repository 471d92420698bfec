// Where it reads and writes, a few at a time.
import { readdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The band's content, which the catalogue grows from unless --from says otherwise. */
export const DEFAULT_FROM = path.join(ROOT, 'content');

/** Runs `fn` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}

export async function walk(dir: string): Promise<{ file: string; bytes: number }[]> {
  const found: { file: string; bytes: number }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(full)));
    else found.push({ file: full, bytes: (await stat(full)).size });
  }
  return found;
}

export function checkOut(out: string, from: string): void {
  const inside = (child: string, parent: string) =>
    child === parent || child.startsWith(parent.endsWith(path.sep) ? parent : parent + path.sep);
  for (const kept of [from, DEFAULT_FROM, ROOT, os.homedir()]) {
    if (inside(kept, out)) throw new Error(`--out ${out} would remove ${kept}; choose a directory of its own`);
  }
  if (inside(out, from) || inside(out, DEFAULT_FROM))
    throw new Error(`--out ${out} is inside a content dir; choose a directory of its own`);
}
