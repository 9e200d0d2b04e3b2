import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {
  assertPublicFile,
  assertUnique,
  ContentError,
  contentDir,
  listFiles,
  parseContent,
  relative,
  type Sourced,
} from './load';
import { blogFrontMatterSchema, type BlogFrontMatter } from './schemas/blog';

/**
 * Blog posts (SPEC 2.3, 2.11, 3.2): one Markdown file per post under `content/blogs/`, named
 * `{id}.md`, with YAML front matter ({@link blogFrontMatterSchema}) and a Markdown body split into
 * sections by `##` headings. Read and validated once per process; every rule below fails
 * `next build` with a {@link ContentError} naming the file and the field:
 *
 * - front matter that does not match the schema (missing, misspelt or malformed field);
 * - `id` different from the file name, or an `id` or `blog` number used twice;
 * - a `published` date earlier than that of a post with a lower `blog` number (numbers follow publication);
 * - a body shorter than {@link BLOG_MIN_WORDS} words, containing raw HTML (never rendered) or a
 *   level-1 heading (the page renders the title as the only `<h1>`);
 * - a cover image missing under `public/`.
 *
 * Order: {@link getBlogs} returns posts in publication order (`blog` ascending). Pages choose the
 * order they show: the Blogs list shows them in reverse ({@link getLatestBlogs} with no argument);
 * SPEC 2.3 has the home page show "the first 3 blog entries", literally `getBlogs().slice(0, 3)`,
 * while `getLatestBlogs(3)` gives the three newest instead.
 */

/** Folder of the Markdown posts. */
export const blogsDir = path.join(contentDir, 'blogs');
/** A post body must have at least this many words (see {@link countWords}). */
export const BLOG_MIN_WORDS = 600;
/** Characters of the standfirst shown in the Blogs list before the ellipsis (SPEC 2.11, 9). */
export const BLOG_PREVIEW_CHARS = 300;
/** Reading speed used for {@link Blog.readingMinutes}. */
export const WORDS_PER_MINUTE = 200;

/** A validated blog post: its front matter plus the Markdown body and figures derived from it. */
export interface Blog extends BlogFrontMatter {
  /** Markdown body after the front matter, trimmed; sections start with `##` headings. Render it sanitised. */
  body: string;
  /** Words in the body, counted by {@link countWords}. */
  wordCount: number;
  /** Estimated reading time in whole minutes (at least 1), at {@link WORDS_PER_MINUTE}. */
  readingMinutes: number;
}

/** Reading time of a body of `wordCount` words, in whole minutes (at least 1), at {@link WORDS_PER_MINUTE}. */
export function readingMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

/** Removes fenced code blocks and inline code spans, keeping the line count of the text. */
function withoutCode(markdown: string): string {
  return markdown
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, ' ');
}

/**
 * Words in a Markdown text as a reader sees them: link and image targets, code and HTML comments
 * are left out; a number with its separators (`2,900`, `0.16`) or a unit such as `m³/h` counts as
 * one word, as do hyphenated words.
 */
export function countWords(markdown: string): number {
  const text = withoutCode(markdown)
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<https?:[^>]*>/g, ' ');
  return text.match(/[\p{L}\p{N}]+(?:['’.,/\-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}

/** Texts of the `##` section headings of a Markdown body, in order (headings inside code blocks are ignored). */
export function blogSections(markdown: string): string[] {
  return [...withoutCode(markdown).matchAll(/^##[ \t]+(.+?)[ \t#]*$/gm)].map((match) => match[1]!.trim());
}

/**
 * The list preview of a standfirst (SPEC 2.11): its first `length` characters followed by '...'.
 * Characters are Unicode code points, so a cut never splits a surrogate pair. The ellipsis is
 * always added, as SPEC describes; the schema keeps standfirsts at least 300 characters long.
 */
export function blogPreview(description: string, length: number = BLOG_PREVIEW_CHARS): string {
  return `${Array.from(description).slice(0, length).join('')}...`;
}

/** Front-matter languages other than YAML (gray-matter would `eval` JavaScript front matter). */
function rejectLanguage(): never {
  throw new Error('only YAML front matter is allowed');
}

/** 1-based line of `index` in `text`. */
function lineOf(text: string, index: number): number {
  return text.slice(0, index).split('\n').length;
}

/**
 * The first rule a Markdown body breaks (raw HTML, a level-1 heading, fewer than
 * {@link BLOG_MIN_WORDS} words), with where in the body; undefined when it meets them all. Shared by
 * the seed loader and the back office's blog editor.
 */
export function blogBodyProblem(body: string): { index: number; message: string } | undefined {
  const prose = withoutCode(body);
  const html = /<!--|<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>])[^<>]*>/.exec(prose);
  if (html) {
    return {
      index: html.index,
      message: `raw HTML "${html[0].slice(0, 40)}" is not rendered; write it in Markdown instead`,
    };
  }
  const h1 = /^#[ \t]/m.exec(prose);
  if (h1) {
    return {
      index: h1.index,
      message: "level-1 heading; the title is the page's only level-1 heading, start sections with ##",
    };
  }
  const words = countWords(body);
  if (words < BLOG_MIN_WORDS) {
    return { index: -1, message: `${words} words; a post needs at least ${BLOG_MIN_WORDS}` };
  }
  return undefined;
}

/** Checks the Markdown body rules and returns the word count. */
function checkBody(file: string, body: string, firstLine: number): number {
  const problem = blogBodyProblem(body);
  if (problem) {
    const where = problem.index < 0 ? 'body' : `body: line ${firstLine + lineOf(body, problem.index) - 1}`;
    throw new ContentError(`${relative(file)}: ${where}: ${problem.message}`);
  }
  return countWords(body);
}

/** Reads and validates one post file (everything except cross-file rules and the image file). */
function readBlogFile(file: string): Sourced<Blog> {
  const raw = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n');
  if (!raw.startsWith('---\n')) {
    throw new ContentError(
      `${relative(file)}: front matter: the file must start with a line '---', the YAML front matter and a closing '---' line`,
    );
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also keeps gray-matter from caching and sharing parsed objects between calls.
    parsed = matter(raw, { language: 'yaml', engines: { js: rejectLanguage, javascript: rejectLanguage } });
  } catch (error) {
    throw new ContentError(`${relative(file)}: front matter: ${(error as Error).message}`);
  }
  const frontMatter = parseContent(file, blogFrontMatterSchema, parsed.data);
  const expectedFile = `${frontMatter.id}.md`;
  if (path.basename(file) !== expectedFile) {
    throw new ContentError(`${relative(file)}: id: "${frontMatter.id}" must match the file name (${expectedFile})`);
  }
  const leading = parsed.content.length - parsed.content.trimStart().length;
  const firstLine = lineOf(raw, raw.length - parsed.content.length + leading);
  const body = parsed.content.trim();
  const wordCount = checkBody(file, body, firstLine);
  return {
    file,
    data: { ...frontMatter, body, wordCount, readingMinutes: readingMinutes(wordCount) },
  };
}

/** Where {@link loadBlogs} reads from and what it checks. */
export interface LoadBlogsOptions {
  /** Folder of `*.md` posts (searched recursively); defaults to {@link blogsDir}. */
  dir?: string;
  /** Check that every cover image exists under `public/` (default true; tests of the text alone turn it off). */
  checkFiles?: boolean;
}

/**
 * Reads, validates and orders all posts, uncached. Pages use {@link getBlogs} and friends; this is
 * exported for tests and build scripts.
 * @returns posts in publication order (`blog` ascending)
 * @throws ContentError naming the file and field of the first problem found.
 */
export function loadBlogs({ dir = blogsDir, checkFiles = true }: LoadBlogsOptions = {}): Blog[] {
  const files = listFiles(dir, '.md');
  if (files.length === 0) throw new ContentError(`${relative(dir)}: no blog posts (*.md) found`);
  const posts = files.map(readBlogFile);
  assertUnique(posts, (post) => post.id, 'blog id');
  assertUnique(posts, (post) => post.blog, 'blog number');
  posts.sort((a, b) => a.data.blog - b.data.blog);
  posts.forEach((post, i) => {
    const previous = posts[i - 1];
    if (previous && post.data.published < previous.data.published) {
      throw new ContentError(
        `${relative(post.file)}: published: ${post.data.published} is earlier than ${previous.data.published} of blog ${previous.data.blog} (${relative(previous.file)}); blog numbers follow the order of publication`,
      );
    }
  });
  if (checkFiles) {
    for (const { file, data } of posts) assertPublicFile(file, 'image', data.image);
  }
  return posts.map((post) => post.data);
}

let cached: readonly Blog[] | undefined;

/**
 * All posts in publication order (`blog` ascending), read on first call and cached for the process.
 * The array is frozen: copy it before sorting or reversing.
 * @throws ContentError when a post is invalid, an id or number repeats or a cover image is missing.
 */
export function getBlogs(): readonly Blog[] {
  cached ??= Object.freeze(loadBlogs());
  return cached;
}

/** The post with this id (route /resources/blogs/{id}), or undefined. */
export function findBlog(id: string): Blog | undefined {
  return getBlogs().find((blog) => blog.id === id);
}

/**
 * The newest posts first (highest `blog` number first). Without `count`, all posts: the Blogs list
 * order of SPEC 2.11. With `count`, at most that many.
 */
export function getLatestBlogs(count?: number): Blog[] {
  return newestFirst(getBlogs(), count);
}

/**
 * Posts newest first (highest `blog` number first), from posts in publication order; with `count`,
 * at most that many. What {@link getLatestBlogs} gives for the seed, for any list of posts.
 */
export function newestFirst<T extends { blog: number }>(posts: readonly T[], count?: number): T[] {
  const ordered = [...posts].sort((a, b) => b.blog - a.blog);
  return count === undefined ? ordered : ordered.slice(0, Math.max(0, count));
}
