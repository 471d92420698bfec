// One page rendered to HTML at build time, with React's static API: it waits
// for everything the page suspends on (its lazily loaded code) before it
// writes the page out.
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { App } from './app/App';
import type { ScriptSite } from './content/site';
import { makeStore } from './app/store';
import { primePageFile } from './lib/pageFiles';
import { PageMetaRecorder, type PageMeta } from './lib/pageMeta';
import { BuildRouter } from './lib/BuildRouter.build';

export { heroSizes } from './pages/home/HomePage';

/**
 * The page at `location` as HTML, with the title and description it set.
 * @param site the site's details, as the scripts carry them
 * @param file the page's data, as its page file will hand it to the browser
 */
export async function renderPage(
  site: ScriptSite,
  location: string,
  file: { path: string; data: unknown } | null,
): Promise<{ html: string; meta: PageMeta }> {
  if (file) primePageFile(file.path, { title: '', description: '', data: file.data });
  let meta: PageMeta | undefined;
  const { prelude } = await prerenderToNodeStream(
    <PageMetaRecorder.Provider value={(reported) => (meta = reported)}>
      <Provider store={makeStore()}>
        <BuildRouter location={location}>
          <App site={site} />
        </BuildRouter>
      </Provider>
    </PageMetaRecorder.Provider>,
    // One piece of HTML: never split a finished part out to be revealed by a script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  if (!meta) throw new Error(`The page at ${location} set no title (usePageMeta)`);
  return { html: Buffer.concat(chunks).toString('utf8'), meta };
}
