// Types for scripts/chromium.mjs, imported by playwright.config.ts.
export declare const chromiumFlags: string[];
export declare function chromiumPath(options?: { headlessShell?: boolean }): string | undefined;
