// The field builders the content's schemas share: each checks one kind of
// field, says what is wrong in the band's words and carries the right form.
import { z } from 'zod';

/**
 * Attaches the "right form" a band member is shown when this field is wrong.
 * check.ts reads it back with `schema.meta()`; it is kept beside the field so
 * the format and its examples are written down in one place.
 */
export function example<T extends z.ZodType>(schema: T, rightForm: string): T {
  return schema.meta({ example: rightForm });
}

/**
 * What a text field holds where plain text would not say it, for the band's
 * editor (src/content/editor): it shows a date or time picker, a list of
 * countries or time zones, a picture or recording upload or a box for a paragraph.
 */
export type FieldInput = 'date' | 'time' | 'country' | 'timeZone' | 'picture' | 'recording' | 'longText';

const FIELD_INPUTS: readonly FieldInput[] = ['date', 'time', 'country', 'timeZone', 'picture', 'recording', 'longText'];

export function input<T extends z.ZodType>(schema: T, kind: FieldInput): T {
  return schema.meta({ input: kind });
}

/** The FieldInput a schema's metadata names, if any. */
export const fieldInputOf = (meta: Readonly<Record<string, unknown>>): FieldInput | undefined =>
  FIELD_INPUTS.find((kind) => kind === meta.input);

// Every schema's message completes "…, field `x`: " in check.ts, so it needs no subject.

/** Text the band must fill in. Surrounding spaces are dropped. */
export const text = (rightForm: string) => example(z.string().trim().min(1, { error: 'it is empty.' }), rightForm);

/** A four-digit year: `22` is more likely a slip than the year 22. */
export const year = (rightForm: string) =>
  example(
    z.int().min(1900, { error: 'write all four digits of the year.' }).max(2999, { error: 'write all four digits of the year.' }),
    rightForm,
  );

/** The site links out only over https (a plain http link would be flagged by browsers). */
export const httpsUrl = (rightForm: string) =>
  example(z.url({ protocol: /^https$/, error: 'write a whole web address that starts with https://' }), rightForm);
