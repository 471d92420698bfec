// A promoter's booking request, on whatever content the build has. Where
// site.yaml names a form service (the large catalogue's stand-in, from
// tools/catalogue-fans.ts, which this test runs on 127.0.0.1): the press kit
// has a form that says what is missing, then posts every field once to the
// service, honeypot empty; the press kit's share page has the same form,
// which posts with no script at all; the pages' CSP lets forms post there.
// Without a service: no form, and a mailto: link whose e-mail carries the fields.
import type { Page } from '@playwright/test';
import { formOrigins } from '../../src/content/site';
import { bookingFields, DEFAULT_HONEYPOT } from '../../src/pages/press/bookingFields';
import { paths, shareFolder } from '../../src/util/routes';
import { plain, standInFormService } from '../support/formStandIn';
import { CATALOGUE, expect, formAction, openRoute, test } from './fixtures';

/** What a promoter fills in, by field name. */
const REQUEST: Record<string, string> = {
  dates: '14 or 15 March 2027',
  city: 'Brno',
  country: 'Czech Republic',
  venue: 'Klub Vlna',
  capacity: '180',
  offer: '70% of the door',
  backline: 'Two bass amps, a drum kit, PA with monitors',
  name: 'Jana Nováková',
  email: 'jana@example.cz',
  message: 'We would love to have you on a Friday.',
};

/** Fills every field in by its label in English (the page follows the browser's language). */
async function fillIn(page: Page) {
  for (const field of bookingFields) {
    await page.getByRole(field.type === 'number' ? 'spinbutton' : 'textbox', { name: field.en, exact: true }).fill(REQUEST[field.name]!);
  }
}

test(
  'the booking request: to the form service site.yaml names, with and without scripts; else an e-mail with the fields',
  { tag: CATALOGUE },
  async ({ page, browser, baseURL, content }) => {
    const { bookingForm, bookingEmail } = content.site;
    await openRoute(page, '#/press', 'Press kit');
    const section = page.getByRole('region', { name: 'Booking request' });
    expect(await formAction(page)).toBe(`form-action ${formOrigins(content.site).join(' ') || "'none'"}`);
    if (!bookingForm) {
      await expect(section.locator('form')).toHaveCount(0);
      const mail = new URL((await section.getByRole('link', { name: 'Write a booking request' }).getAttribute('href'))!);
      expect(mail.protocol).toBe('mailto:');
      expect(mail.pathname).toBe(bookingEmail);
      const lines = mail.searchParams.get('body')!.split('\n');
      for (const field of bookingFields) expect(lines).toContain(`${field.en} / ${field.sv}: `);
      return;
    }
    expect(await formAction(page)).toContain(new URL(bookingForm.action).origin);
    const expected = { ...REQUEST, [bookingForm.honeypotField ?? DEFAULT_HONEYPOT]: '', ...bookingForm.hidden };
    const service = await standInFormService(
      bookingForm.action,
      (fields) => `<!doctype html><title>Thanks</title><h1>Request received</h1><p>We will answer ${plain(fields.get('email') ?? '')}.</p>`,
    );
    try {
      await test.step('with scripts: what is missing is said before anything is sent', async () => {
        await section.getByRole('button', { name: 'Send the request' }).click();
        await expect(section.getByRole('alert')).toContainText('Please fill in these before sending');
        for (const field of bookingFields.filter((each) => each.required)) {
          await expect(section.getByRole('alert').getByRole('link', { name: field.en, exact: true })).toBeVisible();
        }
        await expect(page.getByRole('textbox', { name: bookingFields[0]!.en, exact: true })).toBeFocused();
        expect(service.posts).toEqual([]);
      });

      await test.step('with scripts: one POST with every field, the honeypot empty; the promoter sees the service’s answer', async () => {
        await fillIn(page);
        const answered = page.waitForURL(bookingForm.action);
        await section.getByRole('button', { name: 'Send the request' }).dblclick();
        await answered;
        await expect(page.getByRole('heading', { name: 'Request received' })).toBeVisible();
        expect(service.posts.map((fields) => Object.fromEntries(fields))).toEqual([expected]);
      });

      await test.step('without scripts, on the press kit’s share page: the same form posts the same fields', async () => {
        const plainContext = await browser.newContext({ javaScriptEnabled: false, baseURL });
        try {
          const plainPage = await plainContext.newPage();
          await plainPage.goto(shareFolder(paths.press));
          await fillIn(plainPage);
          const answered = plainPage.waitForURL(bookingForm.action);
          await plainPage.getByRole('button', { name: 'Send the request' }).click();
          await answered;
          await expect(plainPage.getByRole('heading', { name: 'Request received' })).toBeVisible();
          expect(service.posts.map((fields) => Object.fromEntries(fields))).toEqual([expected, expected]);
        } finally {
          await plainContext.close();
        }
      });
    } finally {
      await service.close();
    }
  },
);
