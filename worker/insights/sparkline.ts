/**
 * A small trend line as inline SVG, drawn on the server with presentation attributes only: the CSP
 * allows no inline style or script, and none is needed.
 */

/** An SVG polyline over `values` (oldest first), scaled to its own maximum. */
export function renderSparkline(values: number[], label: string, options: { width?: number; height?: number } = {}): string {
  const width = options.width ?? 120;
  const height = options.height ?? 24;
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? width / (values.length - 1) : 0;
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 1 - (v / max) * (height - 2)).toFixed(1)}`).join(' ');
  const title = label.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
  return `<svg width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${title}"><title>${title}</title><polyline fill="none" stroke="#1f6feb" stroke-width="1.5" stroke-linejoin="round" points="${points}"/></svg>`;
}
