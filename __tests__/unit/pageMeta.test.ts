import { pageTitle } from '../../src/app/pageMeta';
import { paths } from '../../src/app/paths';

test('page titles are prefixed by the band name', () => {
  expect(pageTitle('Official site')).toBe('Kantstött | Official site');
  expect(pageTitle('Band')).toBe('Kantstött | Band');
});

test('release and track paths keep the slug readable', () => {
  expect(paths.release('varm&kall')).toBe('/media/varm&kall');
  expect(paths.track('varm&kall', 'mareld')).toBe('/media/varm&kall/mareld');
});
