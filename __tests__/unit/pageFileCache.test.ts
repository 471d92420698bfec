/**
 * @jest-environment node
 */
import { pageFileCache } from '../../src/lib/pageFileCache';
import type { PageFile } from '../../src/lib/pageFiles';

const file = (title: string): PageFile => ({ title, description: '', data: { title } });

/** A host whose answers the test decides, counting what it is asked. */
function host(answer: (path: string, attempts: number) => PageFile | null | Error) {
  const asked: string[] = [];
  const request = (path: string) => {
    asked.push(path);
    const result = answer(path, asked.filter((seen) => seen === path).length);
    return result instanceof Error ? Promise.reject(result) : Promise.resolve(result);
  };
  return { asked, request };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

test('one request per page: every load of a path is the same promise, whoever asks first', async () => {
  const { asked, request } = host((path) => file(path));
  const cache = pageFileCache(request, () => Promise.resolve(false));
  void cache.file('/media');
  const first = cache.load('/media');
  expect(cache.load('/media')).toBe(first);
  await expect(first).resolves.toEqual(file('/media'));
  expect(asked).toEqual(['/media']);
});

test('a failure stays failed until retry, then the next load asks again', async () => {
  const { asked, request } = host((_path, attempts) => (attempts === 1 ? new Error('offline') : file('/gigs')));
  const cache = pageFileCache(request, () => Promise.resolve(false));
  const failing = cache.load('/gigs');
  await expect(failing).rejects.toThrow('offline');
  await flush();
  expect(cache.load('/gigs')).toBe(failing);
  cache.retry();
  await expect(cache.load('/gigs')).resolves.toEqual(file('/gigs'));
  expect(asked).toEqual(['/gigs', '/gigs']);
});

test('retry leaves what arrived: a page that loaded is not asked for again', async () => {
  const { asked, request } = host((path) => (path === '/press' ? new Error('offline') : file(path)));
  const cache = pageFileCache(request, () => Promise.resolve(false));
  await cache.load('/media');
  await cache.load('/press').catch(() => {});
  await flush();
  cache.retry();
  await cache.load('/media');
  expect(asked).toEqual(['/media', '/press']);
});

test('a missing file: a visit asks whether a newer build is why; a look ahead never does', async () => {
  const { request } = host(() => null);
  const newerBuild = jest.fn(() => Promise.resolve(false));
  const cache = pageFileCache(request, newerBuild);
  await expect(cache.file('/media/gone')).resolves.toBeNull();
  expect(newerBuild).not.toHaveBeenCalled();
  await expect(cache.load('/media/gone')).resolves.toBeNull();
  expect(newerBuild).toHaveBeenCalledTimes(1);
});

test('a missing file with a newer build on the host: the visit waits for the reload, never settling', async () => {
  const { request } = host(() => null);
  const cache = pageFileCache(request, () => Promise.resolve(true));
  let settled = false;
  void cache.load('/media/new').finally(() => (settled = true));
  await flush();
  await flush();
  expect(settled).toBe(false);
});

test.each(['/media/..', '/media/../../etc', '/./x', '/media/a/.'])('%s names no page, and is never asked for', async (path) => {
  const { asked, request } = host((page) => file(page));
  const cache = pageFileCache(request, () => Promise.resolve(false));
  await expect(cache.file(path)).resolves.toBeNull();
  expect(asked).toEqual([]);
});
