// site.yaml: the site's name, address, profiles and featured release. Its
// schema (which gives the Site type) and its loader.
import path from 'node:path';
import { z } from 'zod';
import { type Loading, loadYaml } from './check';
import { example, httpsUrl, text, year } from '../util/fields';

/** The order the profiles are shown in, and how each platform's name is spelt on the page. */
const platforms = [
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['youtube', 'YouTube'],
] as const;

export interface SocialProfile {
  readonly platform: (typeof platforms)[number][1];
  readonly url: string;
}

export const siteSchema = example(
  z.strictObject({
    name: text('name: Kantstött'),
    description: text('description: "Kantstött: skate punk from Borås, Sweden."').describe('One line that says what the band is, for search results and link previews.'),
    url: httpsUrl('url: https://kantstott.github.io/kantstott/').describe('Where the site is published, ending in /. (The deploy sets SITE_URL, which wins.)'),
    bookingEmail: example(z.email({ error: 'write an e-mail address.' }), 'bookingEmail: booking@kantstott.se').describe('Where promoters write to book a gig.'),
    social: example(
      z
        .strictObject({
          facebook: httpsUrl('facebook: https://www.facebook.com/kantstott').optional(),
          instagram: httpsUrl('instagram: https://www.instagram.com/kantstott/').optional(),
          youtube: httpsUrl('youtube: https://www.youtube.com/@kantstott').optional(),
        })
        .refine((social) => platforms.some(([key]) => social[key]), {
          error: 'name at least one profile: facebook, instagram or youtube.',
        }),
      'social:\n  instagram: https://www.instagram.com/kantstott/',
    ).describe("The band's profiles, each starting https://; leave out any you do not have."),
    featured: z
      .strictObject({
        release: text('release: varm&kall').describe("A release's folder name."),
        spotifyAlbum: example(
          z.string().regex(/^[A-Za-z0-9]{22}$/, { error: 'write only the 22 letters and digits after open.spotify.com/album/' }),
          'spotifyAlbum: 4kZ8TJ2nVhNrHkG6vQ3pXq',
        ).describe('The part after open.spotify.com/album/'),
        youtubeVideo: example(
          z.string().regex(/^[A-Za-z0-9_-]{11}$/, { error: 'write only the 11 characters after youtube.com/watch?v=' }),
          'youtubeVideo: k4nt5t0ttEP',
        ).describe('The part after youtube.com/watch?v='),
        youtubeTitle: text('youtubeTitle: Mareld (live in the rehearsal room)'),
      })
      .describe('The players on the home page.')
      .readonly(),
    developer: z
      .strictObject({
        name: text('name: Lo Berglund'),
        url: httpsUrl('url: https://github.com/loberglund'),
      })
      .describe('The credit in the footer.')
      .readonly(),
    copyrightYear: year('copyrightYear: 2025'),
  }),
  'name: Kantstött\ndescription: …\nurl: https://…\nbookingEmail: …\nsocial: …\nfeatured: …\ndeveloper: …\ncopyrightYear: 2025',
)
  .transform((site) => {
    // The page lists profiles; the file names them by platform, so each platform is written once.
    const social: readonly SocialProfile[] = platforms.flatMap(([key, platform]) => {
      const url = site.social[key];
      return url ? [{ platform, url }] : [];
    });
    return { ...site, social };
  })
  .readonly();

export type Site = z.infer<typeof siteSchema>;

export async function loadSite(loading: Loading) {
  return loadYaml(loading, path.join(loading.dir, 'site.yaml'), siteSchema, { noun: 'the site' });
}
