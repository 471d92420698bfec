import { useEffect, useState } from 'react';
import * as styles from './CopyLinkButton.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays before the button reads "Copy link" again. */
export const COPY_CONFIRMATION_MS = 2500;

const LINK_MESSAGES: Record<Exclude<CopyStatus, 'idle'>, string> = {
  copied: 'Link copied!',
  failed: 'Could not copy. The link is in the address bar.',
};

/** Copies a link to the clipboard and says so, visibly and to screen readers. */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
  return <CopyButton text={url} label={label} messages={LINK_MESSAGES} />;
}

/**
 * Copies a text to the clipboard and says so, visibly and to screen readers.
 * @param label the button's visible text
 * @param what said after the label to screen readers, where many buttons read alike ("Copy" the short bio in English)
 */
export function CopyButton({
  text,
  label = 'Copy',
  what,
  messages = { copied: 'Copied!', failed: 'Could not copy: select the text and copy it yourself.' },
}: {
  text: string;
  label?: string;
  what?: string;
  messages?: Record<Exclude<CopyStatus, 'idle'>, string>;
}) {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.button} onClick={copy}>
        {label}
        {what && <span className="visually-hidden"> {what}</span>}
      </button>
      <span className={styles.status} role="status">
        {status === 'idle' ? '' : messages[status]}
      </span>
    </span>
  );
}
