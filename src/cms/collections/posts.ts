import { blogBodyProblem } from '@/content/blogs';
import { BLOG_DESCRIPTION_MIN_CHARS, blogTagSchema } from '@/content/schemas/blog';
import { dayPicker, pictureField, slugField } from '../fields/common';
import { fromSchema } from '../fields/validate';
import { contentCollection } from './content-collection';

/**
 * Blog posts (SPEC 2.11, 3.2) at /resources/blogs/{slug}. The body is Markdown with `##` sections,
 * rendered through the site's sanitising renderer (no raw HTML, no level-1 heading: the title is the
 * page's only `<h1>`). Seeded from `content/blogs/*.md`.
 */
export const Posts = contentCollection({
  slug: 'posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'published', '_status'],
    description: 'Resources › Blogs; the home page shows the newest three.',
  },
  defaultSort: '-number',
  fields: [
    slugField('The address of the post: /resources/blogs/<slug>.'),
    {
      name: 'number',
      type: 'number',
      required: true,
      unique: true,
      min: 1,
      admin: { position: 'sidebar', description: 'Order of publication, 1 for the oldest (SPEC "blog").' },
    },
    { name: 'title', type: 'text', required: true, minLength: 10, maxLength: 120 },
    {
      name: 'description',
      type: 'textarea',
      required: true,
      minLength: BLOG_DESCRIPTION_MIN_CHARS,
      maxLength: 700,
      admin: { description: 'Standfirst, plain text: 2–4 sentences. The list shows its first 300 characters.' },
    },
    pictureField('cover', 'Cover picture (1200 × 675)'),
    { name: 'published', type: 'date', required: true, admin: { date: dayPicker } },
    { name: 'author', type: 'text', required: true, maxLength: 80, defaultValue: 'Kavex Engineering Team' },
    {
      name: 'tags',
      type: 'text',
      hasMany: true,
      required: true,
      minRows: 1,
      maxRows: 8,
      validate: (values: unknown) => {
        const list = Array.isArray(values) ? values : [];
        for (const tag of list) {
          const issue = fromSchema(blogTagSchema)(tag);
          if (issue !== true) return `"${String(tag)}" ${issue}`;
        }
        return new Set(list).size === list.length ? true : 'tags must not repeat';
      },
    },
    {
      name: 'body',
      type: 'code',
      required: true,
      admin: {
        language: 'markdown',
        description: 'Markdown: ## for a section, ### for a sub-section, lists and tables. No HTML.',
      },
      validate: (value: unknown) =>
        typeof value === 'string' ? (blogBodyProblem(value)?.message ?? true) : 'is required',
    },
  ],
});
