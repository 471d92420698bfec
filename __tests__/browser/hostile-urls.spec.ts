// Whatever is typed or pasted after the #, the site shows its layout and a
// page (the right one, or "Page not found!"), throws nothing, opens no dialog
// and runs none of the URL as code.
import type { Page, Request } from '@playwright/test';
import { expect, featuredRelease, pageHeading, type PageProblems, releaseHash, type SiteContent, test } from './fixtures';

const NOT_FOUND = 'Page not found!';
const HOME = 'Home';
const BAND = 'Band';

interface Payload {
  hash: string;
  /** What a sensible site may show for it: the page it names, or "Page not found!". */
  headings: readonly string[];
  /** Label for the failure message when the hash itself is too long to print. */
  label?: string;
  /** Load the page from scratch (a link opened in a new tab); otherwise only the hash changes, as in an open tab. */
  fresh?: boolean;
}

/** Opens the hash as a pasted link (typed, not clicked) and checks the site stood up to it. */
async function visit(page: Page, problems: PageProblems, watch: Watch, payload: Payload) {
  const name = `${payload.label ?? payload.hash} (${payload.fresh ? 'new page' : 'open page'})`;
  const errorsBefore = problems.pageErrors.length;
  if (payload.fresh) {
    // Let the previous page finish its downloads (lazy pictures), so leaving it cancels nothing.
    await settle(watch);
    await page.goto('about:blank');
  } else {
    // Somewhere else first, so the heading checked below is the payload's, not the previous one's.
    await page.goto('./#/extras');
    await expect(pageHeading(page, 'Extras')).toBeVisible();
  }
  await page.goto(`./${payload.hash}`);

  await expect(page.getByRole('banner'), `${name}: header`).toBeVisible();
  await expect(page.getByRole('contentinfo'), `${name}: footer`).toBeVisible();
  const heading = page.getByRole('main').getByRole('heading', { level: 1 });
  await expect(heading, `${name}: one page heading`).toHaveCount(1);
  await expect(heading, `${name}: shows ${payload.headings.join(' or ')}`).toHaveText(
    new RegExp(`^(${payload.headings.map((h) => h.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})$`),
  );
  const title = await page.title();
  expect(title, `${name}: document title`).toMatch(/^Kantstött \| /);
  expect(title.length, `${name}: document title stays short`).toBeLessThan(100);
  expect(await page.evaluate(() => 'ok'), `${name}: page still responds`).toBe('ok');
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    `${name}: no code from the URL ran`,
  ).toBeUndefined();
  expect(watch.dialogs, `${name}: no dialog opened`).toEqual([]);
  expect(watch.strayPageData, `${name}: page data only from the site's pages/ folder`).toEqual([]);
  expect(problems.pageErrors.slice(errorsBefore), `${name}: page errors`).toEqual([]);
}

const settle = (watch: Watch) => expect.poll(() => watch.pending.size, { message: 'page settled', intervals: [50] }).toBe(0);

interface Watch {
  dialogs: string[];
  pending: Set<Request>;
  /** Page data (.json) asked for anywhere but the site's pages/ folder: a URL steering the site's requests. */
  strayPageData: string[];
}

/** Records any dialog (and dismisses it), and which requests are still under way. */
function watchPage(page: Page, baseURL: string): Watch {
  const watch: Watch = { dialogs: [], pending: new Set(), strayPageData: [] };
  const pagesFolder = new URL('pages/', baseURL);
  page.on('dialog', (dialog) => {
    watch.dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    watch.pending.add(request);
    const url = new URL(request.url());
    if (url.pathname.endsWith('.json') && !(url.origin === pagesFolder.origin && url.pathname.startsWith(pagesFolder.pathname))) {
      watch.strayPageData.push(request.url());
    }
  });
  page.on('requestfinished', (request) => watch.pending.delete(request));
  page.on('requestfailed', (request) => watch.pending.delete(request));
  return watch;
}

/** The payloads, some naming a release of the content (the first one, its slug and title). */
const groups = (content: SiteContent): Record<string, Payload[]> => {
  const { slug, title } = content.releases[0]!;
  return {
    'broken encodings, huge and non-ASCII paths': [
      { hash: '#/%E0%A4%A', headings: [NOT_FOUND] },
      { hash: '#/media/%E0%A4%A', headings: [NOT_FOUND], fresh: true },
      { hash: `#/${'a'.repeat(20000)}`, headings: [NOT_FOUND], label: "#/ + 'a' × 20000" },
      { hash: `#/media/${'x'.repeat(5000)}`, headings: [NOT_FOUND], label: "#/media/ + 'x' × 5000" },
      { hash: '#/🤘🛹', headings: [NOT_FOUND] },
      { hash: '#/media/🤘', headings: [NOT_FOUND] },
    ],
    'markup and script in the path': [
      { hash: '#/<script>window.__pwned=1</script>', headings: [NOT_FOUND] },
      { hash: '#/media/<img src=x onerror=window.__pwned=1>', headings: [NOT_FOUND] },
      // A page is hydrated from its prerendered copy only on a fresh load: try it that way.
      { hash: '#/?q=<script>window.__pwned=1</script>', headings: [HOME], fresh: true },
    ],
    'path traversal and object property names': [
      { hash: '#/..', headings: [NOT_FOUND, HOME] },
      { hash: '#/../../etc/passwd', headings: [NOT_FOUND] },
      { hash: '#/media/..%2F..%2F', headings: [NOT_FOUND] },
      // An encoded slash in a release's address must not lead its page file out of pages/ (or off the site).
      { hash: '#/media/..%2F..%2F..%2Fother-site%2Fpage', headings: [NOT_FOUND] },
      { hash: '#/media/constructor', headings: [NOT_FOUND] },
      { hash: '#/media/__proto__', headings: [NOT_FOUND] },
      { hash: '#/media/toString', headings: [NOT_FOUND] },
    ],
    // The router's catch-all pattern matches no line break: such an address once left the page blank.
    'line breaks and odd starts': [
      { hash: '#/%0A', headings: [NOT_FOUND] },
      { hash: '#/band%0A', headings: [NOT_FOUND] },
      { hash: '#/%0D%0A', headings: [NOT_FOUND], fresh: true },
      { hash: '#/%E2%80%A8', headings: [NOT_FOUND] },
      { hash: `#/media/${slug}%0A`, headings: [NOT_FOUND] },
      { hash: '#./band', headings: [NOT_FOUND, BAND] },
      { hash: '#band', headings: [BAND] },
    ],
    'odd slashes, fragments and letter case': [
      { hash: '#//', headings: [HOME, NOT_FOUND] },
      { hash: `#/media//${slug}`, headings: [title, NOT_FOUND] },
      { hash: '#/band#inner', headings: [BAND] },
      { hash: '#/BAND', headings: [BAND, NOT_FOUND] },
      { hash: `#/media/${slug.toUpperCase()}`, headings: [title, NOT_FOUND] },
      { hash: '#/GIGS', headings: ['Gigs', NOT_FOUND] },
    ],
  };
};

const GROUP_NAMES = [
  'broken encodings, huge and non-ASCII paths',
  'markup and script in the path',
  'path traversal and object property names',
  'line breaks and odd starts',
  'odd slashes, fragments and letter case',
];

for (const group of GROUP_NAMES) {
  test(`hostile URLs: ${group}`, async ({ page, baseURL, problems, content }) => {
    const payloads = groups(content)[group]!;
    const watch = watchPage(page, baseURL!);
    // The first of each group opens in a new page, the others in the page already open.
    for (const [index, payload] of payloads.entries()) {
      await visit(page, problems, watch, { ...payload, fresh: payload.fresh ?? index === 0 });
    }
    await settle(watch);
  });
}

test('a track id that is an object property name opens nothing', async ({ page, baseURL, problems, content }) => {
  const watch = watchPage(page, baseURL!);
  const release = featuredRelease(content);
  for (const track of ['constructor', '__proto__']) {
    const payload = { hash: `${releaseHash(release)}/${track}`, headings: [release.title], fresh: true };
    await visit(page, problems, watch, payload);
    const list = page.getByRole('list', { name: 'Tracks & lyrics' });
    // The lyrics' toggles (a recorded track also has a play button).
    await expect(list.getByRole('button', { expanded: false }), `${payload.hash}: the tracks are listed`).toHaveCount(
      release.tracks.length,
    );
    await expect(list.getByRole('button', { expanded: true }), `${payload.hash}: nothing open`).toHaveCount(0);
  }
});
