import type { PageFile } from './pageFiles';

/** Asks the host (or the disk) for a page's file: null where the build wrote none. */
export type FileRequest = (path: string) => Promise<PageFile | null>;

/**
 * The one cache of page files, for the start-up script's first view and for
 * the app alike (src/boot.ts hands it over as window.kantstott):
 * - one request per page per visit, so going back to a page shows it at once,
 *   and the app reads the same promise at every render, as React's `use` needs;
 * - a failed request stays failed (React would otherwise ask again at every
 *   render) until `retry`: when the visitor moves on, or asks again.
 *
 * `load` is a visit's: where the build's file is gone, a newer build on the
 * host may be why (`newerBuild`, which then reloads the page). `file` is a
 * look ahead's, which never reloads the page under the visitor.
 */
export function pageFileCache(request: FileRequest, newerBuild: () => Promise<boolean>) {
  const requests = new Map<string, { file: Promise<PageFile | null>; visit?: Promise<PageFile | null> }>();
  const failed = new Set<string>();

  function kept<T>(path: string, promise: Promise<T>): Promise<T> {
    promise.catch(() => failed.add(path));
    return promise;
  }

  function entry(path: string) {
    let found = requests.get(path);
    if (!found) {
      // A param decoded from %2F can hold `/..`: no such path names a page, and
      // none may lead the request out of pages/.
      found = { file: kept(path, /(^|\/)\.\.?(\/|$)/.test(path) ? Promise.resolve(null) : request(path)) };
      requests.set(path, found);
    }
    return found;
  }

  const reloadingOrNone = (reloading: boolean) => (reloading ? new Promise<never>(() => {}) : null);

  return {
    file: (path: string) => entry(path).file,
    load(path: string): Promise<PageFile | null> {
      const found = entry(path);
      found.visit ??= kept(
        path,
        found.file.then((file) => file ?? newerBuild().then(reloadingOrNone)),
      );
      return found.visit;
    },
    retry() {
      for (const path of failed) requests.delete(path);
      failed.clear();
    },
  };
}
