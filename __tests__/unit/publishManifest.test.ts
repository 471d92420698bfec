/** @jest-environment node */
// The manifest a publish leaves on the host (tools/publish/plan.js) is read
// back as input from the host: anything may have written it. One that is not
// the tool's, or names a path outside the site's folder, is not used.
import { checkManifest, emptyManifest, serializeManifest, type Manifest } from '../../tools/publish/plan';

const file = { size: 12, sha256: 'ab'.repeat(32) };
const good: Manifest = {
  ...emptyManifest(),
  files: { 'index.html': file, 'assets/main.1234abcd.js': file },
  current: ['index.html'],
  dirs: ['assets'],
};

test('a manifest the tool wrote reads back as it was', () => {
  expect(checkManifest(serializeManifest(good))).toEqual({ manifest: good });
});

test.each([
  [
    'a file named by an absolute path',
    { files: { ...good.files, '/home/band/victim.txt': file } },
    /"\/home\/band\/victim\.txt", not a path in the site's folder/,
  ],
  ['a file up a folder', { files: { '../outside.txt': file } }, /"\.\.\/outside\.txt"/],
  ['a `..` inside a path', { files: { 'assets/../../x': file } }, /"assets\/\.\.\/\.\.\/x"/],
  ['a Windows separator', { files: { 'assets\\..\\x': file } }, /not a path in the site's folder/],
  ['an empty part', { files: { 'assets//x': file } }, /"assets\/\/x"/],
  ['a live file outside', { current: ['/etc/passwd'] }, /"current" names "\/etc\/passwd"/],
  ['a folder up', { dirs: ['..'] }, /"dirs" names "\.\."/],
  ['a folder of its own, `.`', { dirs: ['.'] }, /"dirs" names "\."/],
  ['a switching list that is not a list', { switching: 'index.html' }, /"switching" is not a list/],
  ['a size that is not a whole number', { files: { 'index.html': { size: -1, sha256: file.sha256 } } }, /no size and SHA-256/],
  ['a hash that is not SHA-256', { files: { 'index.html': { size: 1, sha256: 'x' } } }, /no size and SHA-256/],
  ['another format', { format: 'someone else 2' }, /format is not "kantstott-publish 1"/],
])('a manifest with %s is not used, and says why', (_, change, why) => {
  const { manifest, problem } = checkManifest(JSON.stringify({ ...good, ...change }));
  expect(manifest).toBeNull();
  expect(problem).toMatch(why);
});

test('bytes that are not JSON are not a manifest', () => {
  expect(checkManifest('{"format": "kantstott-publish 1", ')).toEqual({ manifest: null, problem: 'it is not JSON' });
});
