/** Security headers on every response (DESIGN.md, Worker). */
import type { MiddlewareHandler } from 'hono';
import { ANALYTICS_ORIGINS } from '../client/model/analytics-origins';
import { isDetailPath } from '../client/model/paths';
import type { AppEnv } from './env';

/** The CSP for a response: nonce + strict-dynamic for scripts, nothing inline, framing only for /detail/. */
export function getContentSecurityPolicy(nonce: string, frameAncestors: string[], analyticsOrigins: string[] = [], dev = false): string {
  const extra = analyticsOrigins.length > 0 ? ` ${analyticsOrigins.join(' ')}` : '';
  return [
    "default-src 'self'",
    `script-src 'nonce-${nonce}' 'strict-dynamic'`,
    // Vite injects styles and talks to its HMR socket in development only.
    dev ? "style-src 'self' 'unsafe-inline'" : "style-src 'self'",
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** A fresh random nonce (128 bits, base64). */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Middleware factory: sets a nonce for the handler, then the header set on whatever it answers. */
export function securityHeaders(options: { dev?: boolean } = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const nonce = createNonce();
    c.set('nonce', nonce);
    await next();
    const detail = isDetailPath(new URL(c.req.url).pathname);
    const headers = c.res.headers;
    const set = (name: string, value: string) => {
      try {
        headers.set(name, value);
      } catch {
        // Immutable headers (a fetched Response): copy into a new one.
        c.res = new Response(c.res.body, c.res);
        c.res.headers.set(name, value);
      }
    };
    // An SVG opened directly must not run anything even if one slipped past the build check.
    const isSvg = headers.get('Content-Type')?.startsWith('image/svg+xml') ?? false;
    set('Content-Security-Policy', isSvg ? "default-src 'none'; style-src 'unsafe-inline'" : getContentSecurityPolicy(nonce, detail ? (c.get('embedOrigins') ?? []) : [], c.get('analytics') ? ANALYTICS_ORIGINS : [], options.dev));
    set('Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload');
    set('X-Content-Type-Options', 'nosniff');
    set('Referrer-Policy', 'strict-origin-when-cross-origin');
    set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()');
    set('Cross-Origin-Opener-Policy', 'same-origin');
    if (!detail) set('X-Frame-Options', 'DENY');
  };
}
