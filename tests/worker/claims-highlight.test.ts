/**
 * Claims to confirm inside workerd: readers of production get plain text (the claim element carries no
 * flag that styles it), a preview version (PREVIEW_ALIAS, set by `npm run deploy -- --preview`) flags
 * <html> so every claim shows 'nog te bevestigen', and the page data carries the count.
 */
import { createExecutionContext, env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { SHOW_CLAIMS_ATTRIBUTE } from '../../client/Document';
import type { PageData } from '../../core/types';
import { createApp } from '../../worker/app';
import type { Env } from '../../worker/env';
import { BASE } from './helpers';

const app = createApp();
const PATH = '/uitleg/werkplaats/bandenhotel/';
// A preview is another worker version, as an uploaded version is in production: its pages never share a cache entry with live.
const PREVIEW: Partial<Env> = { PREVIEW_ALIAS: 'pr-12', CF_VERSION_METADATA: { id: 'preview-version', tag: '', timestamp: '' } };

const fetchPath = async (path: string, extra: Partial<Env> = {}) =>
  app.fetch(new Request(`${BASE}${path}`, { headers: { 'Accept-Encoding': 'identity' } }), { ...env, ...extra }, createExecutionContext());

describe('claims to confirm', () => {
  it('production: the claims are in the page as plain text, and <html> carries no highlight flag', async () => {
    const html = await (await fetchPath(PATH)).text();
    expect(html).toContain('<span class="claim"><strong>Bandenhotel</strong></span>');
    expect(html).toMatch(/<html lang="nl">/);
    expect(html).not.toContain(SHOW_CLAIMS_ATTRIBUTE);
  });

  it('a preview version flags <html>, so the stylesheet marks each claim and the page count', async () => {
    const html = await (await fetchPath(PATH, PREVIEW)).text();
    expect(html).toContain(`<html lang="nl" ${SHOW_CLAIMS_ATTRIBUTE}="">`);
    expect(html).toMatch(/<article class="doc" data-claims="2">/);
  });

  it('the page data carries the count of marks, and a page without marks has none', async () => {
    const data = (await (await fetchPath('/assets/data/uitleg/werkplaats/bandenhotel/index.json')).json()) as PageData;
    expect(data.page.claims).toBe(2);
    const other = (await (await fetchPath('/assets/data/uitleg/werkplaats/index.json')).json()) as PageData;
    expect(other.page).not.toHaveProperty('claims');
  });
});
