import type { Content } from '../../content/content';
import { musicAlbum } from '../../lib/structuredData.build';
import type { BuildContext } from '../pageDataBuilder.build';

export const buildReleaseData = (content: Content, { params }: BuildContext) => {
  const release = content.releases.find((candidate) => candidate.slug === params.releaseSlug);
  if (!release) throw new Error(`No release ${params.releaseSlug}`);
  return { release, structuredData: musicAlbum(content.site, release) };
};
