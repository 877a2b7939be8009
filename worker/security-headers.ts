/**
 * Security headers on every response (DESIGN.md, Worker). The CSP has no per-response nonce: the one
 * inline script that executes is the boot loader, fixed per build and allowed by its build-time hash
 * (the state and JSON-LD are data), so `script-src 'self' 'sha256-…'` is as strict and lets a page's
 * HTML be a function of (build, path) that can be cached and validated.
 */
import type { MiddlewareHandler } from 'hono';
import { isDetailPath } from '../core/paths';
import type { AppEnv } from './env';
import { setResponseHeader } from './set-response-header';

/** What a page's CSP depends on: all of it fixed per build and path. */
export interface PolicyInputs {
  /** Origins allowed to frame the page (only /detail/ variants get any). */
  frameAncestors: string[];
  /** Analytics origins when the build's site config enables analytics. */
  analyticsOrigins?: string[];
  /** CSP hashes ('sha256-…') of inline styles the page carries, computed at build time. */
  styleHashes?: string[];
  /** CSP hashes of inline scripts the page runs (the boot loader), computed at build time. */
  scriptHashes?: string[];
  /** Development (Vite HMR): inline preamble, injected styles and the HMR socket. */
  dev?: boolean;
}

/** The Content-Security-Policy of a response. */
export function getContentSecurityPolicy({
  frameAncestors,
  analyticsOrigins = [],
  styleHashes = [],
  scriptHashes = [],
  dev = false,
}: PolicyInputs): string {
  const extra = analyticsOrigins.length > 0 ? ` ${analyticsOrigins.join(' ')}` : '';
  const sources = (hashes: string[]) => hashes.map((h) => ` '${h}'`).join('');
  return [
    "default-src 'self'",
    // Development adds Vite's React refresh preamble; a hash would switch 'unsafe-inline' off there.
    dev ? `script-src 'self'${extra} 'unsafe-inline'` : `script-src 'self'${sources(scriptHashes)}${extra}`,
    dev ? "style-src 'self' 'unsafe-inline'" : `style-src 'self'${sources(styleHashes)}`,
    `img-src 'self' data:${extra}`,
    "font-src 'self'",
    `connect-src 'self'${extra}${dev ? ' ws: wss:' : ''}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors.length > 0 ? frameAncestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/** CSP of an SVG opened directly: it must not run anything even if one slipped past the build check. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'";

/** The headers every response carries besides its CSP (and X-Frame-Options, which /detail/ variants leave out). */
export const RESPONSE_SECURITY_HEADERS = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
} as const;

/** The full set for an answer that is no page (an error made outside the app, e.g. by the local front). */
export function getErrorSecurityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': getContentSecurityPolicy({ frameAncestors: [] }),
    ...RESPONSE_SECURITY_HEADERS,
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Middleware factory: the header set on whatever the handler answers. A page sets its own CSP (it
 * depends on the build's site config and is cached with the page); everything else gets the default.
 */
export function securityHeaders(options: { dev?: boolean } = {}): MiddlewareHandler<AppEnv> {
  const defaultPolicy = getContentSecurityPolicy({ frameAncestors: [], dev: options.dev });
  return async (c, next) => {
    await next();
    const detail = isDetailPath(new URL(c.req.url).pathname);
    const set = (name: string, value: string) => setResponseHeader(c, name, value);
    const isSvg = c.res.headers.get('Content-Type')?.startsWith('image/svg+xml') ?? false;
    if (isSvg) set('Content-Security-Policy', SVG_POLICY);
    else if (!c.res.headers.has('Content-Security-Policy')) set('Content-Security-Policy', defaultPolicy);
    for (const [name, value] of Object.entries(RESPONSE_SECURITY_HEADERS)) set(name, value);
    if (!detail) set('X-Frame-Options', 'DENY');
  };
}
