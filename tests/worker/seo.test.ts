import { describe, expect, it } from 'vitest';
import { get } from './helpers';

describe('SEO files', () => {
  it('sitemap lists every documentation page and nothing else', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('application/xml; charset=utf-8');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace('https://uitleg.autoflex.nl', ''));
    expect(locs).toContain('/');
    expect(locs).toContain('/uitleg/');
    expect(locs).toContain('/uitleg/werkplaats/apk-raadplegen/apk-status/');
    expect(locs.every((l) => l.endsWith('/'))).toBe(true);
    expect(locs.some((l) => /detail|wiki|link|404/.test(l))).toBe(false);
    // The fixture tree has 14 documentation pages (tests/fixtures/content, without 404.md).
    expect(new Set(locs).size).toBe(14);
    expect(locs).toHaveLength(14);
  });

  it('robots.txt allows crawling and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('User-agent: *\nAllow: /\n\nSitemap: https://uitleg.autoflex.nl/sitemap.xml\n');
  });
});
