// Types for scripts/precache.mjs, imported by the browser tests.
export declare function precacheOf(dist: string): { files: { url: string; bytes: number }[]; bytes: number };
