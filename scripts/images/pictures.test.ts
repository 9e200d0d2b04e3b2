import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanContent } from './content';
import { productsIn } from './hints';
import { boothDesign } from './scenes-events';
import { boreholePump } from './shapes/borehole';
import { circulator, plasticPump } from './shapes/domestic';
import { boosterVertical } from './shapes/surface';
import { buildPicture, toTarget } from './targets';

/** Generated pictures as a visitor sees them (issue 15, item 12). */
const index = scanContent(path.resolve('content'));
const productPaths = [...index.references.keys()].filter((p) => p.startsWith('/images/products/')).sort();

function svgOf(sitePath: string): string {
  const target = toTarget(sitePath);
  if (!target) throw new Error(`no target for ${sitePath}`);
  const picture = buildPicture(target, index);
  if (!('svg' in picture)) throw new Error(`${sitePath} is not drawn`);
  return picture.svg;
}

describe('product pictures', () => {
  it('carry no words: no series tag, caption, watermark or printed label', () => {
    expect(productPaths.length).toBeGreaterThan(30);
    for (const sitePath of productPaths) expect(svgOf(sitePath), sitePath).not.toMatch(/<text\b/);
  });

  it('draw each 50 Hz borehole pump series differently', () => {
    const subs = productPaths.filter((p) => /\/\d+-inch-k[csp]-50hz-submersible-pump\./.test(p));
    expect(subs).toHaveLength(8);
    const pictures = subs.map(svgOf);
    expect(new Set(pictures).size).toBe(subs.length);
    // KC's bulged cast bowls are outlines of their own (one curved path per stage), where KS and KP
    // have a straight casing: the silhouettes differ, not only the colours.
    const paths = (svg: string) => svg.match(/<path/g)?.length ?? 0;
    expect(paths(boreholePump(6, 'cast').svg)).toBeGreaterThanOrEqual(paths(boreholePump(6, 'stainless').svg) + 4);
    expect(boreholePump(6, 'mixed').svg).not.toBe(boreholePump(6, 'stainless').svg);
  });

  it('make a bigger bore a thicker and longer unit (4-inch against 10-inch)', () => {
    const small = boreholePump(4);
    const large = boreholePump(10);
    expect(large.width / small.width).toBeGreaterThan(1.2);
    expect(large.height / small.height).toBeGreaterThan(1.5);
  });
});

describe('brochure covers', () => {
  const coverPaths = [...index.references.keys()].filter((p) => p.startsWith('/images/brochures/')).sort();

  it('carry no title or other words, since the Downloads card prints them beside the cover', () => {
    expect(coverPaths.length).toBeGreaterThan(20);
    for (const sitePath of coverPaths) expect(svgOf(sitePath), sitePath).not.toMatch(/<text\b/);
  });

  it('show the product the brochure is about', () => {
    expect(productsIn('Plastic Pumps 50hz').map((p) => p.kind)).toEqual(['plastic-pump']);
    expect(productsIn('Inline Circulation Pumps 50hz').map((p) => p.kind)).toEqual(['circulator']);
    // The booster's own brochure still shows a booster.
    expect(productsIn('KIV Vertical Inline Multistage Pumps 50hz').map((p) => p.kind)).toEqual(['booster-vertical']);
    // The cover embeds the drawing as is (inside a placing transform).
    expect(svgOf('/images/brochures/plastic-pumps-50hz.webp')).toContain(plasticPump().svg);
    const inline = svgOf('/images/brochures/inline-circulation-pumps-50hz.webp');
    expect(inline).toContain(circulator().svg);
    expect(inline).not.toContain(boosterVertical().svg);
    expect(svgOf('/images/brochures/plastic-pumps-50hz.webp')).not.toContain(boreholePump(6).svg);
  });
});

describe('event pictures', () => {
  it('give every event its own stand', () => {
    const sets = [
      ...new Set(
        [...index.references.keys()].flatMap((p) => /^\/images\/events\/([a-z]+\d{4})-\d+\./.exec(p)?.[1] ?? []),
      ),
    ];
    expect(sets.length).toBeGreaterThanOrEqual(8);
    const designs = sets.map((set) => boothDesign(set));
    for (let a = 0; a < designs.length; a++)
      for (let b = a + 1; b < designs.length; b++) {
        const [x, y] = [designs[a]!, designs[b]!];
        const differences = [
          x.fascia.fill !== y.fascia.fill,
          x.wall !== y.wall,
          x.tagline !== y.tagline,
          x.sideWalls[0] !== y.sideWalls[0],
          x.floor !== y.floor,
          x.counter.side !== y.counter.side,
        ].filter(Boolean).length;
        expect(differences, `${sets[a]} and ${sets[b]}`).toBeGreaterThanOrEqual(2);
      }
  });
});
