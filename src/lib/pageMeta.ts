import { createContext, useContext, useEffect } from 'react';
import type { Site } from '../content/site';
import { useSite } from './site';

/** `Kantstött | Band` — every document title goes through here. */
export function pageTitle(site: Pick<Site, 'name'>, title: string): string {
  return `${site.name} | ${title}`;
}

export interface PageMeta {
  /** The whole document title, band name included. */
  title: string;
  description: string;
}

/**
 * Set only by the build-time render (src/prerender.build.tsx), which runs no
 * effects: each page reports its title and description there while it renders,
 * so the static copy of every page carries the same ones.
 */
export const PageMetaRecorder = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title and meta description while a page is shown. */
export function usePageMeta(title: string, description: string): void {
  const fullTitle = pageTitle(useSite(), title);
  useContext(PageMetaRecorder)?.({ title: fullTitle, description });
  useEffect(() => {
    document.title = fullTitle;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [fullTitle, description]);
}
