import { pageTitle } from '../../src/lib/pageMeta';
import { fixtureSite } from '../support/fixtureSite';

test("page titles are prefixed by the site's name", () => {
  const site = fixtureSite();
  expect(pageTitle(site, 'Official site')).toBe(`${site.name} | Official site`);
  expect(pageTitle(site, 'Band')).toBe(`${site.name} | Band`);
});
