/** @jest-environment node */
// The brand's colours have one source, src/styles/brand.json: the stylesheets
// name them (`brand(ink)`) and the build writes them in (scripts/brand.js).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import brand from '../../src/styles/brand.json';
import { withBrandColours } from '../../scripts/brand';

const ROOT = path.resolve(__dirname, '..', '..');
const colours = Object.entries(brand).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

const stylesheets = ['src', 'public'].flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.css'))
    .map((file) => path.join(folder, file)),
);

test('a stylesheet’s brand(name) becomes the brand’s colour, and a name the brand has not is an error that says so', () => {
  const [name, value] = colours[0]!;
  expect(withBrandColours(`a { color: brand(${name}); }`, 'x.css')).toBe(`a { color: ${value}; }`);
  expect(() => withBrandColours('a { color: brand(chartreuse); }', 'x.css')).toThrow(/x\.css: brand\(chartreuse\)/);
});

test('no stylesheet writes a brand colour itself: each names it', () => {
  expect(stylesheets.length).toBeGreaterThan(0);
  const written = stylesheets.flatMap((file) => {
    const css = readFileSync(path.join(ROOT, file), 'utf8').toLowerCase();
    return colours.filter(([, value]) => css.includes(value.toLowerCase())).map(([name]) => `${file}: ${name}`);
  });
  expect(written).toEqual([]);
  expect(stylesheets.filter((file) => /brand\(/.test(readFileSync(path.join(ROOT, file), 'utf8')))).toEqual(
    expect.arrayContaining(['src/styles/tokens.css', 'public/share.css']),
  );
});
