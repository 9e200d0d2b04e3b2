import { Fragment, type ReactNode } from 'react';

/**
 * HTML of a tree of React elements that has nothing interactive in it, written as React DOM's
 * `renderToStaticMarkup` writes it, for {@link StaticHtml}. React 19 refuses `react-dom/server` in
 * the React Server Components environment (its `react-server` export throws "react-dom/server is not
 * supported in React Server Components"), where the App Router renders server components, so this
 * small writer does the same job there. It follows React DOM's server renderer (`pushAttribute` and
 * `escapeTextForBrowser` of react-dom 19.3, `react-dom-server-legacy.node.production.js`) for what
 * the site's static subtrees contain, and throws on anything else rather than guess:
 *
 * - host elements (`table`, `a`, `svg`, …), text, numbers, arrays and fragments;
 * - server components called as functions (synchronous ones: an async component throws);
 * - attribute names as React writes them: `className` → `class`, `htmlFor` → `for`, `tabIndex` →
 *   `tabindex`, React's SVG aliases (`strokeWidth` → `stroke-width`, …), other names as given;
 *   `true` on a boolean attribute (`hidden`, `open`, …) → `name=""`, `data-`/`aria-` booleans as text;
 * - text and attribute values escaped as React escapes them (`& < > " '`).
 *
 * It throws (an Error naming the element) on a client component, event handler, `ref`, `style`,
 * a form control or a `javascript:` URL: each would need hydration or script to work, or would be
 * written differently by React. Its output is checked against `renderToStaticMarkup` for every
 * subtree the site passes it (static-markup.test.tsx).
 * @param node the tree; only the site's own content (see {@link StaticHtml})
 * @returns the HTML, no wrapper element
 * @throws Error on anything outside the list above
 */
export function staticMarkup(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number' || typeof node === 'bigint') return escapeHtml(String(node));
  if (Array.isArray(node)) return node.map(staticMarkup).join('');
  if (typeof node !== 'object') throw new Error(`StaticHtml cannot write a ${typeof node}`);
  if (!isElement(node))
    throw new Error('StaticHtml can write elements, text and arrays only (no promises or iterators)');
  const { type, props } = node;
  if (type === Fragment) return staticMarkup(props.children as ReactNode);
  if (typeof type === 'string') return hostElement(type, props);
  if (typeof type === 'function' && !isClientReference(type)) {
    const rendered: unknown = (type as (p: typeof props) => unknown)(props);
    if (rendered instanceof Promise)
      throw new Error(`StaticHtml: ${componentName(type)} is async; pass its result instead`);
    return staticMarkup(rendered as ReactNode);
  }
  throw new Error(
    `StaticHtml: ${componentName(type)} is a client component or a React type it does not write; keep it outside`,
  );
}

/** An element as React 19 creates it (`$$typeof` is the same symbol in every React build). */
interface AnyElement {
  type: unknown;
  props: Record<string, unknown>;
}

const elementTypes = new Set([Symbol.for('react.transitional.element'), Symbol.for('react.element')]);

function isElement(value: object): value is AnyElement {
  return elementTypes.has((value as { $$typeof?: symbol }).$$typeof as symbol);
}

/** A `'use client'` module's export as the server sees it: a reference, not the component. */
function isClientReference(type: unknown): boolean {
  return (type as { $$typeof?: symbol }).$$typeof === Symbol.for('react.client.reference');
}

function componentName(type: unknown): string {
  if (typeof type === 'function') return type.name || 'an anonymous component';
  if (typeof type === 'symbol') return String(type);
  return 'a component';
}

/** Elements without an end tag, written `<br/>` as React writes them. */
const voidElements = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Elements whose state lives in the browser or in React (values, selection): never static. */
const formControls = new Set(['input', 'select', 'textarea', 'option', 'button', 'form', 'script', 'style']);

/** React DOM's boolean attributes: `true` writes `name=""`, `false` writes nothing. */
const booleanAttributes = new Set([
  'inert',
  'allowFullScreen',
  'async',
  'autoPlay',
  'controls',
  'default',
  'defer',
  'disabled',
  'formNoValidate',
  'hidden',
  'loop',
  'noModule',
  'noValidate',
  'open',
  'playsInline',
  'readOnly',
  'required',
  'reversed',
  'itemScope',
]);

/**
 * React DOM's renamed attributes (its `aliases` map and the `className`/`tabIndex` cases), those an
 * HTML or SVG subtree of this site can hold; every other name is written as given, as React does.
 */
const attributeNames = new Map([
  ['className', 'class'],
  ['htmlFor', 'for'],
  ['tabIndex', 'tabindex'],
  ['httpEquiv', 'http-equiv'],
  ['crossOrigin', 'crossorigin'],
  ['clipPath', 'clip-path'],
  ['clipRule', 'clip-rule'],
  ['dominantBaseline', 'dominant-baseline'],
  ['fillOpacity', 'fill-opacity'],
  ['fillRule', 'fill-rule'],
  ['fontFamily', 'font-family'],
  ['fontSize', 'font-size'],
  ['fontWeight', 'font-weight'],
  ['markerEnd', 'marker-end'],
  ['markerStart', 'marker-start'],
  ['paintOrder', 'paint-order'],
  ['pointerEvents', 'pointer-events'],
  ['shapeRendering', 'shape-rendering'],
  ['stopColor', 'stop-color'],
  ['stopOpacity', 'stop-opacity'],
  ['strokeDasharray', 'stroke-dasharray'],
  ['strokeDashoffset', 'stroke-dashoffset'],
  ['strokeLinecap', 'stroke-linecap'],
  ['strokeLinejoin', 'stroke-linejoin'],
  ['strokeMiterlimit', 'stroke-miterlimit'],
  ['strokeOpacity', 'stroke-opacity'],
  ['strokeWidth', 'stroke-width'],
  ['textAnchor', 'text-anchor'],
  ['vectorEffect', 'vector-effect'],
]);

/** Props that React keeps to itself and never writes. */
const notWritten = new Set(['children', 'dangerouslySetInnerHTML', 'suppressHydrationWarning', 'key']);

function hostElement(tag: string, props: Record<string, unknown>): string {
  if (formControls.has(tag))
    throw new Error(`StaticHtml: <${tag}> needs React or the browser's state; keep it outside`);
  let html = `<${tag}`;
  for (const [name, value] of Object.entries(props)) {
    if (notWritten.has(name) || value === null || value === undefined) continue;
    html += attribute(tag, name, value);
  }
  if (voidElements.has(tag)) return `${html}/>`;
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  const content = inner ? String(inner.__html ?? '') : staticMarkup(props.children as ReactNode);
  return `${html}>${content}</${tag}>`;
}

function attribute(tag: string, name: string, value: unknown): string {
  if (typeof value === 'function' || /^on[A-Z]/.test(name) || name === 'ref' || name === 'style') {
    throw new Error(`StaticHtml: <${tag} ${name}> needs React on the page; keep it outside`);
  }
  if (booleanAttributes.has(name)) return value ? ` ${name}=""` : '';
  const written = attributeNames.get(name) ?? name;
  if (typeof value === 'boolean') {
    if (/^(data|aria)-/i.test(written)) return ` ${written}="${value}"`;
    throw new Error(`StaticHtml: <${tag} ${name}={${value}}> is not a boolean attribute`);
  }
  if ((name === 'href' || name === 'src') && String(value).trim().toLowerCase().startsWith('javascript:')) {
    throw new Error(`StaticHtml: <${tag} ${name}> holds a javascript: URL`);
  }
  if ((name === 'href' || name === 'src') && value === '') return '';
  return ` ${written}="${escapeHtml(String(value))}"`;
}

/** React DOM's `escapeTextForBrowser`: the five characters that can end text or a quoted value. */
function escapeHtml(text: string): string {
  return text.replace(/["'&<>]/g, (c) => htmlEscapes[c]!);
}

const htmlEscapes: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
