/** Content digests for build ids, value keys and ETags (build time only; the worker never hashes per request). */
import { createHash } from 'node:crypto';

/** Hex SHA-256. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * The digest a value is stored under (its KV key) and validated by (its ETag): 22 base64url characters
 * (132 bits) of the SHA-256 of its media type and bytes, so equal bytes served as another type are another value.
 */
export function getValueDigest(data: string | Uint8Array, type: string): string {
  return createHash('sha256').update(type).update('\u0000').update(data).digest('base64url').slice(0, 22);
}

/** Strong ETag of a stored value: its digest, quoted. */
export function getEtag(data: string | Uint8Array, type: string): string {
  return `"${getValueDigest(data, type)}"`;
}
