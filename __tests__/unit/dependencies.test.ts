import { readFileSync } from 'node:fs';
import path from 'node:path';

const manifest = JSON.parse(readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  engines?: { node?: string };
};

// What ships to visitors is only the design card's runtime: everything else
// (build, tests, art, benchmark) is a devDependency and never reaches dist/.
test('runtime dependencies are exactly the five the site runs on', () => {
  expect(Object.keys(manifest.dependencies).sort()).toEqual(['@reduxjs/toolkit', 'react', 'react-dom', 'react-redux', 'react-router-dom']);
});

test('the Node version is named, TypeScript stays below 7 for ts-jest, react-router-dom on 7', () => {
  expect(manifest.engines?.node).toMatch(/^>=\d+/);
  expect(manifest.devDependencies.typescript).toMatch(/^~[56]\./);
  expect(manifest.dependencies['react-router-dom']).toMatch(/^\^7\./);
});
