/** wrangler.toml and the local server built without it (scripts/lib/miniflare-server.ts) must agree where it matters. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENTS_RATE_LIMIT } from '../../core/insights/endpoint';
import { ASSETS_ROUTER_CONFIG } from '../../scripts/lib/miniflare-server';

const toml = readFileSync('wrangler.toml', 'utf8');
/** The lines of one `[section]` of wrangler.toml, comments dropped. */
const section = (name: string) =>
  (toml.split(/^\[/m).find((part) => part.startsWith(`${name}]`)) ?? '')
    .split('\n')
    .filter((line) => line.trim() !== '' && !line.trim().startsWith('#'));

describe('wrangler.toml', () => {
  it('runs the worker first for static files, on Cloudflare and locally alike', () => {
    expect(section('assets')).toContain('run_worker_first = true');
    expect(ASSETS_ROUTER_CONFIG.invoke_user_worker_ahead_of_assets).toBe(true);
  });

  it('limits reader events as the worker, the local servers and the tests assume', () => {
    expect(section('[ratelimits]')).toContain(`simple = { limit = ${EVENTS_RATE_LIMIT.limit}, period = ${EVENTS_RATE_LIMIT.period} }`);
  });

  it('names a compatibility date the bundled workerd knows (no later than 2026-08-22)', () => {
    const date = /^compatibility_date = "(\d{4}-\d{2}-\d{2})"$/m.exec(toml)?.[1];
    expect(date).toBeDefined();
    expect(date! <= '2026-08-22').toBe(true);
  });
});
