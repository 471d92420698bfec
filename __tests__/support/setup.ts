import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom has neither matchMedia nor scrolling; the site uses both.
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

// Lazy pages load through a real dynamic import: allow a busy machine time.
configure({ asyncUtilTimeout: 5000 });
