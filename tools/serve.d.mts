// Types for tools/serve.mjs, imported by the browser tests.
export interface ServeOptions {
  dir?: string;
  port?: number;
  base?: string;
  gzip?: boolean;
}
export declare function serve(options?: ServeOptions): Promise<{ url: string; close: () => Promise<void> }>;
