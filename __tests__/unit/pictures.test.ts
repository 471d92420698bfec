/** @jest-environment node */
// The picture pipeline (scripts/pictures.js): each picture encoded once, then
// taken from the cache, which is keyed by the picture's bytes and the
// encoder's settings; development makes one quick rendition per picture.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pictureEncoder, SETTINGS } = require('../../scripts/pictures.js') as {
  pictureEncoder: (options: { mode?: 'production' | 'development'; cacheDir: string }) => {
    encodePictures: (list: { picture: { path: string; crop?: { width: number; height: number } | null }; name: string }[]) => Promise<
      {
        image: { src: string; width: number; height: number; sources: { type: string; srcSet: string }[] };
        files: { name: string }[];
        fromCache: boolean;
      }[]
    >;
  };
  SETTINGS: { quality: { avif: number } };
};

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-pictures-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const svg = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="400"><rect width="500" height="400" fill="${fill}"/></svg>`;

function picture(name: string, contents: string | Buffer) {
  const file = path.join(dir, name);
  writeFileSync(file, contents);
  return { picture: { path: file }, name: name.replace(/\..*$/, '') };
}

const cacheDir = () => path.join(dir, 'cache');

test('a picture is encoded once; unchanged, it comes from the cache; changed, it alone is encoded again', async () => {
  const list = [picture('a.svg', svg('#ff4d1a')), picture('b.svg', svg('#111111'))];
  const first = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures(list);
  expect(first.map((result) => result.fromCache)).toEqual([false, false]);

  const again = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures(list);
  expect(again.map((result) => result.fromCache)).toEqual([true, true]);
  expect(again.map((result) => result.image)).toEqual(first.map((result) => result.image));

  const edited = [picture('a.svg', svg('#00ff00')), list[1]!];
  const afterEdit = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures(edited);
  expect(afterEdit.map((result) => result.fromCache)).toEqual([false, true]);
});

test('a changed encoder setting encodes every picture again', async () => {
  const list = [picture('a.svg', svg('#ff4d1a'))];
  await pictureEncoder({ cacheDir: cacheDir() }).encodePictures(list);
  const quality = SETTINGS.quality.avif;
  SETTINGS.quality.avif = quality + 1;
  try {
    const [result] = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures(list);
    expect(result!.fromCache).toBe(false);
  } finally {
    SETTINGS.quality.avif = quality;
  }
});

test('production: AVIF and WebP at every width up to the drawn size ×2, one fallback', async () => {
  const [result] = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures([picture('art.svg', svg('#ff4d1a'))]);
  const { image } = result!;
  expect([image.width, image.height]).toEqual([1000, 800]);
  expect(image.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
  for (const source of image.sources) expect(source.srcSet).toMatch(/ 400w, .* 800w, .* 1000w$/);
  expect(image.src).toMatch(/\.png$|\.jpg$/);
});

test('development: SVG art as it is, a photo as one WebP, each the size production draws it', async () => {
  const photo = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  const [art, shot] = await pictureEncoder({ mode: 'development', cacheDir: cacheDir() }).encodePictures([
    picture('art.svg', svg('#ff4d1a')),
    picture('shot.jpg', photo),
  ]);
  expect(art!.files.map((file) => path.extname(file.name))).toEqual(['.svg']);
  expect([art!.image.width, art!.image.height, art!.image.sources]).toEqual([1000, 800, []]);
  expect(shot!.files.map((file) => path.extname(file.name))).toEqual(['.webp']);
  expect([shot!.image.width, shot!.image.height]).toEqual([1600, 1067]);
});

test('a picture to be shown in another shape is cropped to it, at its centre: a photo, and SVG art (then not inlined)', async () => {
  const shape = { width: 8, height: 5 };
  const photo = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: '#808080' } })
    .jpeg()
    .toBuffer();
  const [shot, art] = await pictureEncoder({ cacheDir: cacheDir() }).encodePictures([
    { ...picture('shot.jpg', photo), picture: { path: path.join(dir, 'shot.jpg'), crop: shape } },
    { ...picture('art.svg', svg('#ff4d1a')), picture: { path: path.join(dir, 'art.svg'), crop: shape } },
  ]);
  for (const { image } of [shot!, art!]) {
    expect(Math.abs(image.width * shape.height - image.height * shape.width)).toBeLessThanOrEqual(shape.width);
    expect(image).not.toHaveProperty('inlineSrc');
  }
});
