/**
 * @jest-environment node
 */
// The pictures the start-up script (src/boot.ts) preloads beside a page file (src/prerender.build.tsx,
// priorityPictures): read from the page as React renders it, so they are the
// ones the page itself fetches first, and what the preload asks for is what
// the <picture> then picks (same type, srcset and sizes).
import { renderToStaticMarkup } from 'react-dom/server';
import { Picture } from '../../src/components/Picture';
import type { Artwork } from '../../src/content/pictures';
import { priorityPictures } from '../../src/prerender.build';

const artwork = (name: string): Artwork => ({
  alt: `${name} & friends`,
  image: {
    src: `assets/${name}-800.jpg`,
    width: 1600,
    height: 1600,
    sources: [
      { type: 'image/avif', srcSet: `assets/${name}-400.avif 400w, assets/${name}-800.avif 800w` },
      { type: 'image/webp', srcSet: `assets/${name}-400.webp 400w, assets/${name}-800.webp 800w` },
    ],
  },
});
const SIZES = '(min-width: 1024px) 17rem, calc(100vw - 2rem)';

test('each picture marked priority, with its first source as rendered; no other picture', () => {
  const html = renderToStaticMarkup(
    <ul>
      <li>
        <Picture artwork={artwork('first')} sizes={SIZES} priority />
      </li>
      <li>
        <Picture artwork={artwork('second')} sizes={SIZES} priority />
      </li>
      <li>
        <Picture artwork={artwork('third')} sizes={SIZES} />
      </li>
    </ul>,
  );
  expect(priorityPictures(html)).toEqual(
    ['first', 'second'].map((name) => ({ type: 'image/avif', srcSet: artwork(name).image.sources[0]!.srcSet, sizes: SIZES })),
  );
});

test('a page without a priority picture preloads nothing', () => {
  expect(priorityPictures(renderToStaticMarkup(<Picture artwork={artwork('only')} sizes={SIZES} />))).toEqual([]);
  expect(priorityPictures('<h1>Gigs</h1>')).toEqual([]);
});
