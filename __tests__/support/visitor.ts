// A real visitor for the publish tests: Chromium, as the browser suite runs
// it, opening pages of a host's folder the way a plain host serves it (the
// project's own static server, tools/serve.mjs, in a process of its own).
// Each visit is a first one, with nothing cached, so it needs the files of
// whichever version the folder's index.html names.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { chromiumPath, testFlags } from '../../tools/chromium';
import { UNHURRIED_MS } from './hosts';

const ROOT = path.resolve(__dirname, '..', '..');

/** Starts a server on `dir` and a browser; `problems` opens addresses as a visitor. */
export async function startVisitor(dir: string) {
  // Loaded here: only the large catalogue's publish tests open a browser, and Playwright takes a second of CPU to load.
  const { chromium } = await import('@playwright/test');
  const server = spawn(process.execPath, ['tools/serve.mjs', '--dir', dir, '--port', '0', '--base', '/kantstott/'], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    server.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const found = / at (http:\S+)/.exec(printed);
      if (found) resolve(found[1]!);
    });
    server.on('exit', (code) => reject(new Error(`the static server stopped (${code}): ${printed}`)));
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath({ headlessShell: true }),
    args: testFlags,
  });

  /**
   * Opens each address (a route, `#/gigs`) in a fresh browser and says what
   * went wrong: an error in the page, a file of the site the host did not
   * serve, the app not starting, or a page that is not the one asked for.
   */
  async function problems(routes: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const route of routes) {
      const context = await browser.newContext();
      // A page of the large catalogue, on a machine the browser suite keeps busy, can take long to load; a hang is still one.
      context.setDefaultTimeout(UNHURRIED_MS);
      context.setDefaultNavigationTimeout(UNHURRIED_MS);
      const page = await context.newPage();
      const say = (problem: string) => found.push(`${route}: ${problem}`);
      page.on('pageerror', (error) => say(`error in the page: ${error.message}`));
      page.on('response', (response) => {
        if (response.url().startsWith(url) && response.status() >= 400) say(`${response.status()} for ${response.url().slice(url.length)}`);
      });
      page.on('requestfailed', (request) => say(`${request.failure()?.errorText} for ${request.url()}`));
      try {
        await page.goto(`${url}#${route}`);
        // The app running is the sign every script it needed was there.
        await page.waitForSelector('html[data-app="ready"]');
        const heading = (await page.locator('h1').first().textContent())?.trim() ?? '';
        if (!heading || /something went wrong|not found/i.test(heading)) say(`the page shows "${heading}"`);
      } catch (error) {
        say(error instanceof Error ? error.message.split('\n')[0]! : String(error));
      } finally {
        await context.close();
      }
    }
    return found;
  }

  return {
    problems,
    close: async () => {
      await browser.close();
      // Waited for: its pipe, left open, held Jest's worker past the last test.
      if (server.exitCode !== null || server.signalCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
    },
  };
}
