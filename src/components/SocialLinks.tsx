import type { Site } from '../content/schema';

type SocialProfile = Site['social'][number];
import { socialIcons } from './icons';
import * as styles from './SocialLinks.module.css';

export function SocialLinks({ profiles }: { profiles: readonly SocialProfile[] }) {
  return (
    <ul className={styles.links}>
      {profiles.map((profile) => {
        const Icon = socialIcons[profile.platform];
        return (
          <li key={profile.platform}>
            <a className={styles.link} href={profile.url} target="_blank" rel="noopener noreferrer">
              <Icon className={styles.icon} />
              <span>{profile.platform}</span>
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
