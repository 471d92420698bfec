import { createContext, useContext, useEffect } from 'react';
import { site } from './site';

/** `Kantstött | Band` — every document title goes through here. */
export function pageTitle(title: string): string {
  return `${site.name} | ${title}`;
}

export interface PageMeta {
  /** The whole document title, band name included. */
  title: string;
  description: string;
}

/**
 * Set only by the build-time render (src/prerender.tsx), which runs no
 * effects: each page reports its title and description there while it renders,
 * so the static copy of every page carries the same ones.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title and meta description while a page is shown. */
export function usePageMeta(title: string, description: string): void {
  useContext(PageMetaRecorder)?.({ title: pageTitle(title), description });
  useEffect(() => {
    document.title = pageTitle(title);
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
