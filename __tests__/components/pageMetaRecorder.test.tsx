// The build renders every page to HTML without running effects; each page
// reports its own title and description while it renders, so its static copy
// carries the ones the app sets (src/prerender.build.tsx).
import type { ReactElement } from 'react';
// The Node build, as src/prerender.build.tsx uses (jsdom lacks what the browser build needs).
import { renderToString } from 'react-dom/server.node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { makeStore } from '../../src/app/store';
import { primePageFile } from '../../src/lib/pageFiles';
import { PageMetaRecorder, pageTitle, type PageMeta } from '../../src/lib/pageMeta';
import { SiteContext } from '../../src/lib/site';
import { paths } from '../../src/util/routes';
import BandPage from '../../src/pages/band/BandPage';
import { NotFoundPage } from '../../src/pages/notFound/NotFoundPage';
import { fixtureCatalogue, fixtureSite, pageFilesOf } from '../support/fixtureSite';

function reportedWhileRendering(page: ReactElement): PageMeta[] {
  const reported: PageMeta[] = [];
  renderToString(
    <PageMetaRecorder.Provider value={(meta) => reported.push(meta)}>
      <Provider store={makeStore()}>
        <SiteContext value={fixtureSite()}>
          <MemoryRouter>{page}</MemoryRouter>
        </SiteContext>
      </Provider>
    </PageMetaRecorder.Provider>,
  );
  return reported;
}

test('a page reports its title and description while it renders', async () => {
  const content = await fixtureCatalogue();
  // As the build does: the page's file is already here, so nothing suspends.
  const bandFile = pageFilesOf(content, Date.now()).get(paths.band);
  if (!bandFile) throw new Error('the fixture has no band page');
  primePageFile(paths.band, bandFile);

  const [band, ...more] = reportedWhileRendering(<BandPage />);
  expect(more).toEqual([]);
  expect(band?.title).toBe(pageTitle(fixtureSite(), 'Band'));
  expect(band?.description).toContain(content.band.hometown);
  expect(band?.description).toContain(String(content.band.formed));

  expect(reportedWhileRendering(<NotFoundPage />)).toEqual([
    { title: pageTitle(fixtureSite(), 'Page not found'), description: 'There is no page at this address.' },
  ]);
});
