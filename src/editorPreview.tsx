// The band's editor's previews (admin/ only: its own compiler in
// webpack.config.js, its own script in admin/index.html, after the editor's;
// no fan page loads it). Each collection's entry is drawn by the site's own
// components, with the site's stylesheet and fonts, in the editor's preview
// frame: what fans will see. It also keeps the editor's saves to what was
// edited (keepEmptyTablesOut).
import './styles/fonts.css';
import './styles/global.css';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import * as layoutStyles from './app/Layout.module.css';
import { makeStore } from './app/store';
import { BandPreview, GigPreview, PostPreview, ReleasePreview, TrackPreview } from './admin/previews';
import { keepEmptyTablesOut, registerPreview, registerPreviewStyle, type TemplateProps } from './admin/sveltia';
import type { KeyValueTables } from './content/editor/config';
import type { ScriptSite } from './content/site';
import { useShownLanguage } from './features/language/LanguageSwitch';
import { SiteContext } from './lib/site';
import { LANGUAGE_ATTRIBUTE } from './util/language';

const script = document.currentScript as HTMLScriptElement;
// The site's details, checked, and the previews' stylesheet, as the build wrote them on the script's element (scripts/admin-plugin.js).
const site = JSON.parse(script.dataset.site ?? '{}') as ScriptSite;
const stylesheet = new URL(script.dataset.style ?? '', script.src).href;

/**
 * The page's column, its frame's <html> marked with the language the band's
 * texts show in: the switch marks the editor's own page (the document the
 * scripts run in), and the frame's stylesheet reads its own.
 */
function Column({ children }: { children: ReactNode }) {
  const shown = useShownLanguage();
  const column = useRef<HTMLElement>(null);
  useEffect(() => {
    column.current?.ownerDocument.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, shown);
  }, [shown]);
  return (
    <main ref={column} className={layoutStyles.main}>
      {children}
    </main>
  );
}

/** What a page of the site has around it: its store, the site's details, and the page's column (each preview has its router). */
function AsOnTheSite({ children }: { children: ReactNode }) {
  // One store for the preview's life: a keystroke draws it again, and an open track stays open.
  const [store] = useState(makeStore);
  return (
    <Provider store={store}>
      <SiteContext.Provider value={site}>
        <Column>{children}</Column>
      </SiteContext.Provider>
    </Provider>
  );
}

const previews: Record<string, (props: TemplateProps) => ReactNode> = {
  // Named as the editor names them (src/content/editor/collections.ts): a collection, or a file of one.
  gigs: GigPreview,
  releases: ReleasePreview,
  tracks: TrackPreview,
  news: PostPreview,
  band: BandPreview,
  story: BandPreview,
  storyEn: BandPreview,
};

// A page names the document it is drawn in (lib/pageMeta.ts): here the editor's, which keeps its own name.
const editorTitle = document.title;
const title = document.querySelector('title');
if (title) {
  new MutationObserver(() => {
    if (document.title !== editorTitle) document.title = editorTitle;
  }).observe(title, { childList: true, characterData: true, subtree: true });
}

for (const [name, Preview] of Object.entries(previews)) {
  registerPreview(name, (props) => (
    <AsOnTheSite>
      <Preview {...props} />
    </AsOnTheSite>
  ));
}
registerPreviewStyle(stylesheet);
keepEmptyTablesOut(JSON.parse(script.dataset.keyValues ?? '{"files":{},"folders":{}}') as KeyValueTables);
