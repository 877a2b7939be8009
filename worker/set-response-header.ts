/** Sets a header on the response a middleware wraps, whatever kind of Response the handler returned. */
import type { Context } from 'hono';
import type { AppEnv } from './env';

/** Sets `name` on `c.res`; an immutable Response (fetched or cached) is copied first. */
export function setResponseHeader(c: Context<AppEnv>, name: string, value: string): void {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}
