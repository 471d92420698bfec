import { createContext, useContext } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/CopyLinkButton';
import { InBothLanguages } from '../../components/InBothLanguages';
import { Picture } from '../../components/Picture';
import type { Bilingual } from '../../content/press';
import { LanguageSwitch } from '../../features/language/LanguageSwitch';
import { useSite } from '../../lib/site';
import type { buildPressData } from './data.build';
import { BookingRequest } from './BookingForm';
import type { Download } from './files.build';
import { fileSize } from './fileSize';
import * as styles from './PressPage.module.css';

/** The press page's data, as the build makes it (data.build.ts). */
type PressData = ReturnType<typeof buildPressData>;

/** The file's name as a download saves it. */
const fileName = (download: Download) => download.name.split('/').at(-1);

interface PressKitViewProps {
  data: PressData;
  /**
   * The site's root from where the kit is shown, for its files: empty in the
   * app (index.html's folder), `../` on the share page press/index.html.
   */
  root?: string;
  /**
   * Whether the app's scripts run: the copy, print and language buttons need
   * them. The share page has none, and shows both languages.
   */
  scripts?: boolean;
  footer?: React.ReactNode;
}

/** The press kit: the page's, and its share page's (share.build.tsx), which passes its root and no scripts. */
export function PressKitView({ data, root = '', scripts = true, footer }: PressKitViewProps) {
  const site = useSite();
  const { downloads, updated } = data;
  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1 className={styles.heading}>Press kit</h1>
        <p>
          Everything for a listing, a poster or the venue: bios to paste, photos to print, the logo, the music, the rider and the stage
          plot. Free to use for promoting {site.name}’s gigs.
        </p>
        {updated && (
          <p>
            Last changed <time dateTime={updated}>{updated}</time>
          </p>
        )}
        {downloads && (
          <a className={styles.download} href={root + downloads.zip.name} download>
            Download everything ({fileName(downloads.zip)}, ZIP, {fileSize(downloads.zip.bytes)})
          </a>
        )}
      </header>
      <Kit.Provider value={{ root, scripts }}>
        <Bios shortBio={data.shortBio} longBio={data.longBio} />
        <Quotes quotes={data.quotes} />
        <Photos photos={data.photos} downloads={downloads} />
        <Logos downloads={downloads} />
        <Music tracks={data.tracks} liveVideo={data.liveVideo} />
        {data.rider && <TechRider rider={data.rider} riderText={data.riderText ?? ''} stagePlot={data.stagePlot} downloads={downloads} />}
        <Contacts contacts={data.contacts} />
      </Kit.Provider>
      <Section id="booking" title="Booking request">
        <BookingRequest service={site.bookingForm} bookingEmail={site.bookingEmail} />
      </Section>
      {footer}
    </div>
  );
}

// Where the kit is shown (PressKitViewProps), for its sections.
const Kit = createContext({ root: '', scripts: true });

/** A copy button, where the app's scripts run. */
function Copy(props: React.ComponentProps<typeof CopyButton>) {
  return useContext(Kit).scripts ? <CopyButton {...props} /> : null;
}

function Section({ id, title, children, print = false }: { id: string; title: string; children: React.ReactNode; print?: boolean }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={print ? styles.printable : styles.section}>
      <h2 id={`${id}-heading`} className={styles.subheading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Bios({ shortBio, longBio }: Pick<PressData, 'shortBio' | 'longBio'>) {
  const { scripts } = useContext(Kit);
  if (!shortBio && !longBio) return null;
  const bios = [
    ['short', 'Short bio', shortBio],
    ['long', 'Long bio', longBio],
  ] as const;
  const translated = bios.some(([, , bio]) => bio?.en);
  return (
    <Section id="bios" title="Bios">
      {translated && scripts && <LanguageSwitch label="Language of the bios" />}
      <div className={styles.bios}>{bios.map(([key, title, bio]) => bio && <Bio key={key} title={title} bio={bio} />)}</div>
    </Section>
  );
}

function Bio({ title, bio }: { title: string; bio: Bilingual }) {
  return (
    <article className={styles.bio} aria-label={title}>
      <InBothLanguages
        sv={<BioVersion title={title} language="sv" text={bio.sv} />}
        en={bio.en && <BioVersion title={title} language="en" text={bio.en} />}
      />
    </article>
  );
}

/** A bio in one language: it says which, and copies as it reads. */
function BioVersion({ title, language, text }: { title: string; language: 'sv' | 'en'; text: string }) {
  return (
    <>
      <div className={styles.bioHead}>
        <h3>
          {title} <span className={styles.language}>({language === 'en' ? 'English' : 'Svenska'})</span>
        </h3>
        <Copy text={text} what={`the ${title.toLowerCase()} (${language === 'en' ? 'English' : 'Swedish'})`} />
      </div>
      <div lang={language} className={styles.text}>
        {text.split('\n\n').map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}

function Quotes({ quotes }: Pick<PressData, 'quotes'>) {
  if (quotes.length === 0) return null;
  return (
    <Section id="quotes" title="What they say">
      <ul className={styles.quotes}>
        {quotes.map((quote) => (
          <li key={quote.url + quote.text}>
            <figure className={styles.quote}>
              <blockquote cite={quote.url} lang={quote.language}>
                <p>“{quote.text}”</p>
              </blockquote>
              <figcaption>
                — <a href={quote.url}>{quote.source}</a>
              </figcaption>
            </figure>
            <Copy text={`“${quote.text}” — ${quote.source}`} what={`the quote from ${quote.source}`} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Photos({ photos, downloads }: Pick<PressData, 'photos' | 'downloads'>) {
  const { root } = useContext(Kit);
  if (photos.length === 0) return null;
  return (
    <Section id="photos" title="Photos">
      <ul className={styles.photos}>
        {photos.map((photo, index) => {
          const print = downloads?.photos[index];
          return (
            <li key={photo.picture.image.src} className={styles.photo}>
              <Picture artwork={photo.picture} sizes="(min-width: 768px) 34rem, calc(100vw - 2rem)" className={styles.photoPicture} />
              <p>{photo.caption}</p>
              <p className={styles.credit}>{photo.credit}</p>
              <div className={styles.actions}>
                {print && (
                  <a href={root + print.name} download className={styles.fileLink}>
                    Print size: {print.width} × {print.height} px, JPEG, {fileSize(print.bytes)}
                    <span className="visually-hidden"> ({photo.caption})</span>
                  </a>
                )}
                <Copy text={`${photo.caption}. ${photo.credit}`} label="Copy caption" what={`of photo ${index + 1}`} />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function Logos({ downloads }: Pick<PressData, 'downloads'>) {
  const { root } = useContext(Kit);
  if (!downloads) return null;
  return (
    <Section id="logos" title="Logo">
      <ul className={styles.files}>
        {downloads.logos.map((logo) => (
          <li key={logo.name}>
            <a href={root + logo.name} download className={styles.fileLink}>
              {logo.use} ({fileName(logo)}, {fileSize(logo.bytes)})
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Music({ tracks, liveVideo }: Pick<PressData, 'tracks' | 'liveVideo'>) {
  return (
    <Section id="music" title="Music and video">
      {tracks.length > 0 && (
        <ul className={styles.files}>
          {tracks.map((track) => (
            <li key={track.path}>
              <Link to={track.path}>
                <span lang={track.language}>{track.title}</span>
              </Link>{' '}
              from {track.release} ({track.year})
              {track.listen.map((link) => (
                <span key={link.service}>
                  {' · '}
                  <a href={link.url}>{link.service}</a>
                </span>
              ))}
            </li>
          ))}
        </ul>
      )}
      <p>
        Live video: <a href={liveVideo.url}>{liveVideo.title}</a> (YouTube)
      </p>
    </Section>
  );
}

function TechRider({
  rider,
  riderText,
  stagePlot,
  downloads,
}: {
  rider: NonNullable<PressData['rider']>;
  riderText: string;
  stagePlot: string | null;
  downloads: PressData['downloads'];
}) {
  const site = useSite();
  const { root, scripts } = useContext(Kit);
  return (
    <Section id="rider" title={`Tech rider: ${site.name}`} print>
      <div className={styles.actions}>
        {scripts && (
          <button type="button" className={styles.print} onClick={() => window.print()}>
            Print or save as PDF
          </button>
        )}
        <Copy text={riderText} label="Copy" what="the rider as text" />
        {downloads?.rider && (
          <a href={root + downloads.rider.name} download className={styles.fileLink}>
            Rider as text ({fileSize(downloads.rider.bytes)})
          </a>
        )}{' '}
        {downloads?.stagePlot && (
          <a href={root + downloads.stagePlot.name} download className={styles.fileLink}>
            Stage plot as SVG ({fileSize(downloads.stagePlot.bytes)})
          </a>
        )}
      </div>
      <dl className={styles.facts}>
        <dt>Stage</dt>
        <dd>
          at least {rider.stage.width} × {rider.stage.depth} m
        </dd>
        <dt>Changeover</dt>
        <dd>{rider.changeover} minutes</dd>
        <dt>Power</dt>
        <dd>{rider.power}</dd>
      </dl>
      <InputList inputs={rider.inputs} />
      <h3>Monitors</h3>
      <ul>
        {rider.monitors.map((monitor) => (
          <li key={monitor}>{monitor}</li>
        ))}
      </ul>
      <h3>Backline</h3>
      {rider.backline.length > 0 ? (
        <ul>
          {rider.backline.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : (
        <p>None needed: the band brings its own.</p>
      )}
      {stagePlot && (
        <>
          <h3>Stage plot</h3>
          {/* The build drew it from the rider (stagePlot.build.ts), as the kit's stage-plot.svg. */}
          <div className={styles.plot} dangerouslySetInnerHTML={{ __html: stagePlot }} />
        </>
      )}
    </Section>
  );
}

/** The rider's inputs as the sound engineer reads them: by channel. */
function InputList({ inputs }: { inputs: NonNullable<PressData['rider']>['inputs'] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.inputs}>
        <caption>Inputs</caption>
        <thead>
          <tr>
            <th scope="col">Ch</th>
            <th scope="col">Source</th>
            <th scope="col">DI or mic</th>
            <th scope="col">Position</th>
          </tr>
        </thead>
        <tbody>
          {[...inputs]
            .sort((a, b) => a.channel - b.channel)
            .map((input) => (
              <tr key={input.channel}>
                <td>{input.channel}</td>
                <td>{input.source}</td>
                <td>{input.connection === 'mic' ? `Mic${input.mic ? `: ${input.mic}` : ''}` : 'DI'}</td>
                <td>{input.position ?? '—'}</td>
              </tr>
            ))}
        </tbody>
      </table>
    </div>
  );
}

function Contacts({ contacts }: Pick<PressData, 'contacts'>) {
  return (
    <Section id="contacts" title="Book us">
      <ul className={styles.contacts}>
        {contacts.map((contact) => (
          <li key={contact.territory + contact.email}>
            <h3>{contact.territory}</h3>
            <p>
              {contact.name}
              <br />
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {contact.phone && (
                <>
                  <br />
                  <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a>
                </>
              )}
            </p>
            <Copy
              text={[contact.name, contact.email, contact.phone].filter(Boolean).join(', ')}
              what={`the contact for ${contact.territory}`}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}
