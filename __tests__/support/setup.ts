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
}

// Lazy pages load through a real dynamic import. Like Jest's testTimeout
// (jest.config.js), this is a hang detector, not a measure: `npm test` runs
// Jest at the lowest CPU priority beside the browser suite, where a page that
// loads in 50 ms alone waited over 5 s for the CPU (seen on a 2-core machine).
configure({ asyncUtilTimeout: 60_000 });
