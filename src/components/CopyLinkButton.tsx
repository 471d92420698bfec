import { useEffect, useState } from 'react';
import * as styles from './CopyLinkButton.module.css';

type CopyStatus = 'idle' | 'copied' | 'failed';

/** How long the confirmation stays before the button reads "Copy link" again. */
export const COPY_CONFIRMATION_MS = 2500;

const MESSAGES: Record<CopyStatus, string> = {
  idle: '',
  copied: 'Link copied!',
  failed: 'Could not copy. The link is in the address bar.',
};

/** Copies a link to the clipboard and says so, visibly and to screen readers. */
export function CopyLinkButton({ url, label = 'Copy link' }: { url: string; label?: string }) {
  const [status, setStatus] = useState<CopyStatus>('idle');

  useEffect(() => {
    if (status === 'idle') return;
    const timer = window.setTimeout(() => setStatus('idle'), COPY_CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [status]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
  }

  return (
    <span className={styles.wrapper}>
      <button type="button" className={styles.button} onClick={copy}>
        {label}
      </button>
      <span className={styles.status} role="status">
        {MESSAGES[status]}
      </span>
    </span>
  );
}
