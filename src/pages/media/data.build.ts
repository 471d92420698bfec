import type { Content } from '../../content/content';
import { withoutTracks } from '../pageDataBuilder.build';

export const buildMediaData = (content: Content) => ({ releases: content.releases.map(withoutTracks) });
