// The build renders every page to HTML without running effects; each page
// reports its own title and description while it renders, so its static copy
// in index.html carries the ones the app sets (src/prerender.tsx).
import type { ReactElement } from 'react';
// The Node build, as src/prerender.tsx uses (jsdom lacks what the browser build needs).
import { renderToString } from 'react-dom/server.node';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { PageMetaRecorder, type PageMeta } from '../../src/app/pageMeta';
import { makeStore } from '../../src/app/store';
import BandPage from '../../src/pages/BandPage';
import { NotFoundPage } from '../../src/pages/NotFoundPage';

function reportedWhileRendering(page: ReactElement): PageMeta[] {
  const reported: PageMeta[] = [];
  renderToString(
    <PageMetaRecorder.Provider value={(meta) => reported.push(meta)}>
      <Provider store={makeStore()}>
        <MemoryRouter>{page}</MemoryRouter>
      </Provider>
    </PageMetaRecorder.Provider>,
  );
  return reported;
}

test('a page reports its title and description while it renders', () => {
  expect(reportedWhileRendering(<BandPage />)).toEqual([
    { title: 'Kantstött | Band', description: 'Who Kantstött are: a skate-punk band from Borås, formed 2021.' },
  ]);
  expect(reportedWhileRendering(<NotFoundPage />)).toEqual([
    { title: 'Kantstött | Page not found', description: 'There is no page at this address.' },
  ]);
});
