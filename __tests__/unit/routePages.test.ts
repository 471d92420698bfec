/** @jest-environment node */
// Each route's page, as the route table names it (src/util/routes.ts, `page`):
// the module the build and the tests import (src/app/pages.ts), written from
// the table by scripts/route-pages.js.
import { pages } from '../../src/app/pages';
import { routes, type RouteId } from '../../src/util/routes';
import routePages from '../../scripts/route-pages.js';

const routeIds = Object.keys(routes) as RouteId[];

/** A route's page component, its code loaded as a visit loads it (a lazy page's preload gives the component). */
async function loaded(id: RouteId) {
  const page = pages[id];
  return page.preload ? await page.preload() : page;
}

test.each(routeIds)('%s shows the page the table names', async (id) => {
  const component = (await loaded(id)) as { name?: string };
  expect(component.name).toBe(routes[id].page);
});

test('routes that name one page share one component, so the page stays mounted between them', () => {
  for (const a of routeIds) {
    for (const b of routeIds) {
      expect(pages[a] === pages[b]).toBe(routes[a].page === routes[b].page);
    }
  }
});

test('the page of any other address is in the first script; every other page loads with its route', () => {
  for (const id of routeIds) expect(typeof pages[id].preload).toBe(routes[id].path === '*' ? 'undefined' : 'function');
});

describe("the build's module", () => {
  const code = routePages.pagesModule(routePages.readRouteTable(), 'esm');

  test("each page file is imported once, in a file named after the page's folder", () => {
    const files = [...code.matchAll(/webpackChunkName: "page-(\w+)" \*\/ '\.\.\/pages\/(\w+)\/(\w+)'/g)];
    const lazy = routeIds.filter((id) => routes[id].path !== '*');
    expect(files.map(([, , , page]) => page).sort()).toEqual([...new Set(lazy.map((id) => routes[id].page))].sort());
    for (const [, chunk, folder] of files) expect(chunk).toBe(folder);
  });

  test('a page the table names and src/pages lacks stops the build, naming the route', () => {
    const table = { ...routePages.readRouteTable(), ghost: { path: '/ghost', page: 'GhostPage' } };
    expect(() => routePages.pagesModule(table, 'esm')).toThrow(/ghost's page GhostPage is in no folder of src\/pages/);
  });

  test('a page named other than a page stops the build', () => {
    const table = { ...routePages.readRouteTable(), tour: { path: '/tour', page: 'tour/TourPage' } };
    expect(() => routePages.pagesModule(table, 'esm')).toThrow(/tour's page is "tour\/TourPage", not a page's name/);
  });
});
