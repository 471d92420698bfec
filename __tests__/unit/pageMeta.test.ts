import { pageTitle } from '../../src/lib/pageMeta';
import { site } from '../../src/lib/site';
import { fixtureSite } from '../support/fixtureSite';

test("page titles are prefixed by the site's name", () => {
  // setup.ts puts the fixture's site.yaml where the build puts the band's.
  expect(site.name).toBe(fixtureSite().name);
  expect(pageTitle('Official site')).toBe(`${site.name} | Official site`);
  expect(pageTitle('Band')).toBe(`${site.name} | Band`);
});
