// The press kit's share page, press/index.html (src/sharePages.build.tsx renders
// it): what a promoter's link preview and a search engine read. The kit is the
// page's own (PressKitView), from the share page's folder and without the
// app's scripts: both bios in both languages, every file, the booking form,
// which works without a script. Build time only.
import { type PreviewImage, siteCard } from '../../components/PageHead.build';
import type { Content } from '../../content/content';
import { scriptSite } from '../../content/site';
import { BuildRouter } from '../../lib/BuildRouter.build';
import { SiteContext } from '../../lib/site';
import type { RoutePage } from '../../util/routes';
import { absoluteUrl } from '../../util/absoluteUrl';
import { metaOf, pictureFrom, toRoot, type SharePage, type ShareSource } from '../shareParts.build';
import { buildPressData } from './data.build';
import { PressKitView } from './PressKitView';

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
  return {
    path,
    head: { ...metaOf(source, path), url: absoluteUrl(site, path), type: 'website', image: groupImage(content) },
    body: (
      <SiteContext value={scriptSite(site)}>
        <BuildRouter location={path} root={root}>
          <PressKitView
            data={{ ...data, photos: data.photos.map((photo) => ({ ...photo, picture: pictureFrom(root, photo.picture) })) }}
            root={root}
            scripts={false}
          />
        </BuildRouter>
      </SiteContext>
    ),
  };
}
