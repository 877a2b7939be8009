/**
 * Cloudflare Access for the local server (`npm start`), so /beheer/inzichten/ can be tried without
 * Cloudflare: the Access variables reach workerd (from the environment, else wrangler.toml's [vars], else
 * the local test key set), and the worker's fetch of the team's signing keys is answered from the local
 * test key set instead of the network (no network call at run time). The key set is test keys only,
 * made by `npm run access:keys` under the local state (gitignored): docs/insights.md says how.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Access variables of wrangler.toml (and the Env of worker/env.ts). */
export const ACCESS_VARS = ['ACCESS_TEAM_DOMAIN', 'ACCESS_AUD'] as const;

/** Where the local test key set lives under a local state. */
export function getLocalAccessDir(state: string): string {
  return join(state, 'access');
}

/** The local test key set's Access application (written by scripts/access-keys.ts). */
export interface LocalAccessConfig {
  team: string;
  audience: string;
}

/** The value of `name` in the [vars] section of wrangler.toml's text ('' when absent). */
export function readTomlVar(toml: string, name: string): string {
  const vars = toml.split(/^\[/m).find((part) => part.startsWith('vars]')) ?? '';
  return new RegExp(`^\\s*${name}\\s*=\\s*"([^"]*)"`, 'm').exec(vars)?.[1]?.trim() ?? '';
}

/** The Access variables the local worker gets: each from the environment, else wrangler.toml, else the local key set. */
export function getLocalAccessVars(sources: {
  env: Record<string, string | undefined>;
  toml: string;
  local: LocalAccessConfig | null;
}): Record<(typeof ACCESS_VARS)[number], string> {
  const fallback = { ACCESS_TEAM_DOMAIN: sources.local?.team ?? '', ACCESS_AUD: sources.local?.audience ?? '' };
  const pick = (name: (typeof ACCESS_VARS)[number]) => sources.env[name]?.trim() || readTomlVar(sources.toml, name) || fallback[name];
  return { ACCESS_TEAM_DOMAIN: pick('ACCESS_TEAM_DOMAIN'), ACCESS_AUD: pick('ACCESS_AUD') };
}

const readJson = <T>(file: string): T | null => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null);

/** What the local workerd gets for Access: the variables (when set) and an outbound handler serving the local keys. */
export function getLocalAccessOptions(state: string): {
  bindings: Record<string, string>;
  outboundService?: (request: Request) => Response;
} {
  const dir = getLocalAccessDir(state);
  const vars = getLocalAccessVars({
    env: process.env,
    toml: existsSync('wrangler.toml') ? readFileSync('wrangler.toml', 'utf8') : '',
    local: readJson<LocalAccessConfig>(join(dir, 'config.json')),
  });
  if (!vars.ACCESS_TEAM_DOMAIN || !vars.ACCESS_AUD) return { bindings: {} };
  const jwks = readJson<unknown>(join(dir, 'jwks.json'));
  const certs = `https://${vars.ACCESS_TEAM_DOMAIN.replace(/^https:\/\//, '').replace(/\/+$/, '')}/cdn-cgi/access/certs`;
  return {
    bindings: vars,
    // Only the team's certificate URL is answered, from the local key set; anything else would be a network
    // call at run time, which the local server does not make (the worker then answers 503, as when Access is down).
    outboundService: (request) =>
      jwks && request.url === certs
        ? Response.json(jwks)
        : new Response('no network at run time (scripts/lib/local-access.ts)', { status: 502 }),
  };
}
