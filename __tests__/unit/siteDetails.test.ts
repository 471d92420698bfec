// The site's details are a global the build sets (src/lib/site.ts). Loaded
// before it is set (say, a module of the app imported at the top of
// src/prerender.tsx), the build stops and says what to do.
test('loading the app before the site details are set fails, naming the cause', () => {
  const globals = globalThis as { __SITE__?: unknown };
  const details = globals.__SITE__;
  delete globals.__SITE__;
  try {
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load, inside isolateModules
      expect(() => require('../../src/lib/site')).toThrow(/loaded before the site's details were set/);
    });
  } finally {
    globals.__SITE__ = details;
  }
});

test('once set, the app reads them', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a fresh load, inside isolateModules
    const { site } = require('../../src/lib/site') as typeof import('../../src/lib/site');
    expect(site).toBe((globalThis as { __SITE__?: unknown }).__SITE__);
  });
});
