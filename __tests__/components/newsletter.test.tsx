// The sign-up form (components/NewsletterForm.tsx), drawn from a newsletter
// as site.yaml names it, and the pages without one (the fixture catalogue
// names no mail provider). Posting to the provider is the browser's:
// __tests__/browser/newsletter.spec.ts posts to a stand-in.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { parse } from 'yaml';
import NewsletterForm from '../../src/components/NewsletterForm';
import { siteSchema } from '../../src/content/site';
import { paths } from '../../src/util/routes';
import { fixtureSite } from '../support/fixtureSite';
import { renderApp } from '../support/renderWithProviders';

/** The fixture's site.yaml with a newsletter, as a band would write Mailchimp's form into it. */
const site = siteSchema.parse({
  ...fixtureSite(),
  social: { instagram: 'https://www.instagram.com/grusbandet/' },
  newsletter: parse(
    [
      'action: https://grusbandet.us21.list-manage.com/subscribe/post?u=abc&id=def',
      'emailField: EMAIL',
      'consentField: gdpr[7]',
      'hidden:',
      '  b_abc_def: ""',
    ].join('\n'),
  ) as unknown,
});
const newsletter = site.newsletter!;

const drawn = () => {
  render(<NewsletterForm newsletter={newsletter} bandName={site.name} />);
  const region = screen.getByRole('region', { name: 'News by mail' });
  return { region, form: region.querySelector('form')! };
};

test('a plain form to the provider: the address and the consent by their labels, the fields by the provider’s names', () => {
  const { region, form } = drawn();
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', newsletter.action);
  const email = within(region).getByRole('textbox', { name: 'Your e-mail address' });
  expect(email).toHaveAttribute('type', 'email');
  expect(email).toHaveAttribute('name', newsletter.emailField);
  expect(email).toBeRequired();
  expect(email).toHaveAccessibleDescription(/used for nothing else/);
  const consent = within(region).getByRole('checkbox', { name: 'Yes, mail me the band’s news' });
  expect(consent).toHaveAttribute('name', newsletter.consentField);
  expect(consent).toBeRequired();
  expect(Object.fromEntries(new FormData(form))).toEqual({ [newsletter.emailField]: '', ...newsletter.hidden });
  expect(within(region).getByRole('button', { name: 'Sign up' })).toHaveAttribute('type', 'submit');
});

test('it posts once: a second submit while the provider answers is held back, and a changed address posts again', () => {
  const { form, region } = drawn();
  expect(fireEvent.submit(form)).toBe(true);
  expect(fireEvent.submit(form)).toBe(false);
  fireEvent.input(within(region).getByRole('textbox'), { target: { value: 'another@example.org' } });
  expect(fireEvent.submit(form)).toBe(true);
});

test('offline it says it needs a connection, and does not post', () => {
  const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
  try {
    const { form, region } = drawn();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(within(region).getByRole('status')).toHaveTextContent('Signing up needs a connection');
    expect(fireEvent.submit(form)).toBe(false);
    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(within(region).getByRole('status')).toHaveTextContent('');
    expect(fireEvent.submit(form)).toBe(true);
  } finally {
    online.mockRestore();
  }
});

test.each([paths.home, paths.gigs])('with no provider named (the fixture’s site.yaml), %s has no form', async (route) => {
  expect(fixtureSite().newsletter).toBeUndefined();
  await renderApp(route);
  expect(screen.queryByRole('region', { name: 'News by mail' })).toBeNull();
  expect(document.querySelector('form')).toBeNull();
});
