/**
 * The content coding Cloudflare's front line gives an answer on its way to the client, as the local
 * front (live-server.ts) applies it: the worker is always told `br, gzip` and answers uncompressed, or
 * gzip for what it stores compressed (the search chunks); the edge then compresses what is compressible
 * for a client that accepts it, and decompresses for one that does not. The same rules as Miniflare's
 * entry worker (`ensureAcceptableEncoding`), which the front replaces so that this work, like Cloudflare's,
 * does not run on the worker's thread.
 */

import { parseAcceptEncoding } from '../../client/model/accept-encoding';

/** What the edge does with an answer's body. */
export type EdgeEncoding =
  | { action: 'pass' }
  | { action: 'compress'; coding: 'br' | 'gzip' }
  | { action: 'decompress'; then?: 'br' | 'gzip' }
  | { action: 'refuse' };

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
  let identityRefused = false;
  for (const { coding, weight } of codings) {
    if (weight === 0) {
      if (coding === 'identity' || coding === '*') identityRefused = true;
    } else if (coding === 'gzip' || coding === 'br') {
      desired = coding;
      break;
    } else if (coding === 'identity') break;
  }
  if (encoded !== undefined && codings.some((c) => c.coding === encoded && c.weight > 0)) return { action: 'pass' };
  if (desired === undefined) {
    if (identityRefused) return { action: 'refuse' };
    return encoded === undefined ? { action: 'pass' } : { action: 'decompress' };
  }
  return encoded === undefined ? { action: 'compress', coding: desired } : { action: 'decompress', then: desired };
}
