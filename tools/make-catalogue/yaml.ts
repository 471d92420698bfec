// Text as YAML writes it, and a release's listen links.
import { listenServices } from '../../src/content/releases';

/** A listen service, by its key in release.yaml. */
export type Service = (typeof listenServices)[number][0];

/**
 * Where each service keeps a release, after its origin: a new service in the
 * schema's listenServices does not compile until it has one here.
 */
const RELEASE_PATH: Record<Service, (id: string) => string> = {
  spotify: (id) => `/album/${id}`,
  appleMusic: (id) => `/se/album/${id}/1`,
  bandcamp: (id) => `/album/${id}`,
  youtube: (id) => `/playlist?list=${id}`,
  tidal: (id) => `/browse/album/${id}`,
  deezer: (id) => `/album/${id}`,
};

/**
 * A release's listen links, none, some or all six. Each starts as the
 * schema's own sample link for that service does (listenServices), so it is
 * on that service's host, as the schema checks.
 */
export function listenYaml(r: { slug: string; listen: readonly Service[] }): string {
  const id = r.slug.replace(/[^a-z0-9]/g, '');
  const links = listenServices
    .filter(([key]) => r.listen.includes(key))
    .map(([key, , , sample]) => `  ${key}: ${new URL(sample).origin}${RELEASE_PATH[key](id)}\n`);
  return links.length ? `listen:\n${links.join('')}` : '';
}

/** A string as a YAML scalar: plain when that reads back the same, else double-quoted. */
export function yamlScalar(s: string): string {
  const plain =
    s.length > 0 &&
    s === s.trim() &&
    !/^[-?:,[\]{}#&*!|>'"%@`~]/.test(s) &&
    !/: |:$| #|[\t\n\r]/.test(s) &&
    !/^(true|false|yes|no|on|off|y|n|null)$/i.test(s) &&
    !/^[-+.]?\d/.test(s) &&
    !/^\.(inf|nan)$/i.test(s);
  return plain ? s : JSON.stringify(s);
}
