/**
 * Diagrams a phone can read (issue 25), for every real diagram: the width the build gives a diagram's
 * <img> is the width it never shrinks below (its frame scrolls instead), so the smallest text renders at
 * smallest font-size × that width ÷ viewBox width, which must be at least 11 px. An image without a
 * width shrinks to the phone's text column (390 px viewport less 2 × 16 px padding). The same diagram
 * must still fit the desktop text column (46rem = 736 px). tests/e2e/diagrams.spec.ts measures it in
 * a browser on the fixture tree.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadRealContent } from '../../scripts/lib/real-content';

const MIN_TEXT_PX = 11;
const PHONE_COLUMN_PX = 390 - 2 * 16;
const DESKTOP_COLUMN_PX = 46 * 16;

/** viewBox width and smallest font-size (attribute or style; 16, the SVG default, when none) of an SVG. */
function metrics(svg: string): { viewBoxWidth: number; minFontSize: number } {
  const viewBox = /<svg\b[^>]*\bviewBox="[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)/.exec(svg);
  const sizes = [...svg.matchAll(/font-size(?:\s*=\s*["']|\s*:\s*)([\d.]+)/g)].map((m) => Number(m[1]));
  return { viewBoxWidth: viewBox ? Number(viewBox[1]) : NaN, minFontSize: sizes.length > 0 ? Math.min(...sizes) : 16 };
}

const { output } = await loadRealContent();
const svgByPublicPath = new Map(
  readdirSync('content/images')
    .filter((f) => f.endsWith('.svg'))
    .map((f) => [`/images/${f}`, readFileSync(`content/images/${f}`, 'utf8')]),
);
for (const image of output.values.filter((v) => v.url?.startsWith('/images/') && typeof v.body === 'string'))
  svgByPublicPath.set(image.url!, image.body as string);

/** Every diagram on every page: where, its <img> attributes and the frame around it. */
const uses = output.pages.flatMap((p) =>
  [...p.data.page.html.matchAll(/(<span[^>]*>)?<img ([^>]*)>/g)].map(([, frame, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attributes!)?.[1];
    return {
      page: p.data.page.slug,
      frame: frame ?? '',
      src: attribute('src') ?? '',
      alt: attribute('alt') ?? '',
      width: attribute('width'),
    };
  }),
);

describe('diagrams on a phone (issue 25)', () => {
  it('the tree shows its diagrams (about 40) and every one is an SVG the build serves', () => {
    expect(new Set(uses.map((u) => u.src)).size).toBeGreaterThanOrEqual(40);
    expect(uses.filter((u) => !svgByPublicPath.has(u.src)).map((u) => `${u.page}: ${u.src}`)).toEqual([]);
  });

  it(`the smallest text of every diagram renders at ${MIN_TEXT_PX} px or more at its narrowest`, () => {
    const tooSmall = uses.flatMap((u) => {
      const { viewBoxWidth, minFontSize } = metrics(svgByPublicPath.get(u.src) ?? '');
      const narrowest = u.width === undefined ? PHONE_COLUMN_PX : Number(u.width);
      const px = (minFontSize * narrowest) / viewBoxWidth;
      return px >= MIN_TEXT_PX ? [] : [`${u.page}: ${u.src} text at ${px.toFixed(1)} px (${minFontSize} × ${narrowest} / ${viewBoxWidth})`];
    });
    expect(tooSmall).toEqual([]);
  });

  it('every diagram still fits the desktop text column', () => {
    expect(uses.filter((u) => Number(u.width ?? 0) > DESKTOP_COLUMN_PX).map((u) => `${u.page}: ${u.src} ${u.width} px`)).toEqual([]);
  });

  it('every diagram keeps its alt text and sits in a keyboard-scrollable, labelled frame', () => {
    const bad = uses.filter(
      (u) =>
        !u.alt || !/class="diagram"/.test(u.frame) || !/tabindex="0"/.test(u.frame) || !u.frame.includes(`aria-label="Diagram: ${u.alt}"`),
    );
    expect(bad.map((u) => `${u.page}: ${u.src}`)).toEqual([]);
  });
});
