import { createElement, lazy, type ComponentType } from 'react';

// Pages whose code failed to load (offline, a blocked request). React.lazy
// would remember the failure until a full reload; instead, they try again
// once the visitor has moved to another page (see retryFailedPages).
const failedPages = new Set<() => void>();

/** Gives every page that failed to load a fresh attempt at its next visit. */
export function retryFailedPages(): void {
  failedPages.forEach((retry) => retry());
  failedPages.clear();
}

/** React.lazy for a route's page, with a failed load retried as above. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  const loadPage = () =>
    load().catch((error: unknown) => {
      failedPages.add(() => {
        Page = lazy(loadPage);
      });
      throw error;
    });
  let Page = lazy(loadPage);
  return function LazyPage() {
    return createElement(Page);
  };
}
