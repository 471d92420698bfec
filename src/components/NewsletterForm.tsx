import { type FormEvent, useId, useRef } from 'react';
import type { Newsletter } from '../content/site';
import { useOnline } from '../lib/useOnline';
import * as styles from './NewsletterForm.module.css';

/**
 * Sign-up to the band's mailing list: a plain form that posts to the band's
 * mail provider (site.yaml, `newsletter`), which answers in its own page. It
 * works as prerendered, before and without the app's scripts; the scripts
 * add only that it posts once, and that it needs a connection.
 */
export default function NewsletterForm({ newsletter, bandName }: { newsletter: Newsletter; bandName: string }) {
  const id = useId();
  const online = useOnline();
  const sent = useRef(false);
  // A second press while the provider answers the first would sign up twice; an address changed since is another sign-up.
  const postOnce = (event: FormEvent) => {
    if (sent.current || !online) event.preventDefault();
    else sent.current = true;
  };
  return (
    <section className={styles.newsletter} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        News by mail
      </h2>
      <form method="post" action={newsletter.action} className={styles.form} onSubmit={postOnce} onInput={() => (sent.current = false)}>
        <p id={`${id}-use`}>
          {bandName} mail you, a few times a year, when there is a new gig or release; your address is used for nothing else, and each mail
          has a link to leave the list.
        </p>
        <label htmlFor={`${id}-email`} className={styles.label}>
          Your e-mail address
        </label>
        <input
          id={`${id}-email`}
          className={styles.email}
          type="email"
          name={newsletter.emailField}
          autoComplete="email"
          required
          aria-describedby={`${id}-use`}
        />
        <div className={styles.consent}>
          <input id={`${id}-consent`} type="checkbox" name={newsletter.consentField} value="yes" required />
          <label htmlFor={`${id}-consent`}>Yes, mail me the band’s news</label>
        </div>
        {Object.entries(newsletter.hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className={styles.submit} aria-describedby={online ? undefined : `${id}-offline`}>
          Sign up
        </button>
        <p id={`${id}-offline`} role="status" className={styles.offline}>
          {online ? '' : 'Signing up needs a connection: you are offline.'}
        </p>
      </form>
    </section>
  );
}
