import { readFileSync } from 'node:fs';
import path from 'node:path';
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom has neither matchMedia nor scrolling; the site uses both. (Tests of
// build-time code run in Node, without a window.)
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = function scrollIntoView() {};
  // What the site's stylesheet hides of a text in two languages is hidden here too (toBeVisible).
  const languages = document.createElement('style');
  languages.textContent = readFileSync(path.resolve(__dirname, '../../src/styles/languages.css'), 'utf8');
  document.head.append(languages);
  // Each test starts as a first visit, before the start-up script marks the page's language.
  afterEach(() => document.documentElement.removeAttribute('data-language'));
}

// Lazy pages load through a real dynamic import. Like Jest's testTimeout
// (jest.config.js), this is a hang detector, not a measure: `npm test` runs
// Jest at the lowest CPU priority beside the browser suite, where a page that
// loads in 50 ms alone waited over 5 s for the CPU (seen on a 2-core machine).
configure({ asyncUtilTimeout: 60_000 });
