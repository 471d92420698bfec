/** @jest-environment node */
// What the offline copy keeps of the pictures (src/lib/renditions.ts,
// keptRenditions in src/lib/offlineCopy.build.ts), read from the names and pictures
// the picture pipeline (scripts/pictures.js) really gives them.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { keptRenditions } from '../../src/lib/offlineCopy.build';
import { isRendition, pictureKeyOf, smallestRenditions } from '../../src/lib/renditions';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pictureEncoder, SETTINGS } = require('../../scripts/pictures.js') as {
  pictureEncoder: (options: { cacheDir: string }) => {
    encodePictures: (
      list: { picture: { path: string }; name: string }[],
    ) => Promise<{ files: { name: string }[]; image: { src: string; sources: { srcSet: string }[] } }[]>;
  };
  SETTINGS: { widths: number[] };
};

test('the smallest rendition of each picture is the one kept, in the format pages offer first; every other file is told apart from renditions', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kantstott-renditions-'));
  try {
    // Wide enough for two widths of each format.
    const list = ['cover-kniv', 'member-tove-lindroth'].map((name) => {
      const file = path.join(dir, `${name}.svg`);
      writeFileSync(
        file,
        `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="500"><rect width="500" height="500" fill="#ff4d1a"/></svg>`,
      );
      return { picture: { path: file }, name };
    });
    const encoded = await pictureEncoder({ cacheDir: path.join(dir, 'cache') }).encodePictures(list);
    const pictures = encoded.map((result) => result.files.map((file) => ({ url: file.name })));
    const others = [{ url: 'assets/main.0123456789.js' }, { url: 'pages/media/varm&kall.0123456789.json' }, { url: 'index.html' }];

    const kept = keptRenditions(encoded.map((result) => result.image)).map((url) => ({ url }));

    const narrowestAvif = pictures.map((files) => {
      const avif = files.filter((file) => file.url.endsWith('.avif'));
      expect(avif.length).toBeGreaterThan(1);
      return avif.find((file) => file.url.includes(`-${Math.min(...SETTINGS.widths)}.`))!;
    });
    expect(kept).toEqual(narrowestAvif);
    expect(others.map((entry) => isRendition(entry.url))).toEqual([false, false, false]);
    expect(pictures.flat().every((entry) => isRendition(entry.url))).toBe(true);
    // Any width of a picture leads the worker to the one it keeps, in the same format only.
    const smallest = smallestRenditions(kept.map((entry) => entry.url));
    for (const [index, files] of pictures.entries()) {
      for (const file of files) {
        const key = pictureKeyOf(`http://127.0.0.1/kantstott/${file.url}`);
        expect(smallest.get(key!)).toBe(file.url.endsWith('.avif') ? narrowestAvif[index]!.url : undefined);
      }
    }
    expect(pictureKeyOf('http://127.0.0.1/kantstott/assets/main.0123456789.js')).toBeNull();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
