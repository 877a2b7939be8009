/** The one error type route code throws; app.onError turns it into a JSON or HTML answer. */
import { HTTPException } from 'hono/http-exception';

/** Statuses the worker answers with on its own. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 413 | 414 | 429 | 503;

/** Stable, public error codes by status: what API clients read instead of a message. */
export const ERROR_CODES: Record<ErrorStatus, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  429: 'too_many_requests',
  503: 'unavailable',
};

/**
 * An HTTP error: Hono's HTTPException with one of the worker's statuses and the headers its answer
 * carries. `message` is for logs only: responses carry the status's code and the requested path.
 */
export class HttpError extends HTTPException {
  declare readonly status: ErrorStatus;

  constructor(
    status: ErrorStatus,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message });
    this.name = 'HttpError';
  }
}

/** KV failed or timed out: answered with 503 and Retry-After. */
export class StorageError extends HttpError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(503, message, { 'Retry-After': '30' });
    this.name = 'StorageError';
    if (options?.cause !== undefined) this.cause = options.cause;
  }
}
