import type { Member } from '../content/band';
import { COLUMN_WIDTH, Picture } from './Picture';
import * as styles from './MemberCard.module.css';

/** A member's card; `language` picks the bio's version, where the member has one in English. */
export function MemberCard({ member, language = 'sv' }: { member: Member; language?: 'sv' | 'en' }) {
  const english = language === 'en' && member.bioEn;
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
      <p lang={english ? 'en' : 'sv'}>{english || member.bio}</p>
    </article>
  );
}
