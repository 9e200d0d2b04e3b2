import type { ReactNode, SVGProps } from 'react';

/**
 * Inline SVG icons (24×24 viewBox, stroke uses currentColor). Decorative by default: they carry
 * `aria-hidden` so the text or `aria-label` next to them names the control.
 *
 * The outlines are Lucide's (https://lucide.dev), some from the Feather icons Lucide grew out of,
 * copied as path data and in places simplified: Lucide is ISC-licensed (the Feather-derived icons
 * MIT), and both notices are in ./lucide-license.txt, which must travel with these paths. Copies, not
 * the lucide-react package: it would add about 1.9 KB gzip of client JavaScript to every page (its
 * Icon is a client component), more than the page-weight budget has left, and it has no social-network
 * glyphs (docs/decisions/0015).
 */
export type IconProps = SVGProps<SVGSVGElement>;

/**
 * The frame every icon of the site draws in: a 24×24 viewBox at 1em (a class such as `size-6`
 * overrides it), 2-unit round strokes in currentColor, no fill, hidden from assistive technology.
 * @param children the glyph's paths
 * @param props any SVG attribute, e.g. `className`; they override the frame's
 */
export function Icon({ children, ...props }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/**
 * The body of every icon component: `glyph` drawn in the {@link Icon} frame with the icon's props.
 * Each icon stays an arrow function of its own, so that a client bundle keeps only the icons it uses.
 * @param props the icon's SVG attributes, e.g. `className`
 * @param glyph the glyph's SVG elements (paths, circles, rects) on the 24×24 grid
 */
export function drawIcon(props: IconProps, glyph: ReactNode) {
  return <Icon {...props}>{glyph}</Icon>;
}

export const ChevronDownIcon = (p: IconProps) => drawIcon(p, <path d="m6 9 6 6 6-6" />);
export const ChevronRightIcon = (p: IconProps) => drawIcon(p, <path d="m9 6 6 6-6 6" />);
export const ArrowUpIcon = (p: IconProps) => drawIcon(p, <path d="M12 19V5M5 12l7-7 7 7" />);
export const MenuIcon = (p: IconProps) => drawIcon(p, <path d="M4 6h16M4 12h16M4 18h16" />);
export const CloseIcon = (p: IconProps) => drawIcon(p, <path d="M18 6 6 18M6 6l12 12" />);
export const SearchIcon = (p: IconProps) =>
  drawIcon(
    p,
    <>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </>,
  );
export const PhoneIcon = (p: IconProps) =>
  drawIcon(
    p,
    <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />,
  );
export const MailIcon = (p: IconProps) =>
  drawIcon(
    p,
    <>
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="m22 7-10 6L2 7" />
    </>,
  );
export const MapPinIcon = (p: IconProps) =>
  drawIcon(
    p,
    <>
      <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
      <circle cx="12" cy="10" r="3" />
    </>,
  );
export const DownloadIcon = (p: IconProps) =>
  drawIcon(p, <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const ExternalIcon = (p: IconProps) =>
  drawIcon(p, <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
export const PlayIcon = (p: IconProps) => drawIcon(p, <path d="M7 4v16l13-8Z" fill="currentColor" />);
export const PauseIcon = (p: IconProps) => drawIcon(p, <path d="M8 5v14M16 5v14" />);
export const CheckIcon = (p: IconProps) => drawIcon(p, <path d="M20 6 9 17l-5-5" />);

/** Glyphs for the four social networks of SPEC 2.2, keyed by the names used in the site config. */
export const socialIcons: Record<string, (p: IconProps) => React.JSX.Element> = {
  LinkedIn: (p) =>
    drawIcon(
      p,
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2zM4 6a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />,
    ),
  Facebook: (p) => drawIcon(p, <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3Z" />),
  Instagram: (p) =>
    drawIcon(
      p,
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <path d="M16 11.4A4 4 0 1 1 12.6 8 4 4 0 0 1 16 11.4ZM17.5 6.5h.01" />
      </>,
    ),
  X: (p) => drawIcon(p, <path d="M4 4l16 16M20 4 4 20" />),
};
