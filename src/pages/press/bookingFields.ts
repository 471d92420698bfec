// What a promoter's booking request asks, in one table: the booking form
// (BookingForm.tsx) and the e-mail it falls back to both come from it.

export interface BookingField {
  /** The name the form service receives it by. */
  readonly name: string;
  readonly en: string;
  readonly sv: string;
  readonly type: 'text' | 'email' | 'number' | 'textarea';
  readonly required: boolean;
  readonly autoComplete?: string;
  /** A hint under the label, in both languages. */
  readonly hint?: { readonly en: string; readonly sv: string };
}

export const bookingFields: readonly BookingField[] = [
  {
    name: 'dates',
    en: 'Date or dates',
    sv: 'Datum',
    type: 'text',
    required: true,
    hint: { en: 'One date, or the dates you could do.', sv: 'Ett datum, eller de datum som passar.' },
  },
  { name: 'city', en: 'City', sv: 'Stad', type: 'text', required: true, autoComplete: 'address-level2' },
  { name: 'country', en: 'Country', sv: 'Land', type: 'text', required: true, autoComplete: 'country-name' },
  { name: 'venue', en: 'Venue', sv: 'Spelställe', type: 'text', required: true },
  { name: 'capacity', en: 'Capacity', sv: 'Publikkapacitet', type: 'number', required: false },
  {
    name: 'offer',
    en: 'Your offer',
    sv: 'Ditt erbjudande',
    type: 'text',
    required: true,
    hint: { en: 'A fee, or a door deal.', sv: 'Ett gage, eller en dörrdeal.' },
  },
  {
    name: 'backline',
    en: 'Backline',
    sv: 'Backline',
    type: 'textarea',
    required: false,
    hint: { en: 'What the venue has: amps, drums, PA.', sv: 'Vad stället har: förstärkare, trummor, PA.' },
  },
  { name: 'name', en: 'Your name', sv: 'Ditt namn', type: 'text', required: true, autoComplete: 'name' },
  { name: 'email', en: 'Your e-mail', sv: 'Din e-post', type: 'email', required: true, autoComplete: 'email' },
  { name: 'message', en: 'Message', sv: 'Meddelande', type: 'textarea', required: false },
];

/** The honeypot's name where site.yaml names none: Formspree's (other services take it as one more field, which the band ignores). */
export const DEFAULT_HONEYPOT = '_gotcha';

/** The subject of a booking request's e-mail. */
export const BOOKING_SUBJECT = 'Booking request';

/**
 * A `mailto:` address that opens an e-mail to the band's booking address with
 * every field of the form as a line to fill in, for a site without a form
 * service: `Date or dates: `, `City: ` …
 */
export function bookingMailto(bookingEmail: string): string {
  const body = bookingFields.map((field) => `${field.en} / ${field.sv}: `).join('\n');
  return `mailto:${bookingEmail}?subject=${encodeURIComponent(BOOKING_SUBJECT)}&body=${encodeURIComponent(`${body}\n`)}`;
}
