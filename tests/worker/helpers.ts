/** Request helpers for worker tests: every request goes through the real worker inside workerd. */
import { env, SELF } from 'cloudflare:test';

export const BASE = 'https://uitleg.example.nl';
export const buildId = (): string => env.BUILD_ID;

/** Fetches a path from the worker (manual redirects). */
export function get(path: string, init: RequestInit = {}): Promise<Response> {
  return SELF.fetch(`${BASE}${path}`, { redirect: 'manual', ...init });
}
