// The band's guide, docs/updating-the-site.md, step by step, done to a copy of
// the band's content exactly as it is written there: the snippets are read
// from the guide itself, so the guide and the proof that it works cannot drift
// apart. content.test.ts runs its rules on each result, bandGuide.test.ts
// checks that each step shows on the site.
import { appendFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { CONTENT_DIR } from '../../src/content/content';

const GUIDE = readFileSync(path.resolve(__dirname, '..', '..', 'docs', 'updating-the-site.md'), 'utf8');

/** The first ```lang block after a heading of the guide. */
export function snippet(heading: string, lang: string, nth = 0): string {
  const section = GUIDE.slice(GUIDE.indexOf(`## ${heading}`));
  const blocks = [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)\\n\\s*```', 'g'))];
  const block = blocks[nth]?.[1];
  if (block === undefined) throw new Error(`docs/updating-the-site.md has no ${lang} example under "## ${heading}"`);
  // Blocks inside a numbered list are indented.
  const indent = Math.min(
    ...block
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => line.search(/\S/)),
  );
  return `${block
    .split('\n')
    .map((line) => line.slice(indent))
    .join('\n')}\n`;
}

const isoDay = (moment: Date) => moment.toISOString().slice(0, 10);
const daysFromNow = (days: number) => isoDay(new Date(Date.now() + days * 86_400_000));

/** The guide's gig, on another day. */
const gigOn = (date: string) => snippet('Add a gig', 'yaml').replace(/date: \d{4}-\d{2}-\d{2}/, `date: ${date}`);

/** The folder name the guide's example release uses (`releases/nattbuss/`). */
export const GUIDE_RELEASE = /`releases\/([a-z0-9&-]+)\/`/.exec(GUIDE.slice(GUIDE.indexOf('## Add a release')))?.[1] ?? '';

/**
 * The folder the guide's new release goes into: the guide's own name, or,
 * if the band has already made a release of that name (it follows the same
 * guide), that name with a number, as a band would name a second one.
 */
export function newReleaseFolder(taken: readonly string[]): string {
  for (let n = 1; ; n += 1) {
    const folder = n === 1 ? GUIDE_RELEASE : `${GUIDE_RELEASE}-${n}`;
    if (!taken.includes(folder)) return folder;
  }
}

/** A picture as a phone takes it: portrait (3:4), grainy, bigger than the cover's minimum. */
async function phonePhoto(file: string) {
  const noise = { type: 'gaussian', mean: 120, sigma: 40 } as const;
  await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#777', noise } })
    .jpeg({ quality: 85 })
    .toFile(file);
}

export const steps = {
  'add an upcoming gig': { gigDate: daysFromNow(30) },
  'add a past gig': { gigDate: '2022-06-11' },
  'add a release with a phone-photo cover': {},
  'edit lyrics': {},
  'remove a release': {},
} as const;
export type Step = keyof typeof steps;

/** The release site.yaml features on the home page. */
const featuredIn = (dir: string) => /release: (\S+)/.exec(readFileSync(path.join(dir, 'site.yaml'), 'utf8'))?.[1];

/**
 * The steps the guide can take on the band's content: all, but removing a
 * release only where one is left for the home page to feature.
 */
export function stepsFor(dir = CONTENT_DIR): Step[] {
  const removable = readdirSync(path.join(dir, 'releases')).some((slug) => slug !== featuredIn(dir));
  return (Object.keys(steps) as Step[]).filter((step) => step !== 'remove a release' || removable);
}

/**
 * The band's content, copied, with one step of the guide done to it; `edited`
 * names the release the step added or changed, where it did.
 */
export async function contentAfter(step: Step): Promise<{ dir: string; cleanUp: () => void; edited?: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-guide-'));
  cpSync(CONTENT_DIR, dir, { recursive: true });
  const releases = path.join(dir, 'releases');
  let edited: string | undefined;
  switch (step) {
    case 'add an upcoming gig':
    case 'add a past gig':
      appendFileSync(path.join(dir, 'gigs.yaml'), `\n${gigOn(steps[step].gigDate)}`);
      break;
    case 'add a release with a phone-photo cover': {
      edited = newReleaseFolder(readdirSync(releases));
      const folder = path.join(releases, edited);
      mkdirSync(folder);
      // The release's details, then the optional listen links the guide shows next.
      writeFileSync(path.join(folder, 'release.yaml'), snippet('Add a release', 'yaml') + snippet('Add a release', 'yaml', 1));
      await phonePhoto(path.join(folder, 'cover.jpg'));
      // The guide's example track file name (`02-sista-turen.md`), as the release's first track.
      const track = /`\d{2}-([a-z0-9-]+)\.md` is/.exec(GUIDE)?.[1];
      if (!track) throw new Error('docs/updating-the-site.md names no example track file under "## Add a release"');
      writeFileSync(path.join(folder, `01-${track}.md`), snippet('Add a release', 'md'));
      break;
    }
    case 'edit lyrics': {
      edited = readdirSync(releases)[0]!;
      const release = path.join(releases, edited);
      const track = path.join(
        release,
        readdirSync(release).find((file) => file.endsWith('.md'))!,
      );
      const text = readFileSync(track, 'utf8');
      // A line of the first section, rewritten.
      writeFileSync(track, text.replace(/(## [a-z-]+\n)([^\n]+)/, '$1Vi skrev om den här raden i webbläsaren'));
      break;
    }
    case 'remove a release': {
      // One the home page does not feature, if the band has one; else its only release.
      const slugs = readdirSync(releases);
      edited = slugs.find((slug) => slug !== featuredIn(dir)) ?? slugs[0];
      if (edited) rmSync(path.join(releases, edited), { recursive: true });
      // As the guide says: and the press kit's tracks that name it.
      const press = path.join(dir, 'press.yaml');
      if (edited && existsSync(press)) {
        const lines = readFileSync(press, 'utf8').split('\n');
        writeFileSync(press, lines.filter((line) => !line.trim().startsWith(`- ${edited}/`)).join('\n'));
      }
      break;
    }
  }
  return { dir, cleanUp: () => rmSync(dir, { recursive: true, force: true }), ...(edited ? { edited } : {}) };
}
