/**
 * Cloudflare Access in front of /beheer/: Access signs every request it lets through with a JWT in
 * `Cf-Access-Jwt-Assertion`. The worker does not trust that the route is protected; it verifies the
 * token itself (signature against the team's JWKS, issuer, audience, expiry) with jose. A token without
 * an expiry is refused: Access always sets one, and a token that never expires is one that leaked forever.
 */
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';

/** The keys of a team (tests pass a local JWKS; production fetches and caches the team's certs). */
export type AccessKeys = (teamDomain: string) => JWTVerifyGetKey;

const remoteKeys = new Map<string, JWTVerifyGetKey>();

/** The team's published signing keys, fetched once per isolate and refreshed by jose on an unknown key id. */
export const getRemoteAccessKeys: AccessKeys = (team) => {
  let keys = remoteKeys.get(team);
  if (!keys) {
    keys = createRemoteJWKSet(new URL(`https://${team}/cdn-cgi/access/certs`));
    remoteKeys.set(team, keys);
  }
  return keys;
};

/** The Access configuration from wrangler.toml vars, or null when /beheer/ is not set up. */
export function getAccessConfig(env: { ACCESS_TEAM_DOMAIN?: string; ACCESS_AUD?: string }): { team: string; audience: string } | null {
  const team = (env.ACCESS_TEAM_DOMAIN ?? '')
    .trim()
    .replace(/^https:\/\//, '')
    .replace(/\/+$/, '');
  const audience = (env.ACCESS_AUD ?? '').trim();
  return team && audience ? { team, audience } : null;
}

/** The outcome: allowed, no token (401), a token that does not hold (403), or the keys could not be fetched (503). */
export type AccessOutcome = 'allowed' | 401 | 403 | 503;

/**
 * The challenge of a 401 (RFC 9110 11.6.1 requires one): the credential is the Access token in the
 * Cf-Access-Jwt-Assertion header, which Cloudflare Access adds after its own login.
 */
export const ACCESS_CHALLENGE = 'Cloudflare-Access realm="beheer", header="Cf-Access-Jwt-Assertion"';

/** Verifies the Access token of a request. */
export async function checkAccess(
  token: string | undefined | null,
  config: { team: string; audience: string },
  keys: AccessKeys,
): Promise<AccessOutcome> {
  if (!token) return 401;
  try {
    await jwtVerify(token, keys(config.team), {
      issuer: `https://${config.team}`,
      audience: config.audience,
      algorithms: ['RS256'],
      requiredClaims: ['exp'],
    });
    return 'allowed';
  } catch (error) {
    // The platform failed (JWKS unreachable), not the reader: a retry may work.
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      console.error('access: JWKS unavailable', error);
      return 503;
    }
    return 403;
  }
}
