import { usePageMeta } from '../../lib/pageMeta';
import { useSite } from '../../lib/site';
import * as styles from '../MessagePage.module.css';

export default function ExtrasPage() {
  const site = useSite();
  usePageMeta('Extras', `Extras from ${site.name}: coming soon.`);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Extras</h1>
      <p className={styles.message}>To be updated!</p>
    </div>
  );
}
