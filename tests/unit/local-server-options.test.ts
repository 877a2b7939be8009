/** What the local server gets besides the bundle: the Access variables and keys, its own error answers, the load token. */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getFrontError, getRawFrontError } from '../../scripts/lib/front-errors';
import { getLocalAccessOptions, getLocalAccessVars, readTomlVar } from '../../scripts/lib/local-access';
import { writeLocalAccessKeys } from '../../scripts/lib/local-access-keys';
import { createLoadToken, isLoadToken, readLoadToken } from '../../scripts/lib/load-token';

const state = mkdtempSync(join(tmpdir(), 'local-server-options-'));
afterAll(() => rmSync(state, { recursive: true, force: true }));

const TOML = `name = "x"\n[vars]\nBUILD_ID = "000000000000"\nACCESS_TEAM_DOMAIN = "team.cloudflareaccess.com"\nACCESS_AUD = "aud-from-toml"\n[[d1_databases]]\nACCESS_AUD = "not-a-var"\n`;

describe('the Access variables of the local server', () => {
  it('reads [vars] of wrangler.toml, and only that section', () => {
    expect(readTomlVar(TOML, 'ACCESS_AUD')).toBe('aud-from-toml');
    expect(readTomlVar(TOML, 'MISSING')).toBe('');
    expect(readTomlVar(readFileSync('wrangler.toml', 'utf8'), 'ACCESS_AUD')).toBe('');
  });

  it.each([
    ['wrangler.toml (issue 38: they used to stop there)', {}, TOML, null, ['team.cloudflareaccess.com', 'aud-from-toml']],
    ['the environment over wrangler.toml', { ACCESS_AUD: 'aud-from-env' }, TOML, null, ['team.cloudflareaccess.com', 'aud-from-env']],
    ['the local key set when neither sets them', {}, '', { team: 'local-access.test', audience: 'a1' }, ['local-access.test', 'a1']],
    ['nothing', {}, '', null, ['', '']],
  ])('from %s', (_label, env, toml, local, [team, aud]) => {
    expect(getLocalAccessVars({ env, toml, local })).toEqual({ ACCESS_TEAM_DOMAIN: team, ACCESS_AUD: aud });
  });

  it('without a key set there are no bindings; with one, the team certificate URL is answered from it and nothing else goes out', async () => {
    expect(getLocalAccessOptions(state)).toEqual({ bindings: {} });
    const config = await writeLocalAccessKeys(state);
    const options = getLocalAccessOptions(state);
    expect(options.bindings).toEqual({ ACCESS_TEAM_DOMAIN: config.team, ACCESS_AUD: config.audience });
    const certs = options.outboundService!(new Request(`https://${config.team}/cdn-cgi/access/certs`));
    expect(certs.status).toBe(200);
    const jwks = (await certs.json()) as { keys: { kty: string; d?: string }[] };
    expect(jwks.keys.map((k) => [k.kty, k.d])).toEqual([['RSA', undefined]]);
    expect(options.outboundService!(new Request('https://example.com/')).status).toBe(502);
  });
});

describe('the front’s own error answers', () => {
  it.each([400, 413, 431, 500, 502])('%i carries the security headers, as HTML on a page path and JSON on an API path', (status) => {
    for (const [path, type] of [
      ['/uitleg/', 'text/html; charset=utf-8'],
      ['/assets/data/index.json', 'application/json; charset=utf-8'],
    ] as const) {
      const error = getFrontError(status, path);
      expect(error.headers['Content-Type']).toBe(type);
      for (const name of [
        'Content-Security-Policy',
        'Strict-Transport-Security',
        'X-Content-Type-Options',
        'X-Frame-Options',
        'Referrer-Policy',
      ])
        expect(error.headers[name]).toBeTruthy();
      expect(Number(error.headers['Content-Length'])).toBe(Buffer.byteLength(error.body));
    }
    expect(getRawFrontError(status)).toMatch(
      new RegExp(
        `^HTTP/1\\.1 ${status} [^\\r]+\\r\\n[^]*X-Content-Type-Options: nosniff\\r\\n[^]*Connection: close\\r\\n\\r\\n<!DOCTYPE html>`,
      ),
    );
  });
});

describe('the load token', () => {
  it('is written for the state, read back, and only the exact token counts', () => {
    expect(readLoadToken(join(state, 'none'))).toBeNull();
    const token = createLoadToken(state);
    expect(readLoadToken(state)).toBe(token);
    expect(isLoadToken(token, token)).toBe(true);
    expect(isLoadToken(`${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`, token)).toBe(false);
    expect(isLoadToken('', token)).toBe(false);
    expect(isLoadToken(undefined, token)).toBe(false);
    expect(isLoadToken([token], token)).toBe(false);
  });
});
