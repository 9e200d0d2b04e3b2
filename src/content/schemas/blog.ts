import { z } from 'zod';
import { publicFileSchema, slugSchema } from './common';

/**
 * Blog posts (SPEC 3.2 "Blog", 2.11). Each post is one Markdown file `content/blogs/{id}.md`: YAML
 * front matter validated by {@link blogFrontMatterSchema}, then the body in Markdown.
 *
 * The body replaces SPEC's `content1`..`content7` HTML blocks: it is plain Markdown split into
 * sections by `##` headings (`###` for sub-sections), with lists and tables allowed. It is rendered
 * through a sanitising renderer that never outputs raw HTML, so the loader rejects HTML tags and a
 * level-1 heading (the page renders the title as the only `<h1>`).
 */

/** Minimum length of the standfirst: the blog list shows its first 300 characters and an ellipsis (SPEC 9). */
export const BLOG_DESCRIPTION_MIN_CHARS = 300;

/**
 * Calendar date written `YYYY-MM-DD`. YAML reads an unquoted date as a timestamp, so a `Date` is
 * accepted too and turned back into its `YYYY-MM-DD` form (UTC); any time of day is dropped.
 */
export const isoDateSchema = z.preprocess(
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z.iso.date('must be a date written YYYY-MM-DD'),
);

/** A tag: lower-case words separated by single spaces or hyphens, e.g. 'solar pumping', 'case study', 'vfd'. */
export const blogTagSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:[ -][a-z0-9]+)*$/, 'must be lower-case words separated by single spaces or hyphens');

/** Front matter of one blog post. Unknown keys are rejected so that a misspelt field fails the build. */
export const blogFrontMatterSchema = z
  .object({
    /**
     * Sequence number (SPEC `blog`), unique, 1 for the oldest post. It is the order of publication:
     * a higher number must not have an earlier `published` date.
     */
    blog: z.number().int().positive(),
    /** Slug used in the route /resources/blogs/{id} (SPEC `_id`); must equal the file name without `.md`. */
    id: slugSchema,
    /** Headline shown on cards, in the breadcrumb and as the page's `<h1>`. */
    title: z.string().trim().min(10).max(120),
    /**
     * Standfirst (SPEC `desc`): 2–4 plain-text sentences shown under the title, used as the meta
     * description and, cut to its first 300 characters plus '...', as the list preview. No Markdown.
     */
    description: z.string().trim().min(BLOG_DESCRIPTION_MIN_CHARS).max(700),
    /** Cover image (SPEC `img`), 1200×675, by convention `/images/blogs/{id}.webp`; the file must exist under `public/`. */
    image: publicFileSchema,
    /** Text alternative for the cover image: what the picture shows, not the title again. */
    imageAlt: z.string().trim().min(1).max(250),
    /** Publication date, `YYYY-MM-DD`. */
    published: isoDateSchema,
    /** Byline, e.g. 'Kavex Engineering Team'. Use a team or role, not a person's name, unless that person agreed. */
    author: z.string().trim().min(1).max(80),
    /** Topic tags, 1 to 8, no repeats; shown as chips and usable for filtering. */
    tags: z
      .array(blogTagSchema)
      .min(1)
      .max(8)
      .refine((tags) => new Set(tags).size === tags.length, 'tags must not repeat'),
  })
  .strict();
export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;
