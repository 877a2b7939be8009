/**
 * How a local load generator simulates many readers through the local front (live-server.ts), which takes
 * the client address from the socket and never from the client: the front writes a random token into its
 * state when it starts (readable by the machine's user only), and a request that carries that token in
 * LOAD_TOKEN_HEADER may name the reader it stands for in CF-Connecting-IP. Whoever can read the local
 * state already controls the local server; a client without it cannot pick its own rate-limit key.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The request header of the token (removed before the request reaches the worker). */
export const LOAD_TOKEN_HEADER = 'x-local-load-token';

const tokenFile = (state: string) => join(state, 'front-load-token');

/** Writes a new token for the front serving `state` and returns it. */
export function createLoadToken(state: string): string {
  const token = randomBytes(24).toString('hex');
  mkdirSync(dirname(tokenFile(state)), { recursive: true });
  writeFileSync(tokenFile(state), token, { mode: 0o600 });
  return token;
}

/** The token of the front serving `state`, or null when none has started there. */
export function readLoadToken(state: string): string | null {
  return existsSync(tokenFile(state)) ? readFileSync(tokenFile(state), 'utf8').trim() : null;
}

/** True when `sent` is the token (compared in constant time). */
export function isLoadToken(sent: string | string[] | undefined, token: string): boolean {
  if (typeof sent !== 'string' || sent.length !== token.length) return false;
  return timingSafeEqual(Buffer.from(sent), Buffer.from(token));
}
