/** /beheer/inzichten/ inside workerd: the Cloudflare Access check with keys and a JWKS generated here, and the page itself. */
import { createExecutionContext, env } from 'cloudflare:test';
import { createLocalJWKSet, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getInsightsDay } from '../../core/insights/aggregate';
import { createApp } from '../../worker/app';
import type { Env } from '../../worker/env';
import { INSIGHTS_TABLES } from '../../worker/insights/d1-sink';
import { BASE } from './helpers';

const TEAM = 'autoflex-test.cloudflareaccess.com';
const AUD = '4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2';
const ACCESS_ENV: Partial<Env> = { ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };

type Key = CryptoKey;
let teamKey: Key;
let otherKey: Key;
let jwks: { keys: JWK[] };

beforeAll(async () => {
  const team = await generateKeyPair('RS256', { extractable: true });
  const other = await generateKeyPair('RS256', { extractable: true });
  teamKey = team.privateKey;
  otherKey = other.privateKey;
  jwks = { keys: [{ ...(await exportJWK(team.publicKey)), kid: 'team-key', alg: 'RS256', use: 'sig' }] };
});

/** A token as Access issues it, with overrides for the failure cases (`exp: null` leaves the expiry out). */
function token(options: { key?: Key; kid?: string; aud?: string; iss?: string; exp?: number | string | null } = {}): Promise<string> {
  const jwt = new SignJWT({ email: 'redacteur@autoflex.nl', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'team-key' })
    .setIssuer(options.iss ?? `https://${TEAM}`)
    .setAudience(options.aud ?? AUD)
    .setIssuedAt();
  if (options.exp !== null) jwt.setExpirationTime(options.exp ?? '10m');
  return jwt.sign(options.key ?? teamKey);
}

const fetchKeys = vi.fn((team: string) => {
  expect(team).toBe(TEAM);
  return createLocalJWKSet(jwks);
});
const app = createApp({ accessKeys: fetchKeys });

function get(path: string, headers: Record<string, string> = {}, extraEnv: Partial<Env> = ACCESS_ENV): Promise<Response> {
  return Promise.resolve(app.fetch(new Request(`${BASE}${path}`, { headers }), { ...env, ...extraEnv }, createExecutionContext()));
}

describe('/beheer/inzichten/ behind Cloudflare Access', () => {
  it('without ACCESS_TEAM_DOMAIN and ACCESS_AUD the page does not exist (404)', async () => {
    const res = await get('/beheer/inzichten/', { 'Cf-Access-Jwt-Assertion': await token() }, {});
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('Inzichten voor het contentteam');
  });

  it('a valid token shows the report: noindex, never cached, no script, trend lines as SVG', async () => {
    const day = getInsightsDay(Date.now());
    await env.INSIGHTS!.batch([
      ...INSIGHTS_TABLES.map((t) => env.INSIGHTS!.prepare(`DELETE FROM ${t}`)),
      env
        .INSIGHTS!.prepare('INSERT INTO searches (day, query, searches, zero_results) VALUES (?, ?, 4, 4)')
        .bind(day, 'bandenhotel <winter>'),
      env.INSIGHTS!.prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, 12)').bind(day, '/uitleg/werkplaats/'),
      env.INSIGHTS!.prepare('INSERT INTO feedback (day, path, yes, no) VALUES (?, ?, 1, 3)').bind(day, '/uitleg/facturen/'),
    ]);
    const res = await get('/beheer/inzichten/', { 'Cf-Access-Jwt-Assertion': await token() });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Robots-Tag')).toBe('noindex, nofollow');
    expect(res.headers.get('Cloudflare-CDN-Cache-Control')).toBeNull();
    const html = await res.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).toContain('bandenhotel &#60;winter&#62;');
    expect(html).toContain('/uitleg/werkplaats/');
    expect(html).toContain('75%');
    expect(html).toMatch(/<svg [^>]*role="img"[^>]*><title>[^<]+<\/title><polyline /);
    expect(html).not.toMatch(/<script|style=/);
  });

  it('lists the pages to confirm from the build, most viewed first, with their open claims and status', async () => {
    const day = getInsightsDay(Date.now());
    await env.INSIGHTS!.batch([
      ...INSIGHTS_TABLES.map((t) => env.INSIGHTS!.prepare(`DELETE FROM ${t}`)),
      env.INSIGHTS!.prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, 7)').bind(day, '/uitleg/facturen/creditfactuur/'),
      env.INSIGHTS!.prepare('INSERT INTO page_views (day, path, views) VALUES (?, ?, 3)').bind(day, '/uitleg/werkplaats/bandenhotel/'),
    ]);
    const html = await (await get('/beheer/inzichten/', { 'Cf-Access-Jwt-Assertion': await token() })).text();
    const section = html.slice(html.indexOf('<h2>Te bevestigen'), html.indexOf('</table>', html.indexOf('<h2>Te bevestigen')));
    // The fixture tree: bandenhotel marks two claims; creditfactuur was confirmed 2024-01-15 with an interval of 6 months.
    const rows = [...section.matchAll(/<tr><td><a href="([^"]+)">[^<]*<\/a><\/td>((?:<td[^>]*>[^<]*<\/td>)+)<\/tr>/g)].map((m) => [
      m[1],
      ...[...m[2]!.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((c) => c[1]),
    ]);
    expect(rows).toEqual([
      ['/uitleg/facturen/creditfactuur/', '7', '0', 'Productteam facturen', '2024-01-15', 'verlopen'],
      ['/uitleg/werkplaats/bandenhotel/', '3', '2', 'Productowner', 'nooit', 'te bevestigen'],
    ]);
  });

  it.each<[string, (() => Promise<string>) | null, number]>([
    ['missing', null, 401],
    ['expired', () => token({ exp: Math.floor(Date.now() / 1000) - 60 }), 403],
    ['signed with the team key but without an expiry', () => token({ exp: null }), 403],
    ['for another application (wrong audience)', () => token({ aud: 'some-other-app' }), 403],
    ['signed with a key not in the team JWKS', () => token({ key: otherKey }), 403],
    ['signed with another key under the team key id', () => token({ key: otherKey, kid: 'team-key' }), 403],
    ['from another team (wrong issuer)', () => token({ iss: 'https://evil.cloudflareaccess.com' }), 403],
    ['not a JWT', async () => 'not.a.jwt', 403],
  ])('a token %s → %i without any data', async (_label, make, status) => {
    const headers: Record<string, string> = make ? { 'Cf-Access-Jwt-Assertion': await make() } : {};
    const res = await get('/beheer/inzichten/', headers);
    expect(res.status).toBe(status);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const html = await res.text();
    expect(html).not.toContain('Inzichten voor het contentteam');
    expect(html).not.toContain('/uitleg/werkplaats/');
  });

  it('a 401 names how to authenticate (WWW-Authenticate); a 403 does not ask again', async () => {
    const missing = await get('/beheer/inzichten/');
    expect(missing.status).toBe(401);
    expect(missing.headers.get('WWW-Authenticate')).toBe('Cloudflare-Access realm="beheer", header="Cf-Access-Jwt-Assertion"');
    const forged = await get('/beheer/inzichten/', { 'Cf-Access-Jwt-Assertion': 'not.a.jwt' });
    expect(forged.status).toBe(403);
    expect(forged.headers.get('WWW-Authenticate')).toBeNull();
  });

  it('the JWKS cannot be fetched → 503, not a 200 and not the reader’s fault', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createApp({ accessKeys: () => () => Promise.reject(new TypeError('fetch failed')) });
    const res = await broken.fetch(
      new Request(`${BASE}/beheer/inzichten/`, { headers: { 'Cf-Access-Jwt-Assertion': await token() } }),
      { ...env, ...ACCESS_ENV },
      createExecutionContext(),
    );
    expect(res.status).toBe(503);
    expect(await res.text()).not.toContain('Inzichten voor het contentteam');
  });

  it('other /beheer/ paths are ordinary not-found pages', async () => {
    expect((await get('/beheer/', { 'Cf-Access-Jwt-Assertion': await token() })).status).toBe(404);
  });
});
