// The previews of the band's editor: each entry drawn by the component that
// draws it on the site, from the entry as the form holds it (entries.ts).
import { useEffect, useState, type ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Band as BandData } from '../content/band';
import { GigDetails } from '../features/gigs/GigDetails';
import { GigListItem } from '../features/gigs/GigListItem';
import { PastGigsByYear } from '../features/gigs/PastGigsByYear';
import { UpcomingGigs } from '../features/gigs/UpcomingGigs';
import { splitGigs } from '../gigs/dates';
import { primePageFile } from '../lib/pageFiles';
import { useSite } from '../lib/site';
import { useNow } from '../lib/useNow';
import BandPage from '../pages/band/BandPage';
import { pastYearPath } from '../pages/gigs/pastYearPath';
import PostPage from '../pages/news/PostPage';
import type { PageData } from '../pages/routes.build';
import ReleasePage from '../pages/release/ReleasePage';
import { LANGUAGE_ATTRIBUTE } from '../util/language';
import { paths, routes } from '../util/routes';
import * as gigStyles from '../features/gigs/Gigs.module.css';
import { artworkOf, gigOf, membersOf, paragraphsOf, postOf, releaseFolderOf, releaseOf, tracksOf, type TrackFile } from './entries';
import { entryOf, usePictures, type EditorEntry, type TemplateProps } from './sveltia';

/** No search engine reads a preview: the pages' schema.org data is the build's to make. */
const NO_SEARCH_DATA = null as never;

/** A new entry has no file, so no address of its own yet: its page shows at this one. */
const UNSAVED = 'new';

/**
 * The site's own page at `address`, drawn from `data`: the page's file (the
 * data the build writes for it) is the preview's, in place before the page
 * reads it, as the build-time render does.
 */
function PageAt<Data>({
  page: Page,
  patterns,
  address,
  file,
  data,
}: {
  page: ComponentType;
  patterns: readonly string[];
  address: string;
  file: string;
  data: Data;
}) {
  primePageFile(file, { title: '', description: '', data });
  return (
    <MemoryRouter key={address} initialEntries={[address]}>
      <Routes>
        {patterns.map((pattern) => (
          <Route key={pattern} path={pattern} element={<Page />} />
        ))}
      </Routes>
    </MemoryRouter>
  );
}

/** Another entry of the editor's (a release's tracks, the band's story), fetched as the preview opens; undefined until then. */
function useEntries(props: TemplateProps, collection: string, slug?: string): EditorEntry[] | undefined {
  const [entries, setEntries] = useState<EditorEntry[]>();
  const { getCollection } = props;
  useEffect(() => {
    let current = true;
    getCollection(collection, slug).then(
      (found) => current && setEntries((Array.isArray(found) ? found : found ? [found] : []).map(entryOf)),
      () => current && setEntries([]),
    );
    return () => {
      current = false;
    };
  }, [getCollection, collection, slug]);
  return entries;
}

/**
 * A gig as the gig list shows it: under Upcoming gigs with all the band has
 * said of it (its status, its times in the town's own clock, the price), or
 * under Past gigs in its year, and then as it showed while it was to come.
 * gigs.yaml's form holds them all: the list as the gig list shows it.
 */
export function GigPreview(props: TemplateProps) {
  const { data } = entryOf(props.entry);
  const site = useSite();
  // (The gig list's links go nowhere here, but need a router to be drawn.)
  // A preview is drawn in the browser, never hydrated: the reader's now, from the first view.
  const now = useNow(0);
  const all = Array.isArray(data.gigs) ? data.gigs.map(gigOf) : [gigOf(data)];
  const { upcoming, past } = splitGigs(all, now);
  const [gig] = all;
  const single = !Array.isArray(data.gigs) && gig;
  return (
    <MemoryRouter>
      {upcoming.length > 0 && <UpcomingGigs gigs={upcoming} bookingEmail={site.bookingEmail} />}
      {past.length > 0 && <PastGigsByYear gigs={past} olderYears={[]} fileOf={pastYearPath} />}
      {single && past.length > 0 && (
        <section className={gigStyles.section} aria-label="While it was to come">
          <ul className={gigStyles.list}>
            <GigListItem gig={single} showEventName>
              <GigDetails gig={single} />
            </GigListItem>
          </ul>
        </section>
      )}
    </MemoryRouter>
  );
}

/** The cover release.yaml names, or else the first cover file its folder has. */
function useCover(props: TemplateProps, entryPath: string, named: unknown) {
  const files = [named, 'cover.svg', 'cover.jpg', 'cover.jpeg', 'cover.png'];
  const pictures = usePictures(props, entryPath, files);
  return files.map((file) => pictures.get(String(file))).find(Boolean);
}

/** The tracks of the release in `folder`, from the editor's Tracks collection; `edited` in place of its saved file. */
function useTracks(props: TemplateProps, folder: string, edited?: TrackFile) {
  const entries = useEntries(props, 'tracks');
  const files = (entries ?? []).filter((entry) => releaseFolderOf(entry.path) === folder);
  return tracksOf(edited ? [...files.filter((file) => file.path !== edited.path), edited] : files);
}

/** A release's page (or a track's, which shows its release's with its lyrics open), `shown` open. */
function ReleaseAt({ release, shown }: { release: PageData<'release'>['release']; shown: string | undefined }) {
  const data: PageData<'release'> = { release, queue: [], structuredData: NO_SEARCH_DATA };
  const address = shown ? paths.track(release.slug, shown) : paths.release(release.slug);
  const patterns = [routes.release.path, routes.track.path];
  return <PageAt page={ReleasePage} patterns={patterns} address={address} file={paths.release(release.slug)} data={data} />;
}

/** A release's page: its cover, its tracks, and the first track's lyrics open. */
export function ReleasePreview(props: TemplateProps) {
  const { path, data } = entryOf(props.entry);
  const slug = releaseFolderOf(path) || UNSAVED;
  const tracks = useTracks(props, slug);
  const cover = useCover(props, path, data.cover);
  return <ReleaseAt release={releaseOf(data, slug, cover, tracks)} shown={tracks[0]?.id} />;
}

/** A track on its release's page, its lyrics open. */
export function TrackPreview(props: TemplateProps) {
  const edited = entryOf(props.entry);
  const slug = releaseFolderOf(edited.path) || UNSAVED;
  const tracks = useTracks(props, slug, edited);
  const releaseEntry = useEntries(props, 'releases')?.find((entry) => releaseFolderOf(entry.path) === slug);
  const cover = useCover(props, releaseEntry?.path ?? '', releaseEntry?.data.cover);
  const release = releaseOf(releaseEntry?.data ?? {}, slug, cover, tracks);
  const shown = tracks.find((track) => edited.path.endsWith(`-${track.id}.md`)) ?? tracks.at(-1);
  return <ReleaseAt release={release} shown={shown?.id} />;
}

/** A post's page. */
export function PostPreview(props: TemplateProps) {
  const { path, data } = entryOf(props.entry);
  const slug = /([^/]+)\.md$/.exec(path)?.[1] ?? UNSAVED;
  const file = (data.picture as { file?: unknown } | undefined)?.file;
  const picture = usePictures(props, path, [file]).get(String(file));
  const page: PageData<'newsPost'> = { post: postOf(data, slug, picture), structuredData: NO_SEARCH_DATA };
  const address = paths.newsPost(slug);
  return <PageAt page={PostPage} patterns={[routes.newsPost.path]} address={address} file={address} data={page} />;
}

/** The band page: the band's facts, group picture and members from band.yaml, its story from band.md and band.en.md. */
export function BandPreview(props: TemplateProps) {
  const edited = entryOf(props.entry);
  const files = useEntries(props, 'band') ?? [];
  const fileOf = (name: string) => (edited.path.endsWith(name) ? edited : files.find((entry) => entry.path.endsWith(name)));
  const facts = fileOf('band.yaml')?.data ?? {};
  const group = (facts.group ?? {}) as { picture?: unknown; alt?: unknown };
  const english = paragraphsOf(fileOf('band.en.md')?.data.body);
  const portraits = membersOf(facts, (portrait) => String(portrait)).map((member) => member.portrait.image.src);
  const pictures = usePictures(props, edited.path, [group.picture, ...portraits]);
  // The story in English shows in English: the texts' language is <html>'s
  // mark (features/language), the editor page's, which the frame follows.
  const inEnglish = edited.path.endsWith('.en.md');
  useEffect(() => {
    if (inEnglish) document.documentElement.setAttribute(LANGUAGE_ATTRIBUTE, 'en');
  }, [inEnglish]);
  // The page's title names the band's genre: drawn once band.yaml is at hand.
  if (!fileOf('band.yaml')) return null;
  const band = {
    ...facts,
    description: paragraphsOf(fileOf('band.md')?.data.body),
    ...(english.length > 0 ? { descriptionEn: english } : {}),
    group: artworkOf(pictures.get(String(group.picture)), group.alt, 1600, 1000),
    members: membersOf(facts, (portrait) => pictures.get(String(portrait))),
  } as unknown as BandData;
  return <PageAt page={BandPage} patterns={[routes.band.path]} address={paths.band} file={paths.band} data={{ band }} />;
}
