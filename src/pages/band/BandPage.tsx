import { MemberCard } from '../../components/MemberCard';
import { InBothLanguages } from '../../components/InBothLanguages';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { COLUMN_WIDTH, Picture } from '../../components/Picture';
import { usePageData } from '../../lib/pageFiles';
import { usePageMeta } from '../../lib/pageMeta';
import { paths } from '../../util/routes';
import { useSite } from '../../lib/site';
import { NotFoundPage } from '../notFound/NotFoundPage';
import type { PageData } from '../routes.build';
import * as styles from './BandPage.module.css';

export default function BandPage() {
  const data = usePageData<PageData<'band'>>(paths.band);
  return data ? <Band {...data} /> : <NotFoundPage />;
}

function Band({ band }: PageData<'band'>) {
  const site = useSite();
  usePageMeta('Band', `Who ${site.name} are: a ${band.genre.toLowerCase()} band from ${band.hometown}, formed ${band.formed}.`);
  const translated = band.descriptionEn !== undefined || band.members.some((member) => member.bioEn !== undefined);
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Band</h1>
      <Picture artwork={band.group} sizes={`(min-width: 1152px) 72rem, ${COLUMN_WIDTH}`} eager className={styles.group} />
      {translated && <LanguageSwitch />}
      <InBothLanguages
        sv={<Paragraphs language="sv" paragraphs={band.description} />}
        en={band.descriptionEn && <Paragraphs language="en" paragraphs={band.descriptionEn} />}
      />
      <section aria-labelledby="members-heading" className={styles.members}>
        <h2 id="members-heading" className={styles.subheading}>
          Members
        </h2>
        <ul className={styles.memberList}>
          {band.members.map((member) => (
            <li key={member.id}>
              <MemberCard member={member} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function Paragraphs({ language, paragraphs }: { language: 'sv' | 'en'; paragraphs: readonly string[] }) {
  return (
    <div className={styles.description} lang={language}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
