/** The one error type route code throws; app.onError turns it into a JSON or HTML answer. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 404 | 405 | 414 | 503,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
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
