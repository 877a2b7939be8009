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
