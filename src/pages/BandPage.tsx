import { usePageMeta } from '../app/pageMeta';
import { MemberCard } from '../components/MemberCard';
import { Picture } from '../components/Picture';
import { bandDescription, formedYear, hometown } from '../content/bandText';
import { bandName } from '../content/site';
import { members } from '../content/members';
import { groupPicture } from '../content/pictures';
import * as styles from './BandPage.module.css';

export default function BandPage() {
  usePageMeta('Band', `Who ${bandName} are: a skate-punk band from ${hometown}, formed ${formedYear}.`);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Band</h1>
      <Picture artwork={groupPicture} sizes="(min-width: 1152px) 72rem, 100vw" priority className={styles.group} />
      <div className={styles.description} lang="sv">
        {bandDescription.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section aria-labelledby="members-heading" className={styles.members}>
        <h2 id="members-heading" className={styles.subheading}>
          Members
        </h2>
        <ul className={styles.memberList}>
          {members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
