// The band's merch, made up: none at all (a third of the seeds), or a shelf
// of items, drawn from streams of their own (`merch`, `merch:N`), so a
// catalogue's other files are the same byte for byte whether or not its seed
// gives it merch. On every shelf: more items than the home page shows, one
// in stock, one sold out and one on pre-order, one with an English name and
// one without, one with several pictures, one with a long name, prices in
// several currencies (one with decimals). The pictures are drawn here, as
// SVG, from a fixed pool: the same files whatever the seed, so the build's
// picture cache stays warm.
import brand from '../../src/styles/brand.json';
import { slugify } from '../../src/util/slug.build';
import { fromDay, toDay } from './dates';
import type { Streams } from './streams';
import { chars, trackTitle } from './words';
import { yamlScalar } from './yaml';

/** How many items a seed with merch makes: more than the home page's three, so its "at most" is tried. */
export const GENERATED_ITEMS: readonly [number, number] = [4, 9];
const NONE = 1 / 3;
const LONG_NAME = 60;

/** What the band might sell, in Swedish and English, and the picture each is drawn as. */
const KINDS = [
  { sv: 'tröja', en: 'T-shirt', picture: 'shirt' },
  { sv: 'tygkasse', en: 'tote bag', picture: 'tote' },
  { sv: 'tygmärke', en: 'patch', picture: 'patch' },
  { sv: 'kassett', en: 'cassette', picture: 'cassette' },
] as const;

type Drawing = (typeof KINDS)[number]['picture'];

/** Where each kind of item is bought: the checkouts a band uses, as the schema takes them (any https address). */
const CHECKOUTS = [
  (slug: string) => `https://buy.stripe.com/test_${slug.replace(/-/g, '')}`,
  (slug: string) => `https://kantstott.bandcamp.com/merch/${slug}`,
  (slug: string) => `https://kantstott.bigcartel.com/product/${slug}`,
];

const PRICES = [
  { price: '250', currency: 'SEK' },
  { price: '120', currency: 'SEK' },
  { price: '19.5', currency: 'EUR' },
  { price: '450', currency: 'CZK' },
] as const;

const AVAILABILITIES = ['in stock', 'sold out', 'pre-order'] as const;

export interface MerchFile {
  /** Relative to the catalogue: `merch/<slug>.yaml`, `pictures/merch-shirt.svg`. */
  file: string;
  text: string;
}

/** The item's shape in the band's colours, on paper: hand-drawn enough, and the band's name across it. */
function drawing(kind: Drawing, variant: number): string {
  const { ink, paper, accent } = brand;
  const fill = variant % 2 === 0 ? ink : accent;
  const letters = variant % 2 === 0 ? paper : ink;
  const shapes: Record<Drawing, string> = {
    shirt: `<path d="M220 130 L320 90 Q400 140 480 90 L580 130 L680 250 L590 310 L560 270 L560 700 L240 700 L240 270 L210 310 L120 250 Z" fill="${fill}" stroke="${ink}" stroke-width="10"/>`,
    tote: `<path d="M300 260 Q300 120 400 120 Q500 120 500 260" fill="none" stroke="${ink}" stroke-width="22"/><path d="M190 260 L610 260 L580 700 L220 700 Z" fill="${fill}" stroke="${ink}" stroke-width="10"/>`,
    patch: `<circle cx="400" cy="410" r="270" fill="${fill}" stroke="${ink}" stroke-width="14" stroke-dasharray="22 10"/>`,
    cassette: `<rect x="130" y="210" width="540" height="360" rx="26" fill="${fill}" stroke="${ink}" stroke-width="10"/><circle cx="290" cy="470" r="44" fill="${paper}"/><circle cx="510" cy="470" r="44" fill="${paper}"/>`,
  };
  const textY = kind === 'cassette' ? 350 : 440;
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">',
    `<rect width="800" height="800" fill="${paper}"/>`,
    // A photocopier's speckle, the same every time: a few ink dots along a fixed pattern.
    ...Array.from(
      { length: 40 },
      (_, i) =>
        `<circle cx="${(i * 197) % 800}" cy="${(i * 331) % 800}" r="${1 + (i % 3)}" fill="${ink}" opacity="0.5"/>`,
    ),
    shapes[kind],
    `<text x="400" y="${textY}" text-anchor="middle" font-family="Arial Black, Impact, sans-serif" font-size="64" fill="${letters}" transform="rotate(-6 400 ${textY})">KANTSTÖTT</text>`,
    '</svg>',
    '',
  ].join('\n');
}

/** The pool's pictures: each kind in two colourings. */
const pictureName = (kind: Drawing, variant: number) => `pictures/merch-${kind}-${variant + 1}.svg`;

/**
 * The merch of a seed: none, or GENERATED_ITEMS many item files and the
 * pictures they name. `today`: a pre-order ships after it.
 */
export function makeMerch(streams: Streams, { today }: { today: string }): MerchFile[] {
  const rng = streams('merch');
  if (rng.chance(NONE)) return [];
  const count = rng.int(...GENERATED_ITEMS);
  const taken = new Set<string>();
  const items: MerchFile[] = [];
  const pictures = new Set<string>();
  for (let n = 0; n < count; n++) {
    const each = streams(`merch:${n}`);
    // The first three take each availability in turn, so every shelf has all three; the rest as drawn.
    const availability = n < AVAILABILITIES.length ? AVAILABILITIES[n]! : each.pick(AVAILABILITIES);
    const kind = KINDS[n % KINDS.length]!;
    let name = `${trackTitle(each, 'sv')}-${kind.sv}`;
    if (n === 3) while (chars(name) < LONG_NAME) name += ` och ${trackTitle(each, 'sv').toLowerCase()}`;
    // Numbered, so the shelf keeps the order drawn (items show in the order of their files' names).
    let slug = `${String(n + 1).padStart(2, '0')}-${slugify(name) || 'item'}`;
    while (taken.has(slug)) slug = `${slug}-${n}`;
    taken.add(slug);
    const english = n === 0 || (n !== 1 && each.chance(0.5));
    const shown = n === 0 ? [0, 1] : [each.int(0, 1)];
    for (const variant of shown) pictures.add(pictureName(kind.picture, variant));
    const { price, currency } = n === 2 ? PRICES[2] : each.pick(PRICES);
    const lines = [
      `name: ${yamlScalar(name)}`,
      ...(english ? ['english:', `  name: ${yamlScalar(`${trackTitle(each, 'en')} ${kind.en}`)}`] : []),
      'pictures:',
      ...shown.flatMap((variant) => [
        `  - file: ${pictureName(kind.picture, variant)}`,
        `    alt: ${yamlScalar(`A ${kind.en} with KANTSTÖTT printed across it`)}`,
      ]),
      `price: ${price}`,
      `currency: ${currency}`,
      ...(kind.picture === 'shirt' ? ['variants:', ...['S', 'M', 'L', 'XL'].map((size) => `  - ${size}`)] : []),
      `availability: ${availability}`,
      ...(availability === 'pre-order' ? [`shipsOn: ${fromDay(toDay(today) + each.int(20, 120))}`] : []),
      `buy: ${each.pick(CHECKOUTS)(slug)}`,
    ];
    items.push({ file: `merch/${slug}.yaml`, text: `${lines.join('\n')}\n` });
  }
  const drawn = [...pictures].sort().map((file) => {
    const [, kind, variant] = /merch-(\w+)-(\d)\.svg$/.exec(file)!;
    return { file, text: drawing(kind as Drawing, Number(variant) - 1) };
  });
  return [...items, ...drawn];
}
