import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/components/ui/link';
import { Breadcrumb } from '@/components/ui/breadcrumb';
import { ChevronRightIcon } from '@/components/ui/icons';
import { Markdown } from '@/components/ui/markdown';
import { paths } from '@/config/paths';
import { newestFirst, type Blog } from '@/content/blogs';
import { formatBlogDate } from './format';
import { BlogPostingJsonLd } from './blog-posting-json-ld';
import { BlogCard } from './blog-card';

/** Props of {@link BlogArticle}. */
export interface BlogArticleProps {
  /** The post to show. */
  blog: Blog;
  /** Every published post (the back office's), any order: the three newest others are linked below. */
  posts: readonly Blog[];
}

/**
 * Blog detail (SPEC 2.11): breadcrumb Home > Blogs > title, then the title (the page's only h1),
 * byline with the published date and author, cover picture, the standfirst and the Markdown body
 * through the sanitising renderer, followed by links to the three newest other posts.
 */
export function BlogArticle({ blog, posts }: BlogArticleProps) {
  const others = newestFirst(
    posts.filter((other) => other.id !== blog.id),
    3,
  );
  return (
    <>
      <BlogPostingJsonLd blog={blog} />
      <article>
        <header className="border-b border-line bg-surface-muted">
          <div className="container-page max-w-4xl py-10 sm:py-14">
            <Breadcrumb
              items={[
                { label: 'Home', href: paths.home },
                { label: 'Blogs', href: paths.blogs },
                { label: blog.title },
              ]}
            />
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Topics">
              {blog.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-water-100 px-3 py-1 text-xs font-semibold tracking-wide text-water-700 uppercase"
                >
                  {tag}
                </li>
              ))}
            </ul>
            <h1 className="mt-4 text-display font-bold text-navy-900">{blog.title}</h1>
            <p className="mt-5 flex flex-wrap gap-x-2 gap-y-1 text-ink-600" data-testid="blog-byline">
              <span>
                By <span className="font-semibold text-navy-900">{blog.author}</span>
              </span>
              <span aria-hidden="true">·</span>
              <span>
                Published <time dateTime={blog.published}>{formatBlogDate(blog.published)}</time>
              </span>
              <span aria-hidden="true">·</span>
              <span>{blog.readingMinutes} min read</span>
            </p>
          </div>
        </header>

        <div className="container-page max-w-4xl py-10 sm:py-12">
          <figure className="relative mb-10 aspect-video overflow-hidden rounded-card bg-water-50 shadow-card">
            <ResponsiveImage
              src={blog.image}
              alt={blog.imageAlt}
              fill
              priority
              sizes="(min-width: 896px) 832px, 100vw"
              className="object-cover"
            />
          </figure>
          <p
            className="mb-8 text-lg leading-relaxed font-medium text-navy-900 sm:text-xl"
            data-testid="blog-description"
          >
            {blog.description}
          </p>
          {/* The title is the h1, so the body's ## sections render as h2 and ### as h3: no shift needed. */}
          <Markdown source={blog.body} />
          <footer className="mt-12 border-t border-line pt-6">
            <Link href={paths.blogs} className="btn-secondary py-2 text-sm">
              Back to all blogs
            </Link>
          </footer>
        </div>
      </article>

      {others.length > 0 ? (
        <section aria-labelledby="more-blogs-heading" className="border-t border-line bg-surface-muted py-14">
          <div className="container-page">
            <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
              <h2 id="more-blogs-heading" className="section-title">
                More from our engineers
              </h2>
              <Link
                href={paths.blogs}
                className="inline-flex items-center gap-1 font-semibold text-water-700 hover:text-water-600"
              >
                View all blogs <ChevronRightIcon className="size-4" />
              </Link>
            </div>
            <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
              {others.map((other) => (
                <li key={other.id}>
                  <BlogCard blog={other} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}
