/**
 * The two relevance query sets (docs/search.md, Evaluation), one format for both: a JSON array of
 * {"q", "kind", "expect": [paths]}.
 * - bench/queries/development.json: the development set, the queries the engine may be changed against;
 * - bench/queries/frozen.json: the frozen set, written by someone who never saw the engine. It is read
 *   only to be measured, and only its aggregate figures are ever printed (scripts/relevance.ts).
 * The frozen file may be absent (then readQuerySet answers null). Errors name an entry by its position,
 * never by its text, so a malformed frozen set does not show its queries either.
 */
import { existsSync, readFileSync } from 'node:fs';

/** One query: what is typed, its kind, and the pages that answer it (any of them; none for gibberish). */
export interface Query {
  q: string;
  kind: string;
  expect: string[];
}

export const DEVELOPMENT_SET_FILE = 'bench/queries/development.json';
export const FROZEN_SET_FILE = 'bench/queries/frozen.json';

/** The kinds in report order; a set may hold others, reported after these. */
export const QUERY_KINDS = [
  'keyword',
  'question',
  'typo',
  'prefix',
  'inflection',
  'phrase',
  'short',
  'everyday',
  'situation',
  'gibberish',
] as const;

/**
 * A page path as the engine's results carry it: no origin, query or anchor, no trailing slash
 * ('https://x/uitleg/a/b/#c' → '/uitleg/a/b'), so a set may write answers as links.
 */
export function normalizePagePath(path: string): string {
  const withoutOrigin = path.trim().replace(/^[a-z]+:\/\/[^/]*/i, '');
  const bare = withoutOrigin.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return bare.startsWith('/') ? bare : `/${bare}`;
}

/** The queries of a set's JSON text; throws naming the position of the first malformed entry. */
export function parseQuerySet(text: string): Query[] {
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) throw new Error('a query set is a JSON array');
  return value.map((entry: unknown, i) => {
    const e = entry as Partial<Record<keyof Query, unknown>> | null;
    const valid =
      e !== null &&
      typeof e === 'object' &&
      typeof e.q === 'string' &&
      typeof e.kind === 'string' &&
      Array.isArray(e.expect) &&
      e.expect.every((p) => typeof p === 'string');
    if (!valid) throw new Error(`query set entry ${i} is not {"q": string, "kind": string, "expect": [string]}`);
    return { q: e.q as string, kind: (e.kind as string).trim().toLowerCase(), expect: (e.expect as string[]).map(normalizePagePath) };
  });
}

/** The queries of a set file, or null when the file is not there. */
export function readQuerySet(file: string): Query[] | null {
  return existsSync(file) ? parseQuerySet(readFileSync(file, 'utf8')) : null;
}

/** The development set (always present). */
export const readDevelopmentSet = (): Query[] => readQuerySet(DEVELOPMENT_SET_FILE)!;
