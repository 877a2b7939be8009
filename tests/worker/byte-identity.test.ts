/**
 * Every kind of answer the worker gives, pinned: status, headers and a digest of the body for a list of
 * requests covering each route kind, validators, bad methods, unknown and malformed paths. A change to
 * routing or caching code that alters any byte of any answer fails here (the snapshot is the "before").
 * Date varies per request and is left out; the build id (a digest of content and core/ code) is replaced
 * by a placeholder, and ETags, which depend on it, by names (see nameEtag). Whether a validator gives 304
 * stays pinned by the revalidating probes.
 */
import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../worker/app';
import type { Env } from '../../worker/env';
import { BASE } from './helpers';

const app = createApp({ insightsCoalesceMs: 0, insightsSink: () => null });

interface Probe {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  env?: Partial<Env>;
  /** Send If-None-Match with the ETag of the same request answered before. */
  revalidate?: boolean;
}

const ACCESS_ENV: Partial<Env> = { ACCESS_TEAM_DOMAIN: 'team.cloudflareaccess.com', ACCESS_AUD: 'aud' };
const GZIP = { 'Accept-Encoding': 'gzip' };
const IDENTITY = { 'Accept-Encoding': 'identity' };
const EVENT = JSON.stringify({ events: [{ type: 'pageview', path: '/uitleg/werkplaats/' }] });
const SAME_ORIGIN = { Origin: BASE, 'Content-Type': 'application/json' };

const PATHS = [
  // Pages, their detail variants, the not-found page and redirects.
  '/',
  '/detail/',
  '/uitleg/',
  '/uitleg/werkplaats/',
  '/uitleg/werkplaats/detail/',
  '/uitleg/werkplaats/apk-raadplegen/',
  '/uitleg/bestaat-niet/',
  '/wiki/x/OgC1rw/',
  '/wiki/x/ZZZZZZ/',
  '/link/2947874874/',
  '/link/2947874874/detail/',
  '/link/1/',
  '/404/',
  '/uitleg/werkplaats',
  '/uitleg/werkplaats?a=1',
  '/wiki/x/OgC1rw',
  '/onbekend/',
  '/onbekend',
  '/onbekend.txt',
  '/favicon.ico',
  '/assets/js/main.js',
  '/Uitleg/',
  // JSON and stored files.
  '/assets/data/index.json',
  '/assets/data/uitleg/index.json',
  '/assets/data/uitleg/werkplaats/index.json',
  '/assets/data/404/index.json',
  '/assets/data/bestaat/niet/index.json',
  '/assets/data/',
  '/assets/data/x',
  '/wiki/x/OgC1rw.json',
  '/wiki/x/ZZZZZZ.json',
  '/link/2947874874.json',
  '/link/2947874874/detail.json',
  '/link/999.json',
  '/link/999/detail.json',
  '/link/abc.json',
  '/nav/000000000000.json',
  '/nav/xyz.json',
  '/flexsearch/manifest.json',
  '/flexsearch/nope.json',
  '/flexsearch.json',
  '/images/apk-flow.svg',
  '/images/nope.svg',
  '/images/',
  '/sitemap.xml',
  '/robots.txt',
  '/openapi.json',
  '/onbekend.json',
  '/api/',
  '/api/other',
  // Malformed.
  '/assets/data/%zz/index.json',
  '/%zz/',
  '/%3Cscript%3Ealert(1)%3C/script%3E/',
  '//evil.example/x',
  '/uitleg/../',
  '/uitleg/%2e%2e/',
  '/uitleg//werkplaats/',
  `/${'a'.repeat(3000)}/`,
  '/uitleg/\u00e9/',
  '/beheer/',
  '/beheer/inzichten/',
];

const PROBES: Probe[] = [
  ...PATHS.map((path) => ({ path })),
  ...[
    '/',
    '/uitleg/werkplaats/',
    '/wiki/x/OgC1rw.json',
    '/flexsearch/manifest.json',
    '/robots.txt',
    '/onbekend/',
    '/uitleg/werkplaats',
  ].map((path) => ({ path, method: 'HEAD' })),
  ...['/', '/uitleg/werkplaats/detail/', '/link/2947874874/', '/assets/data/uitleg/index.json', '/openapi.json', '/sitemap.xml'].map(
    (path) => ({ path, revalidate: true }),
  ),
  { path: '/uitleg/', headers: { 'If-None-Match': '*' } },
  { path: '/uitleg/', headers: { 'User-Agent': 'Googlebot/2.1' } },
  { path: '/flexsearch.json', headers: GZIP },
  { path: '/flexsearch.json', headers: IDENTITY },
  { path: '/beheer/inzichten/', env: ACCESS_ENV },
  { path: '/beheer/inzichten/', method: 'HEAD', env: ACCESS_ENV },
  { path: '/beheer/inzichten/', headers: { 'Cf-Access-Jwt-Assertion': 'not-a-token' }, env: ACCESS_ENV },
  { path: '/beheer/inzichten/', method: 'POST', env: ACCESS_ENV },
  // Events.
  { path: '/api/events', method: 'POST', headers: SAME_ORIGIN, body: EVENT },
  { path: '/api/events', method: 'POST', headers: SAME_ORIGIN, body: '{' },
  { path: '/api/events', method: 'POST', headers: SAME_ORIGIN, body: '{}' },
  { path: '/api/events', method: 'POST', headers: { Origin: 'https://evil.example' }, body: EVENT },
  { path: '/api/events', method: 'POST', headers: { ...SAME_ORIGIN, 'Content-Length': '99999' }, body: EVENT },
  { path: '/api/events' },
  { path: '/api/events', method: 'HEAD' },
  { path: '/api/events', method: 'OPTIONS' },
  { path: '/api/events', method: 'PUT', body: EVENT },
  // Other methods.
  { path: '/', method: 'POST', body: 'x' },
  { path: '/uitleg/', method: 'PUT', body: 'x' },
  { path: '/assets/data/index.json', method: 'DELETE' },
  { path: '/assets/data/index.json', method: 'POST', body: 'x' },
  { path: '/', method: 'PATCH', body: 'x' },
  { path: '/', method: 'OPTIONS' },
  { path: '/assets/data/index.json', method: 'OPTIONS' },
  { path: '/assets/js/main.js', method: 'OPTIONS' },
  { path: '/onbekend', method: 'OPTIONS' },
  { path: '/%zz/', method: 'OPTIONS' },
];

async function digest(bytes: BufferSource): Promise<string> {
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return [...hash.slice(0, 12)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

describe('every answer stays byte-identical', () => {
  it('matches the recorded status, headers and body of each probe', async () => {
    const build = env.BUILD_ID;
    const etags = new Map<string, string>();
    // ETags are digests that cover the build id (of content and of core/ code), so they move with any core
    // change: each distinct one is named by order of appearance, which pins which answers share a validator.
    const etagNames = new Map<string, string>();
    const nameEtag = (etag: string) => {
      if (!etagNames.has(etag))
        etagNames.set(
          etag,
          `${etag.startsWith('W/') ? 'W/' : ''}<etag ${etagNames.size + 1}${etag.includes(build) ? ' of the build' : ''}>`,
        );
      return etagNames.get(etag)!;
    };
    const answers: string[] = [];
    for (const probe of PROBES) {
      const method = probe.method ?? 'GET';
      const headers = new Headers(probe.headers);
      const key = `${method} ${probe.path}`;
      if (probe.revalidate) headers.set('If-None-Match', etags.get(key) ?? '');
      const ctx = createExecutionContext();
      const res = await app.fetch(
        new Request(`${BASE}${probe.path}`, { method, headers, body: probe.body }),
        { ...env, ...probe.env },
        ctx,
      );
      const body = await res.arrayBuffer();
      await waitOnExecutionContext(ctx);
      if (!probe.revalidate && res.headers.has('ETag')) etags.set(key, res.headers.get('ETag')!);
      const shown = [...res.headers]
        .filter(([name]) => name !== 'date' && name !== 'x-html-cache')
        .map(([name, value]) => `  ${name}: ${name === 'etag' ? nameEtag(value) : value.split(build).join('<build>')}`);
      const text = new TextDecoder().decode(body);
      const isText = !res.headers.get('Content-Encoding');
      const normalised = isText ? (new TextEncoder().encode(text.split(build).join('<build>')) as BufferSource) : body;
      const label = `${key.slice(0, 120)}${probe.revalidate ? ' (revalidate)' : ''}${probe.headers ? ` ${JSON.stringify(probe.headers)}` : ''}${probe.env ? ' (access)' : ''}`;
      answers.push(`${label}\n  → ${res.status} body ${body.byteLength} bytes ${await digest(normalised)}\n${shown.join('\n')}`);
    }
    expect(answers.join('\n')).toMatchSnapshot();
  });
});
