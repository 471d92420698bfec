// site.yaml: the site's name, address, profiles and featured release. Its
// schema (which gives the Site type) and its loader.
import path from 'node:path';
import { z } from 'zod';
import { type Loading, loadYaml } from './check';
import { example, httpsUrl, text, year } from '../util/fields.build';

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

/**
 * Where a sign-up form posts: the provider's https address. (Plain http only
 * on this computer, for a provider run by the tests.)
 */
const formAddress = (rightForm: string) =>
  example(
    z.url({ protocol: /^https?$/, error: 'write a whole web address that starts with https://', abort: true }).refine(
      (url) => {
        const { protocol, hostname } = new URL(url);
        return protocol === 'https:' || hostname === '127.0.0.1' || hostname === 'localhost';
      },
      { error: 'write a whole web address that starts with https://' },
    ),
    rightForm,
  );

/**
 * The band's mailing list at a mail provider (Buttondown, Mailchimp,
 * listmonk …): the address its sign-up form posts to, and the names it gives
 * the form's fields. The site shows a plain form that posts there, with no
 * script of the provider's; without this, no form anywhere.
 */
const newsletterSchema = example(
  z
    .strictObject({
      action: formAddress('action: https://buttondown.com/api/emails/embed-subscribe/kantstott'),
      emailField: text('emailField: email'),
      // Where the provider asks for consent in a field of its own: the checkbox's name.
      consentField: text('consentField: gdpr').optional(),
      // Fields the provider's form sends as they are, such as the list's id.
      hidden: example(z.record(z.string().min(1), z.string()), 'hidden:\n    list: 3f2a9c').optional(),
    })
    .readonly(),
  'newsletter:\n  action: https://buttondown.com/api/emails/embed-subscribe/kantstott\n  emailField: email',
);

export type Newsletter = z.infer<typeof newsletterSchema>;

/**
 * The form service promoters' booking requests post to (Formspree, Basin,
 * Web3Forms …: any that takes a plain form): its address, the name of its
 * honeypot field (a field people never see, which bots fill in), and fields
 * it wants sent as they are (Web3Forms' access key). Without this, the press
 * kit offers an e-mail with the same fields, to bookingEmail.
 */
const bookingFormSchema = example(
  z
    .strictObject({
      action: formAddress('action: https://formspree.io/f/kantstott'),
      honeypotField: text('honeypotField: _gotcha').describe('The field the service reads as its honeypot; _gotcha if left out.').optional(),
      hidden: example(z.record(z.string().min(1), z.string()), 'hidden:\n    access_key: 3f2a9c').optional(),
    })
    .readonly(),
  'bookingForm:\n  action: https://formspree.io/f/kantstott',
);

export type BookingForm = z.infer<typeof bookingFormSchema>;

/** The origins the site's forms post to, for the pages' Content-Security-Policy (`form-action`): the mail provider's and the booking service's. */
export const formOrigins = (site: Pick<Site, 'newsletter' | 'bookingForm'>): string[] => [
  ...new Set([site.newsletter?.action, site.bookingForm?.action].flatMap((action) => (action ? [new URL(action).origin] : []))),
];

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
    newsletter: newsletterSchema.optional(),
    bookingForm: bookingFormSchema.optional(),
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

/**
 * What the scripts carry of site.yaml (src/lib/site.ts): all but the featured release and its players, which
 * name the catalogue and reach the home page in its data, so no script grows with the catalogue.
 */
export type ScriptSite = Omit<Site, 'featured'> & {
  /** Whether the band has posts (content/news): the footer links to them only then. */
  hasNews?: true;
  /** Whether the band has merch (content/merch): the menu links to it only then. */
  hasMerch?: true;
};

/** The site's details as the build puts them in the scripts, and whether there are posts and merch (`news`, `merch`: how many). */
export const scriptSite = ({ featured: _featured, ...details }: Site, news = 0, merch = 0): ScriptSite => ({
  ...details,
  ...(news > 0 ? { hasNews: true as const } : {}),
  ...(merch > 0 ? { hasMerch: true as const } : {}),
});
