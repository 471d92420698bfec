import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Both } from '../../components/Both';
import type { BookingForm as FormService } from '../../content/site';
import { type BookingField, bookingFields, bookingMailto, DEFAULT_HONEYPOT } from './bookingFields';
// The sign-up form's look, and the merch's loud button: no styles of its own (each would be in every page's stylesheet).
import * as merchStyles from '../../components/MerchList.module.css';
import * as fields from '../../components/NewsletterForm.module.css';

/**
 * A promoter's booking request. Where site.yaml names a form service, a plain
 * form that posts every field to it, with a honeypot (a field no person sees,
 * which the service drops requests by when a bot fills it in): it works as
 * the build wrote it, without scripts (the press kit's share page holds it
 * too); the scripts add that it says what is missing before sending, and
 * sends once. Without a service, an e-mail to the booking address with the
 * same fields to fill in. Its words follow the page's language (<html
 * data-language>), as the band's texts do.
 */
export function BookingRequest({ service, bookingEmail }: { service: FormService | undefined; bookingEmail: string }) {
  if (!service) {
    return (
      <p>
        <a className={merchStyles.buy} href={bookingMailto(bookingEmail)}>
          <Both sv="Skriv en bokningsförfrågan" en="Write a booking request" />
        </a>{' '}
        <Both
          sv={`(ett e-brev till ${bookingEmail} med frågorna ifyllda)`}
          en={`(an e-mail to ${bookingEmail}, with the questions in it)`}
        />
      </p>
    );
  }
  return <BookingForm service={service} />;
}

function BookingForm({ service }: { service: FormService }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const [missing, setMissing] = useState<readonly BookingField[]>([]);
  // With scripts, the form says what is missing itself, all at once; without, the browser checks each `required`.
  useEffect(() => {
    if (form.current) form.current.noValidate = true;
  }, []);
  const check = (event: FormEvent<HTMLFormElement>) => {
    const wrong = bookingFields.filter((field) => {
      const input = event.currentTarget.elements.namedItem(field.name);
      return input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement ? !input.checkValidity() : false;
    });
    setMissing(wrong);
    if (wrong.length > 0 || sent.current) {
      event.preventDefault();
      const first = wrong[0] && event.currentTarget.elements.namedItem(wrong[0].name);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    sent.current = true;
  };
  const fieldId = (field: BookingField) => `${id}-${field.name}`;
  return (
    <form ref={form} method="post" action={service.action} className={fields.form} onSubmit={check} onInput={() => (sent.current = false)}>
      <p>
        <Both
          sv="Fält med * måste fyllas i. Vi svarar från vår bokningsadress."
          en="Fields marked * are needed. We answer from our booking address."
        />
      </p>
      {bookingFields.map((field) => (
        <FieldRow key={field.name} field={field} id={fieldId(field)} invalid={missing.includes(field)} />
      ))}
      {/* The honeypot: hidden from people (and from screen readers); a bot filling in every field fills it in too. */}
      <div hidden>
        <label htmlFor={`${id}-honeypot`}>Leave this empty</label>
        <input id={`${id}-honeypot`} type="text" name={service.honeypotField ?? DEFAULT_HONEYPOT} tabIndex={-1} autoComplete="off" />
      </div>
      {Object.entries(service.hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div role="alert">
        {missing.length > 0 && (
          <>
            <p>
              <strong>
                <Both sv="Fyll i det här innan du skickar:" en="Please fill in these before sending:" />
              </strong>
            </p>
            <ul>
              {missing.map((field) => (
                <li key={field.name}>
                  <a href={`#${fieldId(field)}`} onClick={focusField(fieldId(field))}>
                    <Both sv={field.sv} en={field.en} />
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
      <button type="submit" className={merchStyles.buy}>
        <Both sv="Skicka förfrågan" en="Send the request" />
      </button>
    </form>
  );
}

/** A link to a field moves focus to it; the hash router would take `#id` as an address. */
const focusField = (fieldId: string) => (event: MouseEvent) => {
  event.preventDefault();
  document.getElementById(fieldId)?.focus();
};

function FieldRow({ field, id, invalid }: { field: BookingField; id: string; invalid: boolean }) {
  const hintId = field.hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hintId,
    autoComplete: field.autoComplete,
    className: fields.email,
  };
  return (
    <div className={fields.form}>
      <label htmlFor={id} className={fields.label}>
        <Both sv={field.sv} en={field.en} />
        {field.required && <span aria-hidden="true"> *</span>}
      </label>
      {field.hint && (
        <span id={hintId}>
          <Both sv={field.hint.sv} en={field.hint.en} />
        </span>
      )}
      {field.type === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : (
        <input type={field.type} {...common} {...(field.type === 'number' ? { min: 1 } : {})} />
      )}
    </div>
  );
}
