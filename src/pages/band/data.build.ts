import type { Content } from '../../content/content';

export const buildBandData = (content: Content) => ({ band: content.band });
