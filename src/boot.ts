// The start-up script, inline in index.html straight after #root. The build
// compiles it on its own (scripts/start-up-script.js) and writes it there;
// the Content-Security-Policy allows it by its hash. The page copies come
// before #root, so nothing is parsed between the home page and this script:
// it runs before the first paint and has four jobs:
//
// 1. Show the page the address asks for. index.html holds the home page in
//    #root and a copy of each small page (band, extras, "not found") in a
//    <template>. Pages that grow with the band's catalogue (media, the gig
//    list, each release) have a page file of their own instead, written by
//    the build. Either way the copy is put in #root, which notes the address
//    it shows; src/index.tsx hydrates it. Which address is which page is the
//    route table's (util/routes.ts), matched by the matcher the app fetches
//    ahead with (lib/routeMatch.ts). A route of one page whose copy is in its
//    file names the pictures that copy fetches first: they are preloaded
//    while the file is fetched, and the copy's other pictures wait until
//    those are on screen.
// 2. Load page files, for itself and for the app (window.kantstott.load):
//    each holds a page's title, description, first view and the data the
//    app renders it from. From a web host it fetches the JSON file; opened
//    from disk, where fetch() cannot read files, it runs the same file as a
//    script, which calls kantstott.page(path, file). Page files are named by
//    the build's version, as the scripts are by their hash: a host holds two
//    builds' files side by side. When a visit finds its page file or the
//    app's code gone, the host has a newer build: the page loads it, once
//    (newerBuild).
// 3. Start the app without competing with that first view: its scripts load
//    once the page has loaded and the pictures in view are on screen, or at
//    the visitor's first touch or key press if that comes sooner.
// 4. Until the app runs (it marks <html data-app>), keep the copy on screen a
//    working page: a link shows the copy of its page, and a button pressed
//    (a track, past gigs, the menu) is pressed again once the app is ready.
//    So is a button of the page pressed while the app starts, before the
//    page's own code runs.
// And first of all it marks <html> with the language the band's texts show
// in (util/language.ts): the page holds both versions where there are two.
import { pageFileCache } from './lib/pageFileCache';
import type { PageFile, StartUpLoader } from './lib/pageFiles';
import { matchRoute, pageOf, pathOfHash } from './lib/routeMatch';
import { pageFile, pageFileUrl, routes, type RouteId } from './util/routes';
import { LANGUAGE_ATTRIBUTE, languageOfVisit } from './util/language';
import {
  APP_STATE,
  FIRST_PICTURES_COMING,
  HYDRATED_WITH_PAGE,
  NEWER_BUILD_WAITING,
  NOT_SAVED,
  PRERENDERED_FOR,
  scriptData,
  type RouteFacts,
} from './lib/startUp';

/** The longest a picture that never settles holds back what waits for it (the app, the other covers). */
const PICTURES_WAIT_MS = 3000;

/** The page an address shows: its route, and its path (`*` for one the site does not have). */
function pageAt(route: string): { route: RouteId; path: string } {
  return pageOf(matchRoute(route));
}

/** What the page's own start-up script element says: the route facts, the build's version, the app's scripts. */
interface Build {
  facts: RouteFacts;
  version: string;
  appScripts: string;
}

/**
 * Marks <html> with the version of the band's texts to show (util/language.ts),
 * before the first paint: the page then shows it from the start, and the app
 * goes on with the same.
 */
function markLanguage() {
  document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, languageOfVisit(window.location.hash.split('?')[1] ?? ''));
}

function boot() {
  markLanguage();
  // And on every address typed or gone back or forward to, for the app too: every page follows `?lang=`.
  window.addEventListener('hashchange', markLanguage);
  const self = document.currentScript;
  const root = document.getElementById('root');
  if (!self || !root) return;
  const build: Build = {
    facts: JSON.parse(self.getAttribute(scriptData.routes) || '{}') as RouteFacts,
    version: self.getAttribute(scriptData.version) || '',
    appScripts: self.getAttribute(scriptData.scripts) || '',
  };
  const newerBuild = newerBuildCheck(build);
  const loader = pageFileLoader(build, newerBuild);
  window.kantstott = loader;
  const view = firstView(root, build.facts, loader);
  const app = appStarter(build.appScripts, loader);
  keepCopyWorking(root, view);

  view.showPageSafely();
  for (const type of ['pointerdown', 'keydown', 'touchstart']) window.addEventListener(type, app.start, { once: true, passive: true });
  if (document.readyState === 'complete') app.startAfterFirstView();
  else window.addEventListener('load', app.startAfterFirstView, { once: true });
}

const fromHost = () => /^https?:$/.test(window.location.protocol);
const appRunning = () => document.documentElement.hasAttribute(APP_STATE);

// --- A newer build on the host ------------------------------------------------

const RELOADED = 'kantstott:reloaded-to';

/**
 * Resolves with true when the host's index.html names another build than
 * this page's, and the page is reloading into it: the open route and track
 * are in the address, so the visitor lands where they were going. Once per
 * build: a reload that brings back this build (from a cache) does not go
 * round again. False offline, from disk, or with nothing newer. While music
 * plays it rejects with an error named NEWER_BUILD_WAITING instead: the page
 * that needs the newer build says so, and the reload waits for a page change
 * after the music stops.
 */
function newerBuildCheck({ version, appScripts }: Build): () => Promise<boolean> {
  return () => {
    if (!fromHost()) return Promise.resolve(false);
    return fetch(window.location.pathname, { cache: 'no-store' })
      .then((response) => (response.ok ? response.text() : ''))
      .then((html) => {
        const hostVersion = new RegExp(`${scriptData.version}="([^"]*)"`).exec(html)?.[1];
        const hostScripts = new RegExp(`${scriptData.scripts}="([^"]*)"`).exec(html)?.[1];
        if (hostVersion === undefined || hostScripts === undefined || (hostVersion === version && hostScripts === appScripts)) return false;
        const build = `${hostVersion} ${hostScripts}`;
        if (window.sessionStorage.getItem(RELOADED) === build) return false;
        // A reload would cut the song: the page waits until the music stops (NEWER_BUILD_WAITING).
        if (musicPlaying()) throw couldNotLoad(window.location.hash, NEWER_BUILD_WAITING);
        window.sessionStorage.setItem(RELOADED, build);
        window.location.reload();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof Error && error.name === NEWER_BUILD_WAITING) throw error;
        return false; // Offline, or no storage to remember the reload by: stay, rather than risk a loop.
      });
  };
}

/** Whether the site's player is sounding: its one <audio> element (features/player), playing. */
const musicPlaying = () => Array.from(document.getElementsByTagName('audio')).some((audio) => !audio.paused && !audio.ended);

// --- Page files ----------------------------------------------------------------

function couldNotLoad(path: string, name = 'PageLoadFailed') {
  const error = new Error(`The page at ${path} could not be loaded`);
  error.name = name;
  return error;
}

/** The loader of page files, for the first view and for the app (window.kantstott): one cache (lib/pageFileCache.ts). */
function pageFileLoader({ facts, version }: Build, newerBuild: () => Promise<boolean>): StartUpLoader {
  const arrived = new Map<string, PageFile>();

  function fetchFile(path: string): Promise<PageFile | null> {
    return fetch(pageFileUrl(path, 'json', version)).then((response) => {
      if (response.headers.get(NOT_SAVED.header) === NOT_SAVED.value) throw couldNotLoad(path, NOT_SAVED.error);
      if (response.status === 404) return null;
      if (!response.ok) throw couldNotLoad(path);
      return response.json() as Promise<PageFile>;
    });
  }

  // From disk a missing file and a failed one look alike: either is "no such page".
  function runFile(path: string): Promise<PageFile | null> {
    return new Promise((resolve) => {
      const script = document.createElement('script');
      script.src = pageFileUrl(path, 'js', version);
      // A file that ran but named another page: a case-insensitive disk answered for a path the site does not have.
      script.onload = () => resolve(arrived.get(path) ?? null);
      script.onerror = () => resolve(null);
      document.head.appendChild(script);
    });
  }

  const cache = pageFileCache((path) => (fromHost() ? fetchFile(path) : runFile(path)), newerBuild);
  return {
    load: cache.load,
    retry: cache.retry,
    newerBuild,
    page: (path, file) => void arrived.set(path, file),
    // The app asks ahead for the page file an address will need (src/app/prefetch.ts).
    prefetch: (route) => {
      const page = pageAt(route);
      if (facts[page.route]?.file) cache.file(page.path).catch(() => {});
    },
    // As the worker keeps it: precached under its own name, or as fetched (`varm%26kall`).
    kept: (path) =>
      Promise.all(
        [pageFile(path, 'json', version), pageFileUrl(path, 'json', version)].map((name) =>
          caches.match(new URL(name, window.location.href).href),
        ),
      )
        .then((found) => found.some(Boolean))
        .catch(() => false),
  };
}

// --- The first view ------------------------------------------------------------

/** The first view's pictures, named by the build (a route of one page, such as media). */
function firstPictures(root: HTMLElement, facts: RouteFacts) {
  const preloaded = new Set<RouteId>();
  return {
    // Fetched beside the page file, not after it. Only a type the browser reads is fetched.
    preload(route: RouteId) {
      if (preloaded.has(route)) return;
      preloaded.add(route);
      for (const picture of facts[route]?.pictures ?? []) {
        const link = document.createElement('link');
        link.rel = 'preload';
        link.as = 'image';
        link.type = picture.type;
        link.setAttribute('imagesrcset', picture.srcSet);
        link.setAttribute('imagesizes', picture.sizes);
        link.setAttribute('fetchpriority', 'high');
        document.head.appendChild(link);
      }
    },
    // On a slow line the covers below or beside the first would share it with
    // that one: they wait (global.css) until it is on screen, or has failed, or
    // PICTURES_WAIT_MS at most.
    othersAfterThem() {
      const first = Array.from(root.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
      const settled = Promise.all(first.map((image) => image.decode().catch(() => {})));
      const atMost = new Promise((resolve) => window.setTimeout(resolve, PICTURES_WAIT_MS));
      void Promise.race([settled, atMost]).then(() =>
        // Decoded, it is drawn in the next frame; after that one, the others may come.
        requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(FIRST_PICTURES_COMING))),
      );
    },
  };
}

function copyFromFile(file: PageFile): HTMLTemplateElement {
  const copy = document.createElement('template');
  copy.innerHTML = file.html ?? '';
  copy.setAttribute('data-title', file.title);
  copy.setAttribute('data-description', file.description);
  return copy;
}

/** The page #root shows, moved (not copied) into a template with its title and description, so it can come back. */
function takeOut(root: HTMLElement, description: Element | null): HTMLTemplateElement {
  const copy = document.createElement('template');
  copy.setAttribute('data-title', document.title);
  copy.setAttribute('data-description', description?.getAttribute('content') ?? '');
  while (root.firstChild) copy.content.appendChild(root.firstChild);
  return copy;
}

const template = (path: string) => document.querySelector<HTMLTemplateElement>(`template[data-route="${path}"]`);

/** What #root shows before the app runs: the copy of the page the address asks for. */
function firstView(root: HTMLElement, facts: RouteFacts, loader: StartUpLoader) {
  const description = document.querySelector('meta[name="description"]');
  const pictures = firstPictures(root, facts);
  const fileCopies = new Map<string, HTMLTemplateElement>();
  // What #root shows: at first the home page, which has no template of its
  // own. It gets one (its nodes moved, not copied) when another page takes
  // its place, so it can come back.
  let shown = '/';
  let homeCopy: HTMLTemplateElement | null = null;
  let wanted = '/';

  const putAside = () => void (homeCopy = takeOut(root, description));

  function show(path: string, copy: HTMLTemplateElement | null) {
    if (appRunning() || path !== wanted) return;
    if (path !== shown) {
      if (!copy) throw new Error(`No copy of ${path} in this page`);
      if (shown === '/') putAside();
      root.replaceChildren(copy.content.cloneNode(true));
      shown = path;
      if (root.hasAttribute(FIRST_PICTURES_COMING)) pictures.othersAfterThem();
      document.title = copy.getAttribute('data-title') ?? '';
      description?.setAttribute('content', copy.getAttribute('data-description') ?? '');
    }
    // The not-found copy is only a placeholder: the app decides what a strange address shows.
    if (path === '*') root.removeAttribute(PRERENDERED_FOR);
    else root.setAttribute(PRERENDERED_FOR, window.location.hash);
  }

  // A page whose copy is in a file: shown once the file arrives, and nothing
  // of another page shows under its address until then.
  function showFromFile(path: string, route: RouteId) {
    const copy = fileCopies.get(path);
    if (copy) return show(path, copy);
    if (shown === '/') putAside();
    root.replaceChildren();
    shown = '';
    pictures.preload(route);
    loader.load(path).then(
      (file) => {
        if (file) {
          const arrived = copyFromFile(file);
          fileCopies.set(path, arrived);
          show(path, arrived);
        } else if (wanted === path) {
          wanted = '*';
          show('*', template('*'));
        }
      },
      () => {
        // #root stays empty and unmarked, and the app draws the page (and its retry).
      },
    );
  }

  function showPage() {
    const page = pageAt(pathOfHash(window.location.hash));
    const inFile = routes[page.route].firstView === 'file';
    // A page whose copy is in index.html has one copy, whatever its params.
    const path = inFile || page.path === '*' ? page.path : routes[page.route].path;
    wanted = path;
    root.removeAttribute(PRERENDERED_FOR);
    root.toggleAttribute(FIRST_PICTURES_COMING, Boolean(facts[page.route]?.pictures?.length));
    // Home needs no copy while it is still the one in #root (show() leaves it).
    if (path === '/') return show('/', homeCopy);
    if (!inFile) return show(path, template(path));
    return showFromFile(path, page.route);
  }

  return {
    // Never in the way of the app: if the copy cannot be shown, #root keeps what
    // it has, is not marked, and the app draws the page from scratch.
    showPageSafely() {
      try {
        showPage();
      } catch {
        root.removeAttribute(PRERENDERED_FOR);
      }
    },
  };
}

// --- Starting the app ----------------------------------------------------------

// Settles when every picture in view has been decoded, so the next frame shows it.
function picturesInView(): Promise<unknown> {
  const pending: Promise<unknown>[] = [];
  for (const image of Array.from(document.images)) {
    const box = image.getBoundingClientRect();
    if (box.width > 0 && box.bottom > 0 && box.top < window.innerHeight) pending.push(image.decode().catch(() => {}));
  }
  return Promise.all(pending);
}

/** Starts the app's scripts once, at the first view's end or the visitor's first touch. */
function appStarter(appScripts: string, loader: StartUpLoader) {
  let started = false;
  function start() {
    if (started) return;
    started = true;
    for (const src of appScripts.split(' ').filter(Boolean)) {
      const script = document.createElement('script');
      script.src = src;
      script.async = false; // run in the order listed
      // Gone from the host: a newer build is there (index.html came from a cache).
      script.onerror = () => void loader.newerBuild();
      document.head.appendChild(script);
    }
    // The page's data comes with the scripts rather than after them.
    loader.prefetch(pathOfHash(window.location.hash));
  }

  // The browser reports its largest paint once that frame is on screen.
  let latestPaint = 0;
  let onPaint: (() => void) | null = null;
  if (window.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    new PerformanceObserver((list) => {
      latestPaint = list.getEntries().at(-1)?.startTime ?? latestPaint;
      onPaint?.();
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }

  function startAfterFirstView() {
    // A picture that never settles must not hold the app back for long.
    window.setTimeout(start, PICTURES_WAIT_MS);
    void picturesInView().then(() => {
      const readyAt = window.performance.now();
      // Start once a paint made after that is reported: the pictures are on
      // screen. If none comes, nothing larger was drawn: start shortly after.
      onPaint = () => {
        if (latestPaint >= readyAt) start();
      };
      onPaint();
      window.setTimeout(start, 250);
    });
  }
  return { start, startAfterFirstView };
}

// --- Until the app runs ----------------------------------------------------------

/** A link shows the copy of its page, and a button pressed is pressed again once the app is ready. */
function keepCopyWorking(root: HTMLElement, view: { showPageSafely(): void }) {
  window.addEventListener('hashchange', () => {
    root.removeAttribute(FIRST_PICTURES_COMING);
    if (appRunning()) return;
    view.showPageSafely();
    window.scrollTo(0, 0);
  });

  let pressed: HTMLButtonElement | null = null;
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button) return;
      const state = document.documentElement.getAttribute(APP_STATE);
      if (state === null) pressed = button;
      // While the app starts, a press in the page is kept from React too: React takes it only where it has
      // hydrated the page already, and drops it where the page's code is still on its way. Pressed once, when ready.
      else if (state === 'starting' && button.closest(HYDRATED_WITH_PAGE)) {
        event.stopPropagation();
        pressed = button;
      }
    },
    true,
  );
  new MutationObserver((_changes, observer) => {
    if (document.documentElement.getAttribute(APP_STATE) !== 'ready') return;
    observer.disconnect();
    // Hydration keeps the nodes it found: a button still in the page is the app's now.
    if (pressed?.isConnected) pressed.click();
    pressed = null;
  }).observe(document.documentElement, { attributes: true, attributeFilter: [APP_STATE] });
}

boot();
