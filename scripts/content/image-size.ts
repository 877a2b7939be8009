/**
 * The intrinsic size of a content SVG, written onto its <img> as width and height: the browser then
 * reserves the image's box before the (lazy) file arrives, so the text below it does not move when it
 * does (CLS 0). The stylesheet keeps it fluid (max-width: 100%; height: auto).
 */

/** Width and height in CSS pixels. */
export interface ImageSize {
  width: number;
  height: number;
}

/** A length attribute of the root element in px (or unitless); percentages and other units give null. */
function readLength(rootTag: string, name: string): number | null {
  const value = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`, 'i').exec(rootTag)?.[1];
  const number = value === undefined ? NaN : Number(value);
  return number > 0 ? number : null;
}

/** The size of an SVG from its root element: width and height when given in px, else the viewBox; null when neither says. */
export function getSvgSize(text: string): ImageSize | null {
  const rootTag = /<svg[\s>][^>]*>?/i.exec(text)?.[0];
  if (!rootTag) return null;
  const width = readLength(rootTag, 'width');
  const height = readLength(rootTag, 'height');
  const viewBox = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(rootTag);
  const boxWidth = viewBox ? Number(viewBox[1]) : NaN;
  const boxHeight = viewBox ? Number(viewBox[2]) : NaN;
  if (width && height) return { width, height };
  if (!(boxWidth > 0 && boxHeight > 0)) return null;
  // One side given: the other follows the viewBox's aspect ratio.
  if (width) return { width, height: Math.round((width * boxHeight) / boxWidth) };
  if (height) return { width: Math.round((height * boxWidth) / boxHeight), height };
  return { width: Math.round(boxWidth), height: Math.round(boxHeight) };
}
