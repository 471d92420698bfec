// What the large test catalogue (tools/make-catalogue.ts) adds for the fans
// who follow the band, and the promoters who book it: a mail provider to sign
// up with, and (where the seed says) a form service for booking requests.
// Nothing here is drawn from the seed's streams, so every other file of a
// seed's catalogue is what it would be without it.

/**
 * Where the stand-in mail provider the browser tests start listens
 * (__tests__/browser/newsletter.spec.ts reads it back from site.yaml): on
 * this computer, beside the test servers' own ports.
 */
export const STAND_IN_PROVIDER = 'http://127.0.0.1:4179/subscribe';

/** site.yaml with a newsletter at the stand-in provider, as a band would name Buttondown's or listmonk's. */
export function withNewsletter(siteText: string): string {
  if (/^newsletter:/m.test(siteText)) return siteText;
  return [
    siteText.replace(/\n*$/, '\n'),
    '# The mailing list: the sign-up form posts here.',
    'newsletter:',
    `  action: ${STAND_IN_PROVIDER}`,
    '  emailField: email',
    '  consentField: consent',
    '  hidden:',
    '    list: fans',
    '',
  ].join('\n');
}

/**
 * Where the stand-in form service the booking test starts listens
 * (__tests__/browser/booking.spec.ts reads it back from site.yaml), beside
 * the stand-in mail provider.
 */
export const STAND_IN_FORM_SERVICE = 'http://127.0.0.1:4187/f/booking';

/** site.yaml with booking requests posting to the stand-in form service, as a band would name Formspree's. */
export function withBookingForm(siteText: string): string {
  if (/^bookingForm:/m.test(siteText)) return siteText;
  return [
    siteText.replace(/\n*$/, '\n'),
    '# Booking requests from the press kit post here.',
    'bookingForm:',
    `  action: ${STAND_IN_FORM_SERVICE}`,
    '  hidden:',
    '    _subject: Booking request',
    '',
  ].join('\n');
}
