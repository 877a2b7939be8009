/**
 * The local Cloudflare Access test key set (scripts/access-keys.ts, the ops test): RS256, as Access signs.
 * Under `<state>/access/`: config.json (a made-up team domain and AUD tag), jwks.json (the public key, which
 * local-access.ts serves to the local worker in place of the team's certificates) and private-key.json.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { getLocalAccessDir, type LocalAccessConfig } from './local-access';

/** The key id of the local test key. */
const KID = 'local-test-key';

/** Writes a new key set under `state`; returns its application. */
export async function writeLocalAccessKeys(state: string): Promise<LocalAccessConfig> {
  const dir = getLocalAccessDir(state);
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  // .test is reserved (RFC 2606): the name can never be a real team's.
  const config: LocalAccessConfig = { team: 'local-access.test', audience: randomBytes(32).toString('hex') };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, alg: 'RS256', use: 'sig' }] };
  writeFileSync(join(dir, 'jwks.json'), `${JSON.stringify(jwks, null, 2)}\n`);
  writeFileSync(join(dir, 'private-key.json'), `${JSON.stringify({ ...(await exportJWK(privateKey)), kid: KID, alg: 'RS256' })}\n`);
  chmodSync(join(dir, 'private-key.json'), 0o600);
  return config;
}

/** A token as Access would issue it for the key set under `state`, valid `seconds`. */
export async function signLocalAccessToken(state: string, seconds: number): Promise<string> {
  const dir = getLocalAccessDir(state);
  const config = JSON.parse(readFileSync(join(dir, 'config.json'), 'utf8')) as LocalAccessConfig;
  const key = JSON.parse(readFileSync(join(dir, 'private-key.json'), 'utf8')) as JWK;
  return new SignJWT({ email: 'contentteam@local-access.test', type: 'app' })
    .setProtectedHeader({ alg: 'RS256', kid: KID })
    .setIssuer(`https://${config.team}`)
    .setAudience(config.audience)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(await importJWK(key, 'RS256'));
}
