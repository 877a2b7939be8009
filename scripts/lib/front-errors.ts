/**
 * Answers the local front (live-server.ts) makes itself, as the edge would: the site's Dutch error page,
 * or JSON `{ "error", "path" }` on a JSON route family, always with the security headers the worker puts on
 * its own answers (worker/security-headers.ts), never a bare text from Node or a missing header.
 */
import { STATUS_CODES } from 'node:http';
import { isApiPath } from '../../core/route-table';
import { renderErrorDocument } from '../../worker/error-page';
import { ERROR_CODES, type ErrorStatus } from '../../worker/http-error';
import { getErrorSecurityHeaders } from '../../worker/security-headers';

/** Statuses only the front answers with (the worker's own have their codes in ERROR_CODES). */
const FRONT_ERROR_CODES: Record<number, string> = {
  ...ERROR_CODES,
  431: 'request_header_fields_too_large',
  500: 'internal_error',
  502: 'bad_gateway',
} satisfies Partial<Record<ErrorStatus | 431 | 500 | 502, string>>;

/** An error answer: status, headers and body. `path` is the request path when the request could be read. */
export function getFrontError(status: number, path: string | null): { status: number; headers: Record<string, string>; body: string } {
  const json = path !== null && isApiPath(path);
  const body = json ? JSON.stringify({ error: FRONT_ERROR_CODES[status] ?? 'error', path }) : renderErrorDocument(status);
  return {
    status,
    headers: {
      'Content-Type': json ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      ...getErrorSecurityHeaders(),
      'Content-Length': String(Buffer.byteLength(body)),
    },
    body,
  };
}

/** The same answer as raw HTTP/1.1 bytes, for a connection Node could not parse a request of (400, 431); the connection closes. */
export function getRawFrontError(status: number): string {
  const { headers, body } = getFrontError(status, null);
  const lines = Object.entries({ ...headers, Connection: 'close' }).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\n${lines.join('\r\n')}\r\n\r\n${body}`;
}
