import type { BreadcrumbList, ListItem, Thing, WithContext } from 'schema-dts';

/**
 * JSON-LD structured data (schema.org, typed with schema-dts). Search engines read it from
 * `<script type="application/ld+json">` blocks; the browser never executes them, so the CSP does not
 * apply and they need no hash.
 */

/**
 * JSON text of a structured-data object, safe inside a `<script>` element: `<`, `>` and `&` become
 * `\u003c`, `\u003e` and `\u0026`, and the line separators U+2028/U+2029 are escaped, so no string in
 * the data can close the element or start markup. The result parses back to the same object.
 */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Renders one JSON-LD block. Server component; put it anywhere in the page. */
export function JsonLd<T extends Thing>({ data }: { data: WithContext<T> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

/** One breadcrumb step as the Breadcrumb component takes it: a label and, except for plain-text steps, a link. */
export interface BreadcrumbStep {
  label: string;
  href?: string;
}

/**
 * schema.org BreadcrumbList of a breadcrumb trail. Linked steps become list items with an absolute
 * `item` URL; a middle step without a page of its own (e.g. '50 HZ') is left out, since every item
 * but the last must name a page; the last step (the current page) is kept, with a URL when it has one.
 * @param steps the trail from Home to the current page
 * @param origin the site's public origin without a trailing slash, e.g. `https://www.example.com`
 */
export function breadcrumbListJsonLd(steps: readonly BreadcrumbStep[], origin: string): WithContext<BreadcrumbList> {
  const kept = steps.filter((step, i) => step.href !== undefined || i === steps.length - 1);
  const itemListElement: ListItem[] = kept.map((step, i) => ({
    '@type': 'ListItem',
    position: i + 1,
    name: step.label,
    ...(step.href !== undefined ? { item: new URL(step.href, `${origin}/`).href } : {}),
  }));
  return { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement };
}
