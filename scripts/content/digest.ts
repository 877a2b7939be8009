/** Content digests for build ids and ETags (build time only; the worker never hashes per request). */
import { createHash } from 'node:crypto';

/** Hex SHA-256. */
export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

/** Strong ETag of a stored value: quoted, 22 base64url characters of its SHA-256. */
export function getEtag(data: string | Uint8Array): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 22)}"`;
}
