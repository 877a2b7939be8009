/** Content images are author-drawn SVGs; refuse anything that could run or fetch. */

const FORBIDDEN: [RegExp, string][] = [
  [/<script/i, '<script> element'],
  [/\son[a-z]+\s*=/i, 'event handler attribute'],
  [/<foreignObject/i, '<foreignObject> element'],
  [/javascript:/i, 'javascript: URL'],
  [/(?:href|src)\s*=\s*["'](?!#)/i, 'external reference'],
  [/<!ENTITY/i, 'XML entity'],
];

/** The reason an SVG is refused, or null when it is safe to serve. */
export function getSvgProblem(text: string): string | null {
  if (!/<svg[\s>]/i.test(text)) return 'not an SVG document';
  for (const [pattern, what] of FORBIDDEN) if (pattern.test(text)) return `SVG contains a forbidden ${what}`;
  return null;
}

/** The smallest text a diagram may render at, in CSS px, on any screen (issue 25: 390 px phones). */
export const MIN_DIAGRAM_TEXT_PX = 11;

/** A diagram's drawing area and its smallest font size, in SVG user units. */
export interface SvgMetrics {
  viewBoxWidth: number;
  viewBoxHeight: number;
  /** Smallest font-size on any element (attribute or style); 16 (the SVG default) when none is set. */
  minFontSize: number;
}

/** The viewBox of the root <svg> and the smallest font-size in the document, or null without a viewBox. */
export function getSvgMetrics(text: string): SvgMetrics | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const box = /\bviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(root);
  if (!box) return null;
  const sizes = [...text.matchAll(/font-size\s*(?:=\s*["']|:\s*)([\d.]+)(?:px)?/gi)].map((m) => Number(m[1])).filter((n) => n > 0);
  return { viewBoxWidth: Number(box[1]), viewBoxHeight: Number(box[2]), minFontSize: sizes.length > 0 ? Math.min(...sizes) : 16 };
}

/**
 * The width and height (CSS px) a diagram is drawn at: its own size (one SVG unit per pixel), or wider
 * when its smallest text would otherwise be under MIN_DIAGRAM_TEXT_PX. The page never shrinks it
 * below this width; on a narrow screen its figure scrolls sideways instead.
 */
export function getDiagramSize(metrics: SvgMetrics): { width: number; height: number } {
  const width = Math.ceil(Math.max(metrics.viewBoxWidth, (MIN_DIAGRAM_TEXT_PX * metrics.viewBoxWidth) / metrics.minFontSize));
  return { width, height: Math.round((width * metrics.viewBoxHeight) / metrics.viewBoxWidth) };
}
