// The press kit's share page, press/index.html (src/sharePages.build.tsx renders
// it): what a promoter's link preview and a search engine read, with both
// bios in both languages. Build time only.
import { type PreviewImage, siteCard } from '../../components/PageHead.build';
import type { Content } from '../../content/content';
import type { RoutePage } from '../../util/routes';
import { absoluteUrl } from '../../util/absoluteUrl';
import { metaOf, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { BookingRequest } from './BookingForm';
import { buildPressData } from './data.build';
import { fileSize } from './fileSize';

/** The band's group picture, as previews show it: the kit's own card, not the site's. */
function groupImage(content: Content): PreviewImage {
  const { image, alt } = content.band.group;
  const raster = image.preview;
  return raster ? { url: `${content.site.url}${raster.src}`, width: raster.width, height: raster.height, alt } : siteCard(content.site);
}

export function pressPage(source: ShareSource, { path }: RoutePage): SharePage {
  const { content } = source;
  const { site } = content;
  // The page's data as the build made it, with its downloads; else (no downloads made) from the content.
  const data =
    (source.meta.get(path)?.data as ReturnType<typeof buildPressData> | undefined) ??
    buildPressData(content, { params: {}, now: source.now });
  const root = toRoot(path);
  const bios = [
    ['Short bio', data.shortBio],
    ['Long bio', data.longBio],
  ] as const;
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: groupImage(content) },
    body: (
      <>
        <h1>{site.name}: press kit</h1>
        {data.downloads && (
          <p>
            <a href={`${root}${data.downloads.zip.name}`}>Download everything (ZIP, {fileSize(data.downloads.zip.bytes)})</a>
          </p>
        )}
        {bios.map(
          ([title, bio]) =>
            bio && (
              <section key={title}>
                <h2>{title}</h2>
                <div lang="sv">
                  {bio.sv.split('\n\n').map((paragraph) => (
                    <p key={paragraph}>{paragraph}</p>
                  ))}
                </div>
                {bio.en && (
                  <div lang="en">
                    {bio.en.split('\n\n').map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                )}
              </section>
            ),
        )}
        {data.downloads && data.downloads.photos.length > 0 && (
          <>
            <h2>Photos</h2>
            <ul>
              {data.downloads.photos.map((photo, index) => (
                <li key={photo.name}>
                  <a href={`${root}${photo.name}`}>
                    {data.photos[index]?.caption}: {photo.width} × {photo.height} px, {fileSize(photo.bytes)}
                  </a>{' '}
                  ({data.photos[index]?.credit})
                </li>
              ))}
            </ul>
          </>
        )}
        <h2>Book us</h2>
        <ul>
          {data.contacts.map((contact) => (
            <li key={contact.territory + contact.email}>
              {contact.territory}: {contact.name}, <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </li>
          ))}
        </ul>
        {/* The same form as the press kit's: here it works with no script at all. */}
        <h2>Booking request</h2>
        <div className="booking">
          <BookingRequest service={site.bookingForm} bookingEmail={site.bookingEmail} />
        </div>
      </>
    ),
  };
}
