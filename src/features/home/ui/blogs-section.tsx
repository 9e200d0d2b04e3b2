import { ResponsiveImage } from '@/components/ui/responsive-image';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { ChevronRightIcon } from '@/components/ui/icons';
import type { Blog } from '@/content/blogs';
import { HeadedSection } from '@/components/ui/headed-section';

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Home 'Blogs' section (SPEC 2.3): the given posts as cards (cover, date, title, standfirst and a
 * 'Know More' link to the post) and 'View More Blogs' to the Blogs list. The Know More link is the
 * card's only link; it is stretched over the whole card so the picture and title are clickable too.
 * One card per row on phones, three from 1024 px.
 */
export function BlogsSection({ blogs }: { blogs: readonly Blog[] }) {
  return (
    <HeadedSection id="blogs-heading" eyebrow="Insights" title="From Our Blog" className="content-deferred-520">
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="home-blogs">
        {blogs.map((blog) => (
          <li key={blog.id}>
            <article className="group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow hover:shadow-raised">
              <div className="relative aspect-video overflow-hidden bg-water-50">
                <ResponsiveImage
                  src={blog.image}
                  alt=""
                  fill
                  sizes="(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw"
                  className="object-cover transition-transform duration-500 ease-(--ease-out-soft) group-hover:scale-[1.03]"
                />
              </div>
              <div className="flex flex-1 flex-col p-5 sm:p-6">
                <p className="text-sm text-ink-500">
                  <time dateTime={blog.published}>{dateFormat.format(new Date(blog.published))}</time>
                  <span aria-hidden="true"> · </span>
                  {blog.readingMinutes} min read
                </p>
                <h3 className="mt-2 text-lg leading-snug font-bold text-navy-900 sm:text-xl">{blog.title}</h3>
                <p className="mt-3 line-clamp-3 leading-relaxed text-ink-600">{blog.description}</p>
                {/* The link's area covers the card; its own focus ring stays on the words, where the focus is announced. */}
                <Link
                  href={paths.blog(blog.id)}
                  className="mt-auto inline-flex items-center gap-1.5 pt-5 font-semibold text-water-700 after:absolute after:inset-0 after:content-[''] hover:text-water-600"
                >
                  <span>
                    Know More<span className="sr-only"> about {blog.title}</span>
                  </span>
                  <ChevronRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex justify-center">
        <Link href={paths.blogs} className="btn-secondary">
          View More Blogs
          <ChevronRightIcon className="size-4" />
        </Link>
      </div>
    </HeadedSection>
  );
}
