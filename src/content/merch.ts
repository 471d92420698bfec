// merch/<slug>.yaml: the band's merch, optional, a file per item. An item has
// a name (Swedish, and English if the band likes), pictures, a price, its
// sizes or variants, whether it is in stock, sold out or on pre-order, and the
// address of the band's own checkout for it (a Stripe Payment Link, a Bandcamp
// or Big Cartel item): the site sells nothing itself. The schema (which gives
// the MerchItem type) and the loader.
import path from 'node:path';
import { z } from 'zod';
import { type Loading, loadEntryFiles, loadYaml, shownPath } from './check';
import { example, httpsUrl, input, text } from '../util/fields.build';
import { slugify } from '../util/slug.build';
import { CURRENCIES } from '../gigs/gig.build';
import { type Artwork, type PictureFile, pictureInContent, pictureSchema, SQUARE } from './pictures';

/** An item's file name without `.yaml`, which is its address: `#/merch/<slug>`. */
export const merchSlugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const availabilitySchema = z.enum(['in stock', 'sold out', 'pre-order']);
export type Availability = z.infer<typeof availabilitySchema>;

export const merchFileSchema = example(
  z
    .strictObject({
      name: text('name: Nattbuss-tröja, svart').describe('The name in Swedish.'),
      english: example(z.strictObject({ name: text('name: Night bus T-shirt, black') }), 'english:\n  name: Night bus T-shirt, black')
        .describe('The name in English, shown by the Svenska / English switch.')
        .optional(),
      pictures: example(
        z.array(pictureSchema('file: pictures/merch-nattbuss.jpg', 'alt: A black T-shirt with a night bus printed in yellow')).min(1, {
          error: 'add at least one picture.',
        }),
        'pictures:\n  - file: pictures/merch-nattbuss.jpg\n    alt: What the picture shows',
      ).describe('One or more pictures (JPEG, PNG or SVG, in content/pictures); the first shows in lists. Shown square.'),
      price: example(
        z.number({ error: 'write the price as a number, like 250.' }).min(0.01, { error: 'write a price above 0.' }),
        'price: 250',
      ).describe('The price, a number.'),
      currency: example(
        z
          .string()
          .trim()
          .toUpperCase()
          .refine((code) => CURRENCIES.has(code), { error: "write the currency's three-letter code: SEK, EUR, CZK …" }),
        'currency: SEK',
      ).describe("The currency's three-letter code: SEK, EUR, CZK …"),
      variants: example(z.array(text('- M')), 'variants:\n  - S\n  - M\n  - L')
        .describe('Sizes or variants the checkout offers, if any.')
        .optional(),
      availability: example(availabilitySchema, 'availability: in stock').describe('in stock, sold out or pre-order.'),
      shipsOn: input(example(z.iso.date({ error: 'write the date as year-month-day, like 2027-02-01.' }), 'shipsOn: 2027-02-01'), 'date')
        .describe('For a pre-order: the day it ships.')
        .optional(),
      buy: httpsUrl('buy: https://buy.stripe.com/kantstott-nattbuss').describe(
        "The item at the band's checkout: a Stripe Payment Link, a Bandcamp or Big Cartel item.",
      ),
    })
    .superRefine((item, context) => {
      if (item.availability === 'pre-order' && !item.shipsOn) {
        context.addIssue({ code: 'custom', path: ['shipsOn'], message: 'a pre-order needs the day it ships.' });
      }
      if (item.availability !== 'pre-order' && item.shipsOn) {
        context.addIssue({ code: 'custom', path: ['shipsOn'], message: 'only a pre-order has a day it ships; remove it, or make it a pre-order.' });
      }
    }),
  'name: Nattbuss-tröja, svart\npictures:\n  - file: pictures/merch-nattbuss.jpg\n    alt: What it shows\nprice: 250\ncurrency: SEK\navailability: in stock\nbuy: https://buy.stripe.com/…',
);

export type MerchFile = z.output<typeof merchFileSchema>;

/** A merch item as the site shows it. */
export type MerchItem<P = Artwork> = Readonly<Omit<MerchFile, 'pictures'>> & {
  /** The file's name: `#/merch/<slug>`. */
  readonly slug: string;
  readonly pictures: readonly P[];
};

/** One item's file, checked, with its pictures read; undefined after reporting why not. */
async function loadItem(loading: Loading, absolute: string): Promise<MerchItem<PictureFile> | undefined> {
  const slug = path.basename(absolute, '.yaml');
  if (!merchSlugPattern.test(slug)) {
    loading.problems.push({
      file: shownPath(absolute),
      field: 'file name',
      message: `\`${slug}.yaml\` cannot be an item's address: name it with lowercase letters, digits and dashes.`,
      example: `${slugify(slug) || 'trojan'}.yaml`,
    });
  }
  const loaded = await loadYaml(loading, absolute, merchFileSchema, { noun: 'a merch item' });
  if (!loaded) return undefined;
  const { yaml, data } = loaded;
  const pictures: PictureFile[] = [];
  for (const [index, picture] of data.pictures.entries()) {
    const file = await pictureInContent(loading, yaml, ['pictures', index], picture, merchFileSchema, SQUARE);
    if (file) pictures.push(file);
  }
  if (pictures.length < data.pictures.length || !merchSlugPattern.test(slug)) return undefined;
  return { ...data, slug, pictures };
}

/** Every item in merch/, in the order of their file names; none when there is no such folder. */
export const loadMerch = (loading: Loading) =>
  loadEntryFiles(loading, 'merch', { extension: '.yaml', what: 'item', example: 'nattbuss-trojan.yaml' }, (file) => loadItem(loading, file));
