/** The error catalogue of spec 8, verbatim messages. */

/** Codes of page-data and chunk failures. */
export type LoadErrorCode = 'NOT_FOUND' | 'INVALID_HASH' | 'HTTP' | 'PARSE' | 'NO_HASH' | 'NETWORK' | 'CHUNK';

/** Type of a script chunk failure (spec 8). */
export type ChunkFailureType = 'missing' | 'error' | 'timeout';

/** A failure while loading what a navigation needs. */
export class LoadError extends Error {
  constructor(
    readonly code: LoadErrorCode,
    message: string,
    readonly details: Record<string, string> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LoadError';
  }
}

/** 'Could not find' + path: data file missing (404 or module not found). */
export const notFoundError = (path: string) => new LoadError('NOT_FOUND', `Could not find ${path}`, { path });
/** 'Hash did not match' with both hashes (code INVALID_HASH). */
export const invalidHashError = (expected: string, received: string) =>
  new LoadError('INVALID_HASH', `Hash did not match: expected ${expected}, received ${received}`, { expected, received });
/** 'Failed to fetch {url}' for any other HTTP status. */
export const httpError = (url: string, status: number) => new LoadError('HTTP', `Failed to fetch ${url}`, { url, status: String(status) });
/** 'Failed to parse JSON'. */
export const parseError = (cause: unknown) => new LoadError('PARSE', 'Failed to parse JSON', {}, { cause });
/** 'JSON data is missing a hash'. */
export const noHashError = () => new LoadError('NO_HASH', 'JSON data is missing a hash');
/** 'Failed to fetch' for network errors. */
export const networkError = (cause: unknown) => new LoadError('NETWORK', 'Failed to fetch', {}, { cause });
/** 'Loading chunk failed' with its type. */
export const chunkError = (type: ChunkFailureType, cause?: unknown) =>
  new LoadError('CHUNK', `Loading chunk failed (${type})`, { type }, { cause });

/** True for errors that mean "show the not-found page". */
export function isNotFound(error: unknown): boolean {
  return error instanceof LoadError && error.code === 'NOT_FOUND';
}
