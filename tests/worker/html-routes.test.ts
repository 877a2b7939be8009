import { describe, expect, it } from 'vitest';
import { buildId, get } from './helpers';

function stateOf(html: string): { data: { hash: string; page: { title: string } }; path: string } {
  const match = /<script id="__HELP_STATE__" type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!match) throw new Error('no embedded state');
  return JSON.parse(match[1]!);
}

describe('HTML routes', () => {
  it('streams the SSR document with lang, title, hash meta and embedded state', async () => {
    const res = await get('/uitleg/werkplaats/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const html = await res.text();
    expect(html.startsWith('<!DOCTYPE html><html lang="nl">')).toBe(true);
    expect(html).toContain('<title>Werkplaats - Autoflex Documentatie</title>');
    expect(html).toContain(`<meta name="build-hash" content="${buildId()}"/>`);
    expect(html).toContain('<link rel="canonical" href="https://uitleg.autoflex.nl/uitleg/werkplaats/"/>');
    const state = stateOf(html);
    expect(state.data.hash).toBe(buildId());
    expect(state.path).toBe('/uitleg/werkplaats/');
    expect(html).toContain('Op deze pagina');
  });

  it('nonce of the CSP is on the bootstrap script and the state', async () => {
    const res = await get('/uitleg/');
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy')!)![1]!;
    const html = await res.text();
    expect(html).toContain(`<script id="__HELP_STATE__" type="application/json" nonce="${nonce}">`);
    expect(html).toContain(`<script type="module" src="/assets/js/entry-fixture.js" nonce="${nonce}"`);
  });

  it.each([
    ['/uitleg', '/uitleg/'],
    ['/uitleg/werkplaats', '/uitleg/werkplaats/'],
    ['/uitleg/werkplaats?x=1&y=2', '/uitleg/werkplaats/?x=1&y=2'],
    ['/wiki/x/OgC1rw', '/wiki/x/OgC1rw/'],
    ['/link/2947874874/detail', '/link/2947874874/detail/'],
    ['/404', '/404/'],
  ])('%s → 308 to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(308);
    expect(res.headers.get('Location')).toBe(to);
  });

  it.each(['/uitleg/bestaat-niet/', '/onbekend/', '/404/', '/uitleg/werkplaats/apk-raadplegen/nee/', '/wiki/x/ZZZZZZ/', '/link/1/', '/favicon.php'])(
    '%s → not-found document with 404',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>Pagina niet gevonden - Autoflex Documentatie</title>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    },
  );

  it('the not-found page echoes the requested path escaped', async () => {
    const res = await get('/%3Cscript%3Ealert(1)%3C/script%3E/');
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('wiki and link pages show the target with a canonical link to its /uitleg/ slug', async () => {
    for (const path of ['/wiki/x/OgC1rw/', '/link/2947874874/', '/link/2947874874/detail/']) {
      const res = await get(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<link rel="canonical" href="https://uitleg.autoflex.nl/uitleg/werkplaats/"/>');
      expect(html).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('/detail/ pages use the bare layout and may be framed by the embed origins only', async () => {
    const res = await get('/uitleg/werkplaats/detail/');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Security-Policy')).toContain('frame-ancestors https://app.autoflex.nl');
    expect(res.headers.get('X-Frame-Options')).toBeNull();
    const html = await res.text();
    expect(html).toContain('class="layout-bare"');
    expect(html).not.toContain('class="site-header"');
    expect(html).not.toContain('Op deze pagina');
  });

  it('full pages may not be framed', async () => {
    const res = await get('/uitleg/');
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  });

  it('HEAD on a page answers without a body', async () => {
    const res = await get('/uitleg/', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('');
  });

  it('crawlers get the complete document', async () => {
    const html = await (await get('/uitleg/facturen/', { headers: { 'User-Agent': 'Googlebot/2.1' } })).text();
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
