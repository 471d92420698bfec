/**
 * @jest-environment node
 */
// The site's details reach the app through its root (`<App site={…}>`, as
// src/index.tsx and the build's render hand them), never as a global set
// before an import: the app's modules load in any order, and the build-time
// program may import them statically.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { SiteFooter } from '../../src/components/SiteFooter';

test("the app's modules load with nothing set before them", () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load, inside isolateModules
    expect(() => require('../../src/renderPage.build')).not.toThrow();
  });
});

test('a part of the app rendered outside its root says what it misses', () => {
  expect(() => renderToString(createElement(SiteFooter))).toThrow(/No site details here/);
});
