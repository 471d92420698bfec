// What the catalogue keeps of the band's own content, and fits around.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { yamlScalar } from './yaml';
import { GIGS_FOLDER, GIGS_LIST, SPLIT_GIGS_COMMAND } from '../../src/content/gigs';

export const BAND = 'Kantstött';

export interface BandRelease {
  slug: string;
  title: string;
  year: number;
}

/**
 * `value[key]` when `value` is an object or array; a YAML file may hold
 * anything, and the schema, not this script, checks it.
 */
export function fieldOf(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * What the band's own content holds that the generated part fits around (and must not repeat).
 * The gigs' files are as written: the schema, not this script, checks them.
 */
export async function readBand(from: string) {
  const releases: BandRelease[] = [];
  const releasesDir = path.join(from, 'releases');
  for (const entry of existsSync(releasesDir) ? await readdir(releasesDir, { withFileTypes: true }) : []) {
    const file = path.join(releasesDir, entry.name, 'release.yaml');
    if (!entry.isDirectory() || !existsSync(file)) continue;
    const data: unknown = YAML.parse(await readFile(file, 'utf8'));
    releases.push({
      slug: entry.name,
      title: String(fieldOf(data, 'title') ?? ''),
      year: Number(fieldOf(data, 'year')),
    });
  }
  if (existsSync(path.join(from, GIGS_LIST)))
    throw new Error(`${from} keeps its gigs in ${GIGS_LIST}: move them first (${SPLIT_GIGS_COMMAND})`);
  const gigsDir = path.join(from, GIGS_FOLDER);
  const names = existsSync(gigsDir) ? (await readdir(gigsDir)).filter((name) => name.endsWith('.yaml')).sort() : [];
  const gigFiles = await Promise.all(
    names.map(async (name) => ({ name, text: await readFile(path.join(gigsDir, name), 'utf8') })),
  );
  const siteText = await readFile(path.join(from, 'site.yaml'), 'utf8');
  return {
    releases,
    gigFiles,
    gigs: gigFiles.map(({ text }) => YAML.parse(text) as unknown),
    siteText,
    featured: fieldOf(fieldOf(YAML.parse(siteText), 'featured'), 'release'),
  };
}

/** site.yaml with `featured.release` set to `slug`, changing only that line (comments and layout kept). */
export function setFeaturedRelease(text: string, slug: string): string {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^featured\s*:\s*(#.*)?\r?$/.test(l));
  if (start >= 0) {
    for (let i = start + 1; i < lines.length && /^(\s|#|\r?$)/.test(lines[i] as string); i++) {
      const match = /^(\s+release\s*:\s*)([^#\r]*?)(\s*)(#.*)?(\r?)$/.exec(lines[i] as string);
      if (!match) continue;
      const [, prefix, value, gap, comment = '', cr] = match;
      const scalar = yamlScalar(slug);
      // The value and the gap after it always match, if only as ''.
      const pad = comment
        ? ' '.repeat(Math.max(1, (value as string).length + (gap as string).length - scalar.length))
        : '';
      lines[i] = `${prefix}${scalar}${pad}${comment}${cr}`;
      break;
    }
  }
  const edited = lines.join('\n');
  if (fieldOf(fieldOf(YAML.parse(edited), 'featured'), 'release') === slug) return edited;
  const doc = YAML.parseDocument(text); // any other layout (e.g. a flow map): let the YAML library write it
  doc.setIn(['featured', 'release'], slug);
  return String(doc);
}
