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

  it('head carries author, publisher, the page description (the site description is empty), OpenGraph and every icon size', async () => {
    const html = await (await get('/uitleg/werkplaats/')).text();
    expect(html).toContain('<meta name="description" content="Fixture-pagina Werkplaats voor de tests van het helpcentrum."/>');
    expect(html).toContain('<meta name="author" content="Autoflex"/>');
    expect(html).toContain('<meta name="publisher" content="Autoflex Software B.V."/>');
    expect(html).toContain('<meta property="og:title" content="Werkplaats - Autoflex Documentatie"/>');
    for (const size of [16, 32, 96])
      expect(html).toContain(`<link rel="icon" type="image/png" sizes="${size}x${size}" href="/favicon-${size}x${size}.png"/>`);
    for (const size of [76, 120, 152, 167, 180])
      expect(html).toContain(`<link rel="apple-touch-icon" sizes="${size}x${size}" href="/apple-touch-icon-${size}x${size}.png"/>`);
  });

  it('article pages carry BreadcrumbList and Article JSON-LD; pages with fewer than two crumbs no BreadcrumbList', async () => {
    const blocks = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/g)].map(
        (m) =>
          JSON.parse(m[1]!) as { '@type': string; itemListElement?: { position: number; name: string; item: string }[]; headline?: string },
      );
    const found = blocks(await (await get('/uitleg/werkplaats/apk-raadplegen/')).text());
    const crumbs = found.find((b) => b['@type'] === 'BreadcrumbList')!;
    expect(crumbs.itemListElement!.map((i) => i.name)).toEqual(['Uitleg', 'Werkplaats', 'APK raadplegen']);
    expect(crumbs.itemListElement![2]!.item).toBe('https://uitleg.autoflex.nl/uitleg/werkplaats/apk-raadplegen/');
    expect(found.find((b) => b['@type'] === 'Article')?.headline).toBe('APK raadplegen');
    expect(blocks(await (await get('/uitleg/')).text()).map((b) => b['@type'])).toEqual(['Article']);
    expect(blocks(await (await get('/')).text())).toEqual([]);
  });

  it('without an analytics id the CSP allows no third-party origin', async () => {
    const csp = (await get('/uitleg/')).headers.get('Content-Security-Policy')!;
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('google');
  });

  it('the HTML of a page is the same for every request: no nonce, nothing per request', async () => {
    const [a, b] = await Promise.all([get('/uitleg/facturen/'), get('/uitleg/facturen/')]);
    const [htmlA, htmlB] = [await a.text(), await b.text()];
    expect(htmlA).toBe(htmlB);
    expect(htmlA).not.toContain('nonce');
    expect(a.headers.get('Content-Security-Policy')).toBe(b.headers.get('Content-Security-Policy'));
    expect(htmlA).toContain('<script id="__HELP_STATE__" type="application/json">');
    expect(htmlA).toContain('<script data-modules="/assets/js/entry-fixture.js');
  });

  it('the one executable inline script is the boot loader, allowed by its build-time hash; nothing is preloaded before the first paint', async () => {
    const res = await get('/uitleg/werkplaats/');
    const html = await res.text();
    const executable = [...html.matchAll(/<script(?![^>]*type="application\/(?:json|ld\+json)")([^>]*)>([^<]*)<\/script>/g)];
    expect(executable).toHaveLength(1);
    const [, attributes, source] = executable[0]!;
    expect(attributes).not.toContain('src=');
    // The modules it starts: the entry first, then the page's template chunk.
    expect(/data-modules="([^"]+)"/.exec(attributes!)?.[1]?.split(' ')[0]).toBe('/assets/js/entry-fixture.js');
    expect(html).not.toMatch(/rel="modulepreload"|<script type="module"/);
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(source!)));
    const hash = btoa(String.fromCharCode(...digest));
    expect(res.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('the stylesheet is inline, allowed by its build-time hash, and not linked', async () => {
    const res = await get('/uitleg/');
    const html = await res.text();
    const css = /<style>([^<]*)<\/style>/.exec(html)?.[1];
    expect(css).toContain('font-family:system-ui');
    expect(html).not.toContain('rel="stylesheet"');
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(css!)));
    const hash = btoa(String.fromCharCode(...digest));
    expect(res.headers.get('Content-Security-Policy')).toContain(`style-src 'self' 'sha256-${hash}'`);
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

  it.each([
    '/uitleg/bestaat-niet/',
    '/onbekend/',
    '/404/',
    '/uitleg/werkplaats/apk-raadplegen/nee/',
    '/wiki/x/ZZZZZZ/',
    '/link/1/',
    '/favicon.php',
  ])('%s → not-found document with 404', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Pagina niet gevonden - Autoflex Documentatie</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

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
