import { describe, expect, it } from 'vitest';
import { getBlogs } from '@/content/blogs';
import { blogPostingJsonLd } from './seo';

const origin = 'https://www.example.com';

describe('blogPostingJsonLd', () => {
  it('describes each post with dates, publisher and absolute image', () => {
    for (const blog of getBlogs()) {
      const post = blogPostingJsonLd(blog, origin) as unknown as Record<string, unknown>;
      expect(post['@type']).toBe('BlogPosting');
      expect(post.headline).toBe(blog.title);
      expect(post.datePublished).toBe(blog.published);
      expect(post.image).toEqual([`${origin}${blog.image}`]);
    }
  });
});
