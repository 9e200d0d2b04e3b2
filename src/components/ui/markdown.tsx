import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import remarkGfm from 'remark-gfm';

/**
 * Renders Markdown from content (blogs, privacy policy) as React elements. Raw HTML in the source
 * is never rendered: react-markdown drops it and rehype-sanitize (GitHub's schema) cleans what the
 * Markdown itself produces, so no content string reaches the page as HTML.
 * @param headingOffset shifts heading levels down (1 turns `##` into h3) to fit the page outline.
 */
export function Markdown({ source, headingOffset = 0 }: { source: string; headingOffset?: 0 | 1 }) {
  const shift = (level: number) => `h${Math.min(6, level + headingOffset)}` as 'h2';
  return (
    <div className="markdown">
      <ReactMarkdown
        remarkPlugins={[remarkGfm]}
        rehypePlugins={[rehypeSanitize]}
        components={
          headingOffset
            ? {
                h1: ({ children }) => {
                  const H = shift(1);
                  return <H>{children}</H>;
                },
                h2: ({ children }) => {
                  const H = shift(2);
                  return <H>{children}</H>;
                },
                h3: ({ children }) => {
                  const H = shift(3);
                  return <H>{children}</H>;
                },
              }
            : undefined
        }
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
