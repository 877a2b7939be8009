/**
 * The content coding Cloudflare's front line gives an answer on its way to the client, as the local
 * front (live-server.ts) applies it: the worker is always told `br, gzip` and answers uncompressed, or
 * gzip for what it stores compressed (the search chunks); the edge then compresses what is compressible
 * for a client that accepts it, and decompresses for one that does not. The rules of Miniflare's entry
 * worker (`ensureAcceptableEncoding`), which the front replaces so that this work, like Cloudflare's, does
 * not run on the worker's thread, except one: where a client refuses identity and accepts no coding we
 * have (`identity;q=0`), the body is sent as it is (RFC 9110 12.5.3), not refused with 415, a status about
 * the request's own coding.
 */

import { parseAcceptEncoding } from '../../core/accept-encoding';

/** What the edge does with an answer's body. */
export type EdgeEncoding =
  { action: 'pass' } | { action: 'compress'; coding: 'br' | 'gzip' } | { action: 'decompress'; then?: 'br' | 'gzip' };

/** Content types Cloudflare compresses (its documented list; the ones this site serves and their kin). */
const COMPRESSIBLE = new Set([
  'text/html',
  'text/plain',
  'text/css',
  'text/xml',
  'text/javascript',
  'application/javascript',
  'application/json',
  'application/ld+json',
  'application/manifest+json',
  'application/xml',
  'application/rss+xml',
  'application/xhtml+xml',
  'image/svg+xml',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

/** What the worker is told the client accepts (Cloudflare negotiates with the client itself). */
export const WORKER_ACCEPT_ENCODING = 'br, gzip';

/** Decides the coding of an answer from the client's `Accept-Encoding` and the answer's headers. */
export function chooseEdgeEncoding(options: {
  acceptEncoding: string | undefined;
  contentType: string | undefined;
  contentEncoding: string | undefined;
}): EdgeEncoding {
  const { acceptEncoding, contentType, contentEncoding } = options;
  // No header at all: the client takes the answer as it is (Miniflare and curl alike).
  if (acceptEncoding === undefined) return { action: 'pass' };
  const codings = parseAcceptEncoding(acceptEncoding);
  if (codings.length === 0) return { action: 'pass' };
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const encoded = contentEncoding?.trim().toLowerCase() || undefined;
  if ((contentType !== undefined && !COMPRESSIBLE.has(type)) || (encoded !== undefined && encoded !== 'gzip' && encoded !== 'br'))
    return { action: 'pass' };
  let desired: 'br' | 'gzip' | undefined;
  for (const { coding, weight } of codings) {
    if (weight === 0) continue;
    if (coding === 'gzip' || coding === 'br') {
      desired = coding;
      break;
    } else if (coding === 'identity') break;
  }
  if (encoded !== undefined && codings.some((c) => c.coding === encoded && c.weight > 0)) return { action: 'pass' };
  // No coding of ours is acceptable (identity refused too, or not): the body as it is, never an error.
  if (desired === undefined) return encoded === undefined ? { action: 'pass' } : { action: 'decompress' };
  return encoded === undefined ? { action: 'compress', coding: desired } : { action: 'decompress', then: desired };
}
