/**
 * The one map of cache policies: every Cache-Control value the worker sends, by name. Routes of the
 * table name theirs (core/route-table.ts `cache`); every other answer names one here.
 */
import type { CachePolicy } from '../core/route-table';

/** Cache-Control value of each policy. */
export const CACHE_CONTROL = {
  /** Same URL, new content on each build (JSON, HTML pages, the OpenAPI document): always revalidate. */
  revalidate: 'public, max-age=0, must-revalidate',
  /** Build-stamped URL (nav, search chunks), and what Workers Caching keeps a versioned answer with: never changes. */
  immutable: 'public, max-age=31536000, immutable',
  /** Stable within a build (images, sitemap, robots.txt, the trailing-slash redirect): an hour is fresh enough. */
  hour: 'public, max-age=3600',
  /** Errors, the dashboard, event receipts, pages in development: never stored. */
  noStore: 'no-store',
  /** A rendered page with no validator of its own (the not-found page): stored only if revalidated. */
  noCache: 'no-cache',
} as const satisfies Record<CachePolicy, string> & Record<string, string>;

/** Name of a cache policy. */
export type CachePolicyName = keyof typeof CACHE_CONTROL;

/** The `Cache-Control` header of a policy, to spread into a header record. */
export const cacheControl = (policy: CachePolicyName): { 'Cache-Control': string } => ({ 'Cache-Control': CACHE_CONTROL[policy] });
