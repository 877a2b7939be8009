import { describe, expect, it } from 'vitest';
import { get } from './helpers';

const PATHS = [
  '/',
  '/uitleg/',
  '/uitleg/werkplaats/detail/',
  '/assets/data/uitleg/index.json',
  '/wiki/x/OgC1rw.json',
  '/bestaat-niet/',
  '/uitleg/%zz/',
  '/uitleg',
];

describe('security headers on every response', () => {
  it.each(PATHS)('%s', async (path) => {
    const res = await get(path);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?(;| https:)/);
    expect(csp).not.toContain('nonce');
    expect(csp).not.toContain("'unsafe-inline'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(res.headers.get('Strict-Transport-Security')).toContain('max-age=');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('Permissions-Policy')).toContain('camera=()');
  });

  it.each(['/uitleg/', '/assets/data/uitleg/index.json'])(
    '%s (a page and a JSON file) carries a CSP without nonces, the same on every request',
    async (path) => {
      const first = await get(path);
      expect(first.headers.get('Content-Type')).toMatch(path.endsWith('.json') ? /^application\/json/ : /^text\/html/);
      const a = first.headers.get('Content-Security-Policy');
      const b = (await get(path)).headers.get('Content-Security-Policy');
      expect(a).toBe(b);
      expect(a).toContain("frame-ancestors 'none'");
      expect(a).not.toContain('nonce');
    },
  );
});
