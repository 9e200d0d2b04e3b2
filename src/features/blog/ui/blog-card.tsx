import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/components/ui/link';
import { ChevronRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { blogPreview, type Blog } from '@/content/blogs';
import { formatBlogDate } from './format';

/**
 * A post in the Blogs list (SPEC 2.11): 16:9 cover, date, title, the first 300 characters of the
 * standfirst followed by '...', and a Read more link to the post. The title links too; the cover
 * is decorative because the title names the post.
 * @param blog the post
 * @param priority load the cover eagerly (cards in the first row)
 * @param headingLevel level of the title heading, to fit the outline of the page around the card
 */
export function BlogCard({
  blog,
  priority = false,
  headingLevel = 2,
}: {
  blog: Blog;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const href = paths.blog(blog.id);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      data-testid="blog-card"
      className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card"
    >
      <Link
        href={href}
        tabIndex={-1}
        aria-hidden="true"
        className="group relative block aspect-video overflow-hidden bg-water-50"
      >
        <ResponsiveImage
          src={blog.image}
          alt=""
          fill
          priority={priority}
          sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
          className="object-cover transition-transform duration-300 group-hover:scale-[1.03]"
        />
      </Link>
      <div className="flex flex-1 flex-col p-5 sm:p-6">
        <p className="mb-2 text-sm text-ink-600">
          <time dateTime={blog.published}>{formatBlogDate(blog.published)}</time> · {blog.readingMinutes} min read
        </p>
        <Heading className="mb-3 text-xl leading-snug font-bold text-navy-900">
          <Link href={href} className="hover:text-water-700">
            {blog.title}
          </Link>
        </Heading>
        <p data-testid="blog-preview" className="mb-5 leading-relaxed text-ink-700">
          {blogPreview(blog.description)}
        </p>
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-water-700 hover:text-water-600"
        >
          {/* The name starts with the visible words (WCAG 2.5.3) and says which post, for screen readers and
              for search engines' link-text checks alike. Browsers put a space around the visually hidden
              (absolutely positioned) span, so it carries a phrase that reads well after that space. */}
          <span>
            Read more<span className="sr-only"> about {blog.title}</span>
          </span>
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </article>
  );
}
