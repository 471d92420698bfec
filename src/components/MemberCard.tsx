import type { Member } from '../content/band';
import { InBothLanguages } from './InBothLanguages';
import { COLUMN_WIDTH, Picture } from './Picture';
import * as styles from './MemberCard.module.css';

/** A member's card; the bio in both languages where the member has one in English, the page shows one (InBothLanguages). */
export function MemberCard({ member }: { member: Member }) {
  return (
    <article className={styles.card} aria-labelledby={`member-${member.id}`}>
      <Picture
        artwork={member.portrait}
        sizes={`(min-width: 1152px) 34rem, (min-width: 768px) 48vw, ${COLUMN_WIDTH}`}
        className={styles.portrait}
      />
      <h3 id={`member-${member.id}`} className={styles.name}>
        {member.name}
      </h3>
      <p className={styles.roles}>{member.roles.join(' / ')}</p>
      <InBothLanguages sv={<p lang="sv">{member.bio}</p>} en={member.bioEn && <p lang="en">{member.bioEn}</p>} />
    </article>
  );
}
