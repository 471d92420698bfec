import { useEffect } from 'react';
import { bandName } from '../content/site';

/** `Kantstött | Band` — every document title goes through here. */
export function pageTitle(title: string): string {
  return `${bandName} | ${title}`;
}

/** Sets the document title and meta description while a page is shown. */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
