import { useCallback, useEffect, useState } from 'react';
import type { PageFile } from './pageFiles';

/** A page file fetched once its part of the page is shown: loading, there, or failed (with a way to ask again). */
export type PageFileLater<Data> = { state: 'loading' } | { state: 'ready'; data: Data } | { state: 'failed'; retry: () => void };

/**
 * The data of a file that is no part of its page's first view (an older year
 * of the gig list): asked for when the component that shows it mounts, through
 * the start-up script's loader (src/boot.ts), which asks the host once, and
 * again after a failure once asked to retry. A file of its own, so only the pages that use it carry it.
 */
export function usePageFileLater<Data>(path: string): PageFileLater<Data> {
  const [state, setState] = useState<{ path: string; file: PageFile | null | 'failed' } | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    const load = window.kantstott?.load ?? (() => Promise.reject(new Error('No start-up script on this page')));
    load(path).then(
      (file) => current && setState({ path, file }),
      () => current && setState({ path, file: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [path, attempt]);
  const retry = useCallback(() => {
    window.kantstott?.retry();
    setState(null);
    setAttempt((count) => count + 1);
  }, []);
  if (state?.path !== path) return { state: 'loading' };
  // No file where the page named one: the host has a newer build, which the loader reloads into.
  if (state.file === 'failed' || state.file === null) return { state: 'failed', retry };
  return { state: 'ready', data: state.file.data as Data };
}
