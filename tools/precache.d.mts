// Types for tools/precache.mjs, imported by the browser tests.
interface Precached {
  url: string;
  bytes: number;
  sentBytes: number;
}
export declare function precacheOf(dist: string): { files: Precached[]; bytes: number; sentBytes: number };
