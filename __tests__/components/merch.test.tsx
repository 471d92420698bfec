// The band's merch on the fixture catalogue with items added (one in stock
// with an English name and two pictures, one sold out, one on pre-order, one
// more than home shows): the home page's section, the menu's link, the shelf
// at #/merch and an item's page. Expectations are read from the items. And
// the press kit's booking request: a form to the site's form service, which
// says what is missing; without a service, an e-mail with the same fields.
// (Without merch: merchNone.test.tsx, a file of its own, as the page files a
// test file loads are kept for the file.)
import { screen, within } from '@testing-library/react';
import type { Content } from '../../src/content/content';
import type { MerchItem } from '../../src/content/merch';
import { scriptSite, type Site } from '../../src/content/site';
import { pageTitle } from '../../src/lib/pageMeta';
import { MERCH_ON_HOME, priceOf } from '../../src/pages/merch/data.build';
import { paths } from '../../src/util/routes';
import { fixtureCatalogue, fixtureSite, loaderFor, pageFilesOf } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

let withMerch: Content;
const now = Date.now();

/** What the booking form asks, by the names a promoter reads. */
const BOOKING_FIELDS = [
  'Date or dates',
  'City',
  'Country',
  'Venue',
  'Capacity',
  'Your offer',
  'Backline',
  'Your name',
  'Your e-mail',
  'Message',
];

/** A field of the booking form by its label in the language shown (capacity is a number). */
const field = (section: HTMLElement, name: string | RegExp) =>
  within(section).getByRole(name === 'Capacity' ? 'spinbutton' : 'textbox', { name });

beforeAll(async () => {
  const bare = await fixtureCatalogue();
  const picture = bare.band.group;
  const item = (slug: string, more: Partial<MerchItem>): MerchItem => ({
    slug,
    name: `Tröja ${slug}`,
    pictures: [picture],
    price: 250,
    currency: 'SEK',
    availability: 'in stock',
    buy: `https://buy.stripe.com/test_${slug}`,
    ...more,
  });
  withMerch = {
    ...bare,
    merch: [
      item('nattbuss', { english: { name: 'Night bus shirt' }, pictures: [picture, bare.band.hero], variants: ['S', 'M', 'L'] }),
      item('slutsald', { availability: 'sold out', price: 19.5, currency: 'EUR' }),
      item('forhand', { availability: 'pre-order', shipsOn: '2027-02-01', buy: 'https://kantstott.bandcamp.com/merch/forhand' }),
      item('kasse', { name: 'Kasse' }),
    ],
  };
});

const renderWith = (content: Content, route: string, site: Site = fixtureSite()) =>
  renderApp(route, undefined, {
    loader: loaderFor(pageFilesOf(content, now)),
    site: scriptSite(site, content.news.length, content.merch.length),
  });

describe('with merch', () => {
  test('home shows the first few below the players, each linking to its page, and All merch', async () => {
    await renderWith(withMerch, `${paths.home}?lang=sv`);
    const section = await screen.findByRole('region', { name: 'Merch' });
    const headings = within(section).getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(Math.min(MERCH_ON_HOME, withMerch.merch.length));
    headings.forEach((heading, index) => {
      const item = withMerch.merch[index]!;
      expect(heading).toHaveAccessibleName(item.name);
      expect(heading.closest('a')).toHaveAttribute('href', `#${paths.merchItem(item.slug)}`);
    });
    expect(within(section).queryByRole('link', { name: /^Buy/ })).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All merch' })).toHaveAttribute('href', paths.merch);
    const players = screen.getByRole('region', { name: /^Listen/ });
    expect(players.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Main' });
    expect(within(menu).getByRole('link', { name: 'Merch' })).toHaveAttribute('href', paths.merch);
  });

  test('#/merch lists every item with its price; Buy opens its checkout in a new tab, and a sold-out item has none', async () => {
    await renderWith(withMerch, `${paths.merch}?lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Merch' })).toBeInTheDocument();
    expect(document.title).toBe(pageTitle(fixtureSite(), 'Merch'));
    expect(screen.getByText(/you pay there/)).toBeVisible();
    const items = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(items).toHaveLength(withMerch.merch.length);
    items.forEach((listed, index) => {
      const item = withMerch.merch[index]!;
      expect(within(listed).getByRole('heading', { level: 2 })).toHaveAccessibleName(item.english?.name ?? item.name);
      expect(within(listed).getByText(priceOf(item))).toBeVisible();
      const buy = within(listed).queryByRole('link', { name: /^(Buy|Pre-order)/ });
      if (item.availability === 'sold out') {
        expect(buy).not.toBeInTheDocument();
        expect(within(listed).getByText('Sold out')).toBeVisible();
      } else {
        expect(buy).toHaveAttribute('href', item.buy);
        expect(buy).toHaveAttribute('target', '_blank');
        expect(buy).toHaveAccessibleName(expect.stringContaining(new URL(item.buy).hostname));
      }
    });
  });

  test('an item’s page: every picture, its price, sizes, pre-order day, and its Product with its Offer', async () => {
    const item = withMerch.merch.find((each) => each.availability === 'pre-order')!;
    await renderWith(withMerch, `${paths.merchItem(item.slug)}?lang=sv`);
    expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeInTheDocument();
    expect(screen.getByText(priceOf(item))).toBeVisible();
    expect(screen.getByText(/Pre-order: ships/).querySelector('time')).toHaveAttribute('datetime', item.shipsOn);
    expect(screen.getByRole('link', { name: /^Pre-order/ })).toHaveAttribute('href', item.buy);
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')!.textContent!);
    expect(data).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', price: item.price, priceCurrency: item.currency, availability: 'https://schema.org/PreOrder' },
    });
  });

  test('an item with English and several pictures switches its name and shows each picture', async () => {
    const item = withMerch.merch.find((each) => each.english && each.pictures.length > 1)!;
    const { user } = await renderWith(withMerch, `${paths.merchItem(item.slug)}?lang=sv`);
    expect(await screen.findByRole('heading', { level: 1, name: item.name })).toBeInTheDocument();
    for (const picture of item.pictures) expect(screen.getByRole('img', { name: picture.alt })).toBeInTheDocument();
    expect(screen.getByText(`Sizes and variants:`).parentElement).toHaveTextContent(item.variants!.join(', '));
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('heading', { level: 1, name: item.english!.name })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /All merch/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Merch' })).toBeInTheDocument();
  });
});

describe('the booking request on the press kit', () => {
  const service = { action: 'https://formspree.io/f/kantstott', hidden: { _subject: 'Booking request' } };

  test('with a form service: a form to it, with a hidden honeypot, that says what is missing and goes to the first', async () => {
    const { user } = await renderWith(await fixtureCatalogue(), `${paths.press}?lang=en`, { ...fixtureSite(), bookingForm: service });
    const section = await screen.findByRole('region', { name: 'Booking request' });
    const form = section.querySelector('form')!;
    expect(form).toHaveAttribute('action', service.action);
    expect(form).toHaveAttribute('method', 'post');
    for (const name of BOOKING_FIELDS) expect(field(section, name)).toBeVisible();
    expect(form.querySelector('input[name="_gotcha"]')).not.toBeVisible();
    expect(form.querySelector('input[name="_subject"]')).toHaveValue('Booking request');

    await user.type(field(section, 'City'), 'Brno');
    await user.type(field(section, 'Your e-mail'), 'not an address');
    await user.click(within(section).getByRole('button', { name: 'Send the request' }));
    const alert = within(section).getByRole('alert');
    expect(alert).toHaveTextContent('Please fill in these before sending');
    expect(within(alert).getByRole('link', { name: 'Your e-mail' })).toBeVisible();
    expect(within(alert).queryByRole('link', { name: 'City' })).not.toBeInTheDocument();
    expect(field(section, 'Date or dates')).toHaveFocus();
    expect(field(section, 'Date or dates')).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(alert).getByRole('link', { name: 'Your name' }));
    expect(field(section, 'Your name')).toHaveFocus();
  });

  test('its words follow the page’s language', async () => {
    await renderWith(await fixtureCatalogue(), `${paths.press}?lang=sv`, { ...fixtureSite(), bookingForm: service });
    const section = await screen.findByRole('region', { name: 'Booking request' });
    expect(field(section, 'Datum')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Skicka förfrågan' })).toBeVisible();
  });

  test('without a form service: an e-mail to the booking address with every field to fill in', async () => {
    const site = fixtureSite();
    await renderWith(await fixtureCatalogue(), `${paths.press}?lang=en`, site);
    const section = await screen.findByRole('region', { name: 'Booking request' });
    expect(section.querySelector('form')).toBeNull();
    const mail = new URL(within(section).getByRole('link', { name: 'Write a booking request' }).getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe(site.bookingEmail);
    const body = mail.searchParams.get('body')!;
    for (const name of BOOKING_FIELDS) expect(body).toContain(`${name} / `);
  });
});
