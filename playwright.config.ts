import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './scripts/chromium.mjs';

// The browser suite runs the production build (dist/) from the project's own
// static server, under a sub-path as on GitHub Pages.
const port = Number(process.env.PORT ?? 4173);
export const siteBase = '/kantstott/';

export default defineConfig({
  testDir: '__tests__/browser',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}${siteBase}`,
    viewport: { width: 1440, height: 900 },
    launchOptions: { executablePath: chromiumPath(), args: chromiumFlags },
    // Traces cost about 40% of the run time: record one on demand with --trace on.
    trace: 'off',
  },
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --base ${siteBase}`,
    url: `http://127.0.0.1:${port}${siteBase}`,
    reuseExistingServer: !process.env.CI,
  },
});
