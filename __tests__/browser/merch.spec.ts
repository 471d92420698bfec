// The band's merch as a fan meets it, on whatever content the build has:
// with items, Merch in the menu, the first few on home below the releases,
// every item with its price at #/merch, a sold-out item with no Buy link,
// Buy opening the item's checkout in a new tab, and each item's share page
// carrying its Product and Offer for search engines. Without items, none of
// it: no link, no section, and #/merch says "Page not found!".
// (every-route.spec.ts checks the pages themselves.)
import type { MerchItem } from '../../src/content/merch';
import { MERCH_ON_HOME, priceOf } from '../../src/pages/merch/data.build';
import { paths, shareFolder } from '../../src/util/routes';
import { appReady, CATALOGUE, escapeRegExp, expect, goToRoute, openRoute, pageHeading, pageTitle, test } from './fixtures';

/** How schema.org names each availability, as search engines read an Offer's. */
const SCHEMA_AVAILABILITY: Record<MerchItem['availability'], string> = {
  'in stock': 'https://schema.org/InStock',
  'sold out': 'https://schema.org/SoldOut',
  'pre-order': 'https://schema.org/PreOrder',
};

/** Playwright's browser asks for English: an item shows its English name where it has one. */
const shownName = (item: MerchItem<unknown>) => item.english?.name ?? item.name;

test('the merch shows in the menu, on home and at #/merch exactly when there are items', { tag: CATALOGUE }, async ({ page, content }) => {
  const items = content.merch;
  await openRoute(page, '#/', 'Home');
  const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Merch', exact: true });
  const section = page.getByRole('region', { name: 'Merch', exact: true });
  if (items.length === 0) {
    await expect(menuLink).toHaveCount(0);
    await expect(section).toHaveCount(0);
    await goToRoute(page, '#/merch');
    await appReady(page);
    await expect(pageHeading(page, 'Page not found!')).toBeVisible();
    return;
  }
  const onHome = section.getByRole('heading', { level: 3 });
  await expect(onHome).toHaveCount(Math.min(MERCH_ON_HOME, items.length));
  for (const [index, item] of items.slice(0, MERCH_ON_HOME).entries())
    await expect(onHome.nth(index)).toHaveAccessibleName(shownName(item));
  // Below the releases' players, where the home page has them.
  const players = page.getByRole('region', { name: /^Listen/ });
  if ((await players.count()) > 0) {
    const below = await section.evaluate(
      (node, other) => Boolean(other!.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_FOLLOWING),
      await players.elementHandle(),
    );
    expect(below, 'the merch is below the releases').toBe(true);
  }

  await menuLink.click();
  await expect(pageHeading(page, 'Merch')).toBeVisible();
  await expect(page).toHaveTitle(pageTitle(content, 'Merch'));
  await expect(page.getByText(/takes no payment/)).toBeVisible();
  const listed = page.getByRole('main').getByRole('listitem');
  await expect(listed).toHaveCount(items.length);
  for (const [index, item] of items.entries()) {
    const card = listed.nth(index);
    await expect(card.getByRole('heading', { level: 2 })).toHaveAccessibleName(shownName(item));
    await expect(card.getByText(priceOf(item), { exact: true })).toBeVisible();
    const buy = card.getByRole('link', { name: /^(Buy|Pre-order)\b/ });
    if (item.availability === 'sold out') {
      await expect(buy).toHaveCount(0);
      await expect(card.getByText('Sold out', { exact: true })).toBeVisible();
    } else {
      await expect(buy).toHaveAttribute('href', item.buy);
    }
    if (item.shipsOn) await expect(card.locator(`time[datetime="${item.shipsOn}"]`)).toBeVisible();
  }
});

test('Buy opens the item’s checkout address in a new tab', { tag: CATALOGUE }, async ({ page, context, content }) => {
  const item = content.merch.find((each) => each.availability !== 'sold out');
  if (!item) {
    // Nothing to buy (no merch, or all sold out): no Buy or Pre-order link where the merch would show.
    await openRoute(page, content.merch.length > 0 ? '#/merch' : '#/', content.merch.length > 0 ? 'Merch' : 'Home');
    await expect(page.getByRole('link', { name: /^(Buy|Pre-order)\b/ })).toHaveCount(0);
    return;
  }
  // The band's checkout is elsewhere; here a stand-in answers for it, so the new tab shows a page.
  await context.route(`${new URL(item.buy).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }),
  );
  await openRoute(page, `#${paths.merchItem(item.slug)}`, shownName(item));
  await expect(page.getByText(priceOf(item), { exact: true })).toBeVisible();
  const tab = page.waitForEvent('popup');
  await page
    .getByRole('link', { name: new RegExp(`^(Buy|Pre-order) ${escapeRegExp(item.name)} at ${escapeRegExp(new URL(item.buy).hostname)}`) })
    .click();
  const checkout = await tab;
  await checkout.waitForURL(item.buy);
  await expect(checkout.getByRole('heading', { name: 'Checkout' })).toBeVisible();
  // The site stays where it was, in its own tab.
  await expect(pageHeading(page, shownName(item))).toBeVisible();
});

test(
  'every item’s share page has its Product, with an Offer search engines take, and leads into the app',
  { tag: CATALOGUE },
  async ({ page, baseURL, content }) => {
    if (content.merch.length === 0) {
      expect((await page.request.get(shareFolder(paths.merch))).status()).toBe(404);
      return;
    }
    for (const item of content.merch) {
      const html = await (await page.request.get(shareFolder(paths.merchItem(item.slug)))).text();
      const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
      const product = blocks.find((block) => block['@type'] === 'Product');
      expect(product, `${item.slug}: a Product`).toMatchObject({
        '@context': 'https://schema.org',
        name: expect.any(String),
        image: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
        offers: {
          '@type': 'Offer',
          price: item.price,
          priceCurrency: item.currency,
          availability: SCHEMA_AVAILABILITY[item.availability],
          url: item.buy,
        },
      });
      // What a structured-data check holds an Offer to: a number above nought, a three-letter currency, a schema.org availability.
      expect(product.offers.price).toBeGreaterThan(0);
      expect(product.offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
      expect(Object.values(SCHEMA_AVAILABILITY)).toContain(product.offers.availability);
      if (item.availability === 'sold out') expect(html).not.toContain(`href="${item.buy.replace(/&/g, '&amp;')}"`);
      // Its card is the item's own picture.
      expect(html).toMatch(/<meta property="og:image" content="https:\/\/[^"]+merch-/);
    }
    const item = content.merch[0]!;
    await page.goto(shareFolder(paths.merchItem(item.slug)));
    await expect.poll(() => decodeURIComponent(page.url())).toBe(`${baseURL}#${paths.merchItem(item.slug)}`);
    await expect(pageHeading(page, shownName(item))).toBeVisible();
  },
);
