/** @jest-environment node */
// The band's posts (content/news/): a post that follows the rules loads, in
// both languages and with its picture, newest first; each mistake is told
// with its file, line and field. A catalogue with no news/ folder has no posts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ContentProblem } from '../../src/content/check';
import { loadContent } from '../../src/content/content';
import { postFrontMatterSchema } from '../../src/content/news';
import { snippet } from '../support/bandGuide';
import { contentError } from '../support/contentError';

const FIXTURE = path.join(__dirname, '..', 'fixtures', 'content');

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'news-'));
  fs.cpSync(FIXTURE, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, 'news'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, text: string) => fs.writeFileSync(path.join(dir, 'news', name), text);
const shown = (name: string) =>
  path
    .relative(process.cwd(), path.join(dir, 'news', name))
    .split(path.sep)
    .join('/');

const GOOD = `---
date: 2026-11-20
title: Nya låtar på gång
english:
  title: New songs on the way
  text: |
    We wrote five new songs.

    Two are about the night bus.
picture:
  file: pictures/group.svg
  alt: The band in the rehearsal room
---
Vi har skrivit fem nya låtar.

Två handlar om
nattbussen.
`;

const problems = async (): Promise<readonly ContentProblem[]> => (await contentError(dir)).problems;

describe('a post', () => {
  it('loads with its date, title, paragraphs, English version and picture', async () => {
    write('nya-latar.md', GOOD);
    const { content } = await loadContent(dir);
    expect(content.news).toHaveLength(1);
    const [post] = content.news;
    expect(post).toMatchObject({
      slug: 'nya-latar',
      date: '2026-11-20',
      title: 'Nya låtar på gång',
      text: ['Vi har skrivit fem nya låtar.', 'Två handlar om nattbussen.'],
      english: { title: 'New songs on the way', text: ['We wrote five new songs.', 'Two are about the night bus.'] },
    });
    expect(post?.picture).toMatchObject({ file: expect.stringMatching(/pictures\/group\.svg$/), alt: 'The band in the rehearsal room' });
  });

  it('needs neither English nor a picture, and the posts come newest first', async () => {
    write('gammal.md', '---\ndate: 2024-01-05\ntitle: Gammal\n---\nText.\n');
    write('ny.md', '---\ndate: 2025-03-01\ntitle: Ny\n---\nText.\n');
    const { content } = await loadContent(dir);
    expect(content.news.map((post) => post.slug)).toEqual(['ny', 'gammal']);
    expect(content.news.every((post) => post.english === undefined && post.picture === undefined)).toBe(true);
  });

  it('is told when its date is not a day', async () => {
    write('nya-latar.md', GOOD.replace('date: 2026-11-20', 'date: 20 November'));
    const [problem, ...more] = await problems();
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: shown('nya-latar.md'), line: 2, field: 'date' });
    expect(problem?.message).toContain('year-month-day');
    expect(problem?.example).toContain('date: 2026-11-20');
  });

  it('is told when its title is missing', async () => {
    write('nya-latar.md', GOOD.replace('title: Nya låtar på gång\n', ''));
    const [problem, ...more] = await problems();
    expect(more).toEqual([]);
    expect(problem).toMatchObject({ file: shown('nya-latar.md'), field: 'title' });
    expect(problem?.message).toContain('missing');
  });

  it('is told when it has no text, or its English version no title', async () => {
    write('tom.md', '---\ndate: 2026-11-20\ntitle: Tom\n---\n\n');
    write('halv.md', GOOD.replace('  title: New songs on the way\n', ''));
    const found = await problems();
    expect(found.map((problem) => [problem.file, problem.field])).toEqual(
      expect.arrayContaining([
        [shown('tom.md'), 'text'],
        [shown('halv.md'), 'english.title'],
      ]),
    );
  });

  it('is told when its picture is not there, or its file name cannot be an address', async () => {
    write('Nya Låtar.md', GOOD.replace('pictures/group.svg', 'pictures/grupp.svg'));
    const found = await problems();
    expect(found.map((problem) => problem.field)).toEqual(expect.arrayContaining(['file name', 'picture.file']));
    expect(found.find((problem) => problem.field === 'file name')?.example).toBe('nya-latar.md');
  });
});

describe('the schema of a post', () => {
  it('takes a date and a title, and refuses a field it does not have', () => {
    expect(postFrontMatterSchema.safeParse({ date: '2026-02-29', title: 'X' }).success).toBe(false);
    expect(postFrontMatterSchema.safeParse({ date: '2028-02-29', title: 'X' }).success).toBe(true);
    expect(postFrontMatterSchema.safeParse({ date: '2026-11-20', title: 'X', author: 'Tove' }).success).toBe(false);
  });
});

it('a catalogue without news/ has no posts', async () => {
  fs.rmSync(path.join(dir, 'news'), { recursive: true });
  const { content } = await loadContent(dir);
  expect(content.news).toEqual([]);
});

it("the guide's example post loads as the guide says", async () => {
  write('nya-latar.md', snippet('Write a post', 'markdown'));
  const { content } = await loadContent(dir);
  expect(content.news.map((post) => [post.slug, post.text.length, post.english?.text.length, Boolean(post.picture)])).toEqual([
    ['nya-latar', 2, 2, true],
  ]);
});
