// What a route's data builder (<route>/data.build.ts, listed in the build's
// route table, routes.build.ts) is given, and what more than one of them
// shares: apart from the table, so that the builders need not import the
// table that imports them.
import type { Content } from '../content/content';
import type { PressDownloads } from './press/files.build';

export interface BuildContext {
  /** The route's params: `{ releaseSlug: 'kniv' }`. */
  params: Readonly<Record<string, string>>;
  /** The instant the build shows the gigs as at (ms since 1970): which are still to come. */
  now: number;
  /** The press kit's downloads as the build made them (their names and sizes); absent where none were made. */
  press?: PressDownloads;
}

export type PageDataBuilder = (content: Content, context: BuildContext) => unknown;

/** A release as a list shows it: its tracks and lyrics are for its own page's file. */
export const withoutTracks = <R extends Content['releases'][number]>({ tracks, ...release }: R) => release;
