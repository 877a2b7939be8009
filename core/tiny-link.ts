/** Confluence tiny-link encoding of page ids, as used by the wiki routes of the route table. */

const BYTES = 8;

/** Encodes a numeric page id: little-endian bytes → base64 → strip '=', '/'→'-', '+'→'_', strip trailing 'A's. */
export function encodeTinyLink(pageId: string): string {
  if (!/^\d+$/.test(pageId)) throw new Error(`Page id must be numeric, got '${pageId}'`);
  let value = BigInt(pageId);
  const bytes: number[] = [];
  for (let i = 0; i < BYTES; i++) {
    bytes.push(Number(value & 0xffn));
    value >>= 8n;
  }
  if (value !== 0n) throw new Error(`Page id too large: ${pageId}`);
  return btoa(String.fromCharCode(...bytes))
    .replace(/=+$/, '')
    .replace(/\//g, '-')
    .replace(/\+/g, '_')
    .replace(/A+$/, '');
}

/** Decodes a tiny link back to the page id; null when it is not a valid tiny link. */
export function decodeTinyLink(tiny: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,11}$/.test(tiny)) return null;
  const b64 = tiny.replace(/-/g, '/').replace(/_/g, '+').padEnd(11, 'A') + '=';
  let binary: string;
  try {
    binary = atob(b64);
  } catch {
    return null;
  }
  let value = 0n;
  for (let i = binary.length - 1; i >= 0; i--) value = (value << 8n) | BigInt(binary.charCodeAt(i));
  return value.toString();
}
