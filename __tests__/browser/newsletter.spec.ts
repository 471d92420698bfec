// Signing up to the band's mailing list, as a fan does, against a stand-in
// for the band's mail provider that this test runs on 127.0.0.1 where
// site.yaml says the provider is (the large catalogue names one: tools/
// catalogue-fans.ts; the band's own content may name none). The form is the
// site's plain HTML: it posts the address once, the fan sees the provider's
// answer, and the pages' CSP lets forms post to that provider alone. With no
// provider named, there is no form anywhere.
import type { Page } from '@playwright/test';
import { formOrigins } from '../../src/content/site';
import { plain, standInFormService } from '../support/formStandIn';
import { CATALOGUE, expect, formAction, openRoute, test } from './fixtures';

/** The pages the form is on: home, the gig list and the press kit. */
const PAGES = [
  ['#/', 'Home'],
  ['#/gigs', 'Gigs'],
  ['#/press', 'Press kit'],
] as const;

const emailBox = (page: Page) => page.getByRole('textbox', { name: 'Your e-mail address' });

/** A mail provider's sign-up endpoint: it takes the fields and answers with a page. */
const standInProvider = (action: string, emailField: string) =>
  standInFormService(
    action,
    (fields) =>
      `<!doctype html><title>Almost there</title><h1>Check your inbox</h1><p>We sent ${plain(fields.get(emailField) ?? '')} a link to confirm.</p>`,
  );

// One test for both cases, which the content decides: every catalogue checks
// the case it is (the band's names no provider; the generated ones do).
test(
  'the sign-up: where site.yaml names a mail provider, a form on home, the gig list and the press kit that posts the address once; where none, no form',
  { tag: CATALOGUE },
  async ({ page, context, content }) => {
    const { newsletter } = content.site;
    if (!newsletter) {
      for (const [hash, heading] of PAGES) {
        await openRoute(page, hash, heading);
        await expect(page.locator('form')).toHaveCount(0);
      }
      // Forms post nowhere, but to a booking form service where site.yaml names one (booking.spec.ts).
      expect(await formAction(page)).toBe(`form-action ${formOrigins(content.site).join(' ') || "'none'"}`);
      return;
    }

    await test.step('on home, the gig list and the press kit; forms may post to the provider (and a booking service), and nowhere else', async () => {
      for (const [hash, heading] of PAGES) {
        await openRoute(page, hash, heading);
        await expect(emailBox(page)).toBeVisible();
      }
      expect(await formAction(page)).toBe(`form-action ${formOrigins(content.site).join(' ')}`);
      expect(await formAction(page)).toContain(new URL(newsletter.action).origin);
    });

    const provider = await standInProvider(newsletter.action, newsletter.emailField);
    try {
      await test.step('without an address or the consent it does not post; offline it says it needs a connection', async () => {
        await openRoute(page, '#/gigs', 'Gigs');
        const form = page.getByRole('region', { name: 'News by mail' });
        const signUp = form.getByRole('button', { name: 'Sign up' });
        await signUp.click();
        await expect(emailBox(page)).toBeFocused();
        await emailBox(page).fill('fan@example.com');
        await signUp.click();
        await expect(form.getByRole('checkbox')).toBeFocused();
        await context.setOffline(true);
        await expect(form.getByRole('status')).toHaveText('Signing up needs a connection: you are offline.');
        await context.setOffline(false);
        await expect(form.getByRole('status')).toHaveText('');
        expect(provider.posts).toEqual([]);
      });

      await test.step('it posts the address once, and the fan sees the provider’s answer', async () => {
        await openRoute(page, '#/', 'Home');
        const form = page.getByRole('region', { name: 'News by mail' });
        await expect(form.getByText(/used for nothing else/)).toBeVisible();
        // By keyboard, as a fan may: the address, the consent, then Sign up, pressed twice in a hurry.
        await emailBox(page).fill('fan@example.com');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(form.getByRole('checkbox', { name: 'Yes, mail me the band’s news' })).toBeChecked();
        const answered = page.waitForURL(newsletter.action);
        await form.getByRole('button', { name: 'Sign up' }).dblclick();
        await answered;
        await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
        await expect(page.getByText('We sent fan@example.com a link to confirm.')).toBeVisible();
        expect(provider.posts.map((fields) => Object.fromEntries(fields))).toEqual([
          {
            [newsletter.emailField]: 'fan@example.com',
            ...(newsletter.consentField ? { [newsletter.consentField]: 'yes' } : {}),
            ...newsletter.hidden,
          },
        ]);
      });
    } finally {
      await provider.close();
    }
  },
);
