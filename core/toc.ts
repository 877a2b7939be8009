/** Table-of-contents rules (spec 2, "Table of contents"). */

/** Lowest and highest heading levels listed. */
export const TOC_MIN_LEVEL = 2;
export const TOC_MAX_LEVEL = 7;

/** Indentation in units for a heading level: H2→2, H3→4 … H7→12; out-of-range levels are clamped. */
export function getTocIndent(headingSize: number): number {
  const level = Math.min(TOC_MAX_LEVEL, Math.max(TOC_MIN_LEVEL, Math.trunc(headingSize)));
  return (level - 1) * 2;
}
