import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  BLOG_MIN_WORDS,
  blogPreview,
  blogSections,
  blogsDir,
  countWords,
  findBlog,
  getBlogs,
  getLatestBlogs,
  loadBlogs,
} from './blogs';
import { ContentError } from './load';

/** The posts as written, without the cover-image check (images are generated separately). */
const posts = loadBlogs({ checkFiles: false });

describe('blog content', () => {
  it('has six posts numbered 1 to 6 in publication order', () => {
    expect(posts).toHaveLength(6);
    expect(posts.map((p) => p.blog)).toEqual([1, 2, 3, 4, 5, 6]);
    const dates = posts.map((p) => p.published);
    expect([...dates].sort()).toEqual(dates);
  });

  it('has unique ids and blog numbers, each id equal to its file name', () => {
    expect(new Set(posts.map((p) => p.id)).size).toBe(posts.length);
    expect(new Set(posts.map((p) => p.blog)).size).toBe(posts.length);
    const files = fs.readdirSync(blogsDir).filter((f) => f.endsWith('.md'));
    expect(files.sort()).toEqual(posts.map((p) => `${p.id}.md`).sort());
  });

  it.each(posts.map((p) => [p.id, p] as const))('%s: at least 600 words in at least 3 sections', (_id, post) => {
    expect(post.wordCount).toBeGreaterThanOrEqual(BLOG_MIN_WORDS);
    expect(post.wordCount).toBe(countWords(post.body));
    expect(blogSections(post.body).length).toBeGreaterThanOrEqual(3);
    expect(post.readingMinutes).toBeGreaterThanOrEqual(3);
  });

  it.each(posts.map((p) => [p.id, p] as const))('%s: front matter follows the conventions', (_id, post) => {
    expect(post.image).toBe(`/images/blogs/${post.id}.webp`);
    expect(post.description.length).toBeGreaterThanOrEqual(300);
    expect(post.published >= '2025-01-01' && post.published <= '2026-12-31').toBe(true);
    expect(post.body).not.toMatch(/^# /m);
  });

  it('covers the six subjects of SPEC 3.2', () => {
    const text = posts.map((p) => `${p.title} ${p.description}`.toLowerCase());
    expect(text[0]).toMatch(/irrigation.*building.*industrial.*residential.*solar.*waste/s);
    expect(text[1]).toMatch(/stainless|permanent-magnet|drive/);
    expect(text[2]).toMatch(/submersible/);
    expect(text[3]).toMatch(/bahrain.*20 .*football|football.*bahrain/s);
    expect(text[3]).toMatch(/more than 25 percent/);
    expect(text[4]).toMatch(/zambia agritech expo 2025/);
    expect(text[5]).toMatch(/tanzania.*(saline|chlorides)/s);
  });
});

describe('blogPreview', () => {
  it('is the first 300 characters followed by an ellipsis', () => {
    for (const post of posts) {
      const preview = blogPreview(post.description);
      expect(preview).toHaveLength(303);
      expect(preview).toBe(`${post.description.slice(0, 300)}...`);
    }
  });

  it('counts code points, not UTF-16 units', () => {
    expect(blogPreview('💧'.repeat(5), 3)).toBe('💧💧💧...');
  });
});

describe('countWords and blogSections', () => {
  it('counts numbers and units as single words and leaves out link targets and code', () => {
    expect(countWords('Flow 2,900 m³/h at 0.16 m/s, see [the guide](https://example.com/a-b-c).')).toBe(9);
    expect(countWords('```\nnot counted at all\n```\none `two` three')).toBe(2);
  });

  it('lists ## headings but not ### or headings in code', () => {
    expect(blogSections('## One\ntext\n### Sub\n## Two ##\n```\n## Not\n```\n')).toEqual(['One', 'Two']);
  });
});

describe('loader errors', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  const body = Array.from({ length: 3 }, (_, i) => `## Section ${i + 1}\n\n${'word '.repeat(210)}\n`).join('\n');
  const frontMatter = (id: string, blog: number, extra = '') =>
    [
      '---',
      `blog: ${blog}`,
      `id: ${id}`,
      'title: A title long enough',
      `description: '${'A standfirst sentence. '.repeat(15).trim()}'`,
      `image: /images/blogs/${id}.webp`,
      'imageAlt: A picture',
      `published: 2025-0${blog}-01`,
      'author: Kavex Engineering Team',
      'tags: [test]',
      extra,
      '---',
      '',
    ]
      .filter((line, i, all) => line !== '' || i === all.length - 1)
      .join('\n');

  function fixture(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'blogs-test-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    return dir;
  }

  const load =
    (files: Record<string, string>, checkFiles = false) =>
    () =>
      loadBlogs({ dir: fixture(files), checkFiles });

  it('accepts a valid post, reading an unquoted YAML date as YYYY-MM-DD', () => {
    const [post] = loadBlogs({ dir: fixture({ 'a-post.md': frontMatter('a-post', 1) + body }), checkFiles: false });
    expect(post?.published).toBe('2025-01-01');
    expect(post?.wordCount).toBe(3 * 212);
  });

  it('names the file and field of invalid front matter', () => {
    expect(load({ 'a-post.md': frontMatter('a-post', 1, 'colour: red') + body })).toThrow(
      /a-post\.md: \(root\): Unrecognized key.*colour/,
    );
    expect(load({ 'a-post.md': frontMatter('a-post', 0) + body })).toThrow(/a-post\.md: blog:/);
    expect(load({ 'a-post.md': frontMatter('a-post', 1).replace('tags: [test]', 'tags: [Test Tag]') + body })).toThrow(
      /a-post\.md: tags\.0:/,
    );
    expect(load({ 'a-post.md': 'no front matter\n' + body })).toThrow(/a-post\.md: front matter:/);
  });

  it('rejects an id that differs from the file name', () => {
    expect(load({ 'other.md': frontMatter('a-post', 1) + body })).toThrow(
      /other\.md: id: "a-post" must match the file name \(a-post\.md\)/,
    );
  });

  it('rejects duplicate ids and blog numbers', () => {
    expect(load({ 'a.md': frontMatter('a', 1) + body, 'b.md': frontMatter('b', 1) + body })).toThrow(
      /b\.md: blog number "1" is already used by/,
    );
    const dir = fixture({ 'a.md': frontMatter('a', 1) + body });
    fs.mkdirSync(path.join(dir, 'old'));
    fs.writeFileSync(path.join(dir, 'old', 'a.md'), frontMatter('a', 2) + body);
    expect(() => loadBlogs({ dir, checkFiles: false })).toThrow(/blog id "a" is already used by/);
  });

  it('rejects a later blog number with an earlier date', () => {
    const second = frontMatter('b', 2).replace('published: 2025-02-01', 'published: 2024-12-31');
    expect(load({ 'a.md': frontMatter('a', 1) + body, 'b.md': second + body })).toThrow(/b\.md: published:/);
  });

  it('rejects a short body, raw HTML and a level-1 heading', () => {
    expect(load({ 'a.md': frontMatter('a', 1) + '## Only\n\nToo short.' })).toThrow(/a\.md: body: 3 words/);
    expect(load({ 'a.md': frontMatter('a', 1) + body + '\n<div class="x">hi</div>\n' })).toThrow(
      /a\.md: body: line \d+: raw HTML "<div/,
    );
    expect(load({ 'a.md': frontMatter('a', 1) + '# Title\n\n' + body })).toThrow(
      /a\.md: body: line 12: level-1 heading/,
    );
  });

  it('rejects a missing cover image', () => {
    expect(load({ 'no-such-post.md': frontMatter('no-such-post', 1) + body }, true)).toThrow(
      /no-such-post\.md: image: file public\/images\/blogs\/no-such-post\.webp does not exist/,
    );
    expect(load({ 'no-such-post.md': frontMatter('no-such-post', 1) + body }, true)).toThrow(ContentError);
  });
});

// Needs the cover images under public/images/blogs (npm run generate:images); fails until they exist.
describe('getters', () => {
  it('getBlogs validates the images and returns the posts in publication order', () => {
    expect(getBlogs().map((p) => p.id)).toEqual(posts.map((p) => p.id));
    expect(getBlogs()).toBe(getBlogs());
  });

  it('findBlog finds by id', () => {
    for (const post of posts) expect(findBlog(post.id)?.title).toBe(post.title);
    expect(findBlog('no-such-post')).toBeUndefined();
  });

  it('getLatestBlogs returns the newest first', () => {
    expect(getLatestBlogs().map((p) => p.blog)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(getLatestBlogs(3).map((p) => p.blog)).toEqual([6, 5, 4]);
    expect(getBlogs().map((p) => p.blog)).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
