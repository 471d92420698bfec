import type { Content } from '../../content/content';
import { queueOf } from '../../features/player/queue.build';
import { musicAlbum } from '../../lib/structuredData.build';
import type { BuildContext } from '../pageDataBuilder.build';

export const buildReleaseData = (content: Content, { params }: BuildContext) => {
  const release = content.releases.find((candidate) => candidate.slug === params.releaseSlug);
  if (!release) throw new Error(`No release ${params.releaseSlug}`);
  // What the player queues from this page: its recorded tracks (none: no play buttons).
  return { release, queue: queueOf(release), structuredData: musicAlbum(content.site, release) };
};
