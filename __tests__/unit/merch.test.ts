/** @jest-environment node */
// The band's merch (content/merch/): an item that follows the rules loads,
// with its pictures, in the order of the files' names; each mistake is told
// with its file, line and field; the site.yaml booking form service is
// checked, and the pages' forms may post to it. A catalogue with no merch/
// folder has no merch.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentProblem } from '../../src/content/check';
import { loadContent } from '../../src/content/content';
import { merchFileSchema } from '../../src/content/merch';
import { formOrigins } from '../../src/content/site';
import { contentError } from '../support/contentError';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'content');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'merch-'));
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'merch'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'merch', name), text);
const shown = (name: string) =>
  path
    .relative(process.cwd(), path.join(dir, 'merch', name))
    .split(path.sep)
    .join('/');

const GOOD = `name: Nattbuss-tröja
english:
  name: Night bus T-shirt
pictures:
  - file: pictures/group.svg
    alt: A black T-shirt
price: 250
currency: sek
variants:
  - S
  - M
availability: in stock
buy: https://buy.stripe.com/test_nattbuss
`;

const problems = async (): Promise<readonly ContentProblem[]> => (await contentError(dir)).problems;

describe('a merch item', () => {
  it('loads with its names, pictures (cropped square), price, currency, variants and checkout', async () => {
    write('nattbuss.yaml', GOOD);
    const { content } = await loadContent(dir);
    expect(content.merch).toHaveLength(1);
    const [item] = content.merch;
    expect(item).toMatchObject({
      slug: 'nattbuss',
      name: 'Nattbuss-tröja',
      english: { name: 'Night bus T-shirt' },
      price: 250,
      currency: 'SEK',
      variants: ['S', 'M'],
      availability: 'in stock',
      buy: 'https://buy.stripe.com/test_nattbuss',
    });
    const [picture] = item!.pictures;
    expect(picture).toMatchObject({ file: expect.stringMatching(/pictures\/group\.svg$/), alt: 'A black T-shirt' });
    // The group picture is wider than high: the shelf shows every picture square.
    expect(picture?.crop).toEqual({ width: 1, height: 1 });
  });

  it('comes in the order of the files’ names', async () => {
    write('b-kasse.yaml', GOOD.replace('Nattbuss-tröja', 'Kasse'));
    write('a-troja.yaml', GOOD);
    const { content } = await loadContent(dir);
    expect(content.merch.map((item) => item.slug)).toEqual(['a-troja', 'b-kasse']);
  });

  it('on pre-order needs the day it ships, and only then has one', async () => {
    write('forhand.yaml', GOOD.replace('availability: in stock', 'availability: pre-order'));
    write('slut.yaml', GOOD.replace('availability: in stock', 'availability: sold out\nshipsOn: 2027-02-01'));
    const found = await problems();
    expect(found.map((problem) => [problem.file, problem.field])).toEqual(
      expect.arrayContaining([
        [shown('forhand.yaml'), 'shipsOn'],
        [shown('slut.yaml'), 'shipsOn'],
      ]),
    );
  });

  it('is told when its checkout is not https, its currency not a currency, or it has no picture', async () => {
    write('http.yaml', GOOD.replace('https://buy.stripe.com', 'http://buy.stripe.com'));
    write('valuta.yaml', GOOD.replace('currency: sek', 'currency: kronor'));
    write('utan.yaml', GOOD.replace(/pictures:\n( {2}.*\n)+/, 'pictures: []\n'));
    const found = await problems();
    const at = (file: string) => found.find((problem) => problem.file === shown(file));
    expect(at('http.yaml')).toMatchObject({ field: 'buy', line: 13 });
    expect(at('http.yaml')?.message).toContain('https://');
    expect(at('valuta.yaml')).toMatchObject({ field: 'currency', line: 8, example: 'currency: SEK' });
    expect(at('utan.yaml')?.field).toBe('pictures');
  });

  it('is told when its picture is not there, or its file name cannot be an address', async () => {
    write('Nattbuss Tröja.yaml', GOOD.replace('pictures/group.svg', 'pictures/grupp.svg'));
    const found = await problems();
    expect(found.map((problem) => problem.field)).toEqual(expect.arrayContaining(['file name', 'pictures.0.file']));
    expect(found.find((problem) => problem.field === 'file name')?.example).toBe('nattbuss-troja.yaml');
  });

  it('is a .yaml file: anything else in merch/ is told', async () => {
    write('troja.yml', GOOD);
    const [problem] = await problems();
    expect(problem).toMatchObject({ file: shown('troja.yml'), field: 'file name' });
  });
});

describe('the schema of an item', () => {
  it('takes a price above nothing and refuses a field it does not have', () => {
    const item = {
      name: 'X',
      pictures: [{ file: 'pictures/x.svg', alt: 'X' }],
      price: 10,
      currency: 'EUR',
      availability: 'in stock',
      buy: 'https://x.example/',
    };
    expect(merchFileSchema.safeParse(item).success).toBe(true);
    expect(merchFileSchema.safeParse({ ...item, price: 0 }).success).toBe(false);
    expect(merchFileSchema.safeParse({ ...item, colour: 'black' }).success).toBe(false);
  });
});

it('a catalogue without merch/ has no merch', async () => {
  fs.rmSync(path.join(dir, 'merch'), { recursive: true });
  const { content } = await loadContent(dir);
  expect(content.merch).toEqual([]);
});

describe('the booking form service in site.yaml', () => {
  const siteFile = () => path.join(dir, 'site.yaml');
  const addToSite = (text: string) => fs.appendFileSync(siteFile(), `\n${text}`);

  it('is optional, and named it is where the forms may post, beside the mail provider', async () => {
    const without = await loadContent(dir);
    expect(without.content.site.bookingForm).toBeUndefined();
    addToSite('bookingForm:\n  action: https://formspree.io/f/kantstott\n  honeypotField: _gotcha\n');
    const { content } = await loadContent(dir);
    expect(content.site.bookingForm).toEqual({ action: 'https://formspree.io/f/kantstott', honeypotField: '_gotcha' });
    expect(formOrigins(content.site)).toEqual([
      ...(content.site.newsletter ? [new URL(content.site.newsletter.action).origin] : []),
      'https://formspree.io',
    ]);
  });

  it('is told when its address is not https', async () => {
    addToSite('bookingForm:\n  action: http://formspree.io/f/kantstott\n');
    const [problem] = await problems();
    expect(problem).toMatchObject({ field: 'bookingForm.action' });
    expect(problem?.message).toContain('https://');
  });
});
