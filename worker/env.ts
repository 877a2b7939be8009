import type { ContentStore } from './content-store';

/** Bindings of the worker (wrangler.toml). */
export interface Env {
  /** Build-stamped content: page data, wiki/link data, nav, shell, search. */
  CONTENT: KVNamespace;
  /** The build this worker serves; compiled in at deploy (`--var BUILD_ID:<id>`). */
  BUILD_ID: string;
  /**
   * The worker version serving the request: Cloudflare's `version_metadata` binding in production (a new
   * id for every uploaded version), a digest of the worker bundle locally (scripts/lib/miniflare-server.ts).
   * Part of every cache key and ETag of a response the worker's code shapes.
   */
  CF_VERSION_METADATA: WorkerVersionMetadata;
  /** Workers Static Assets (dist/client); absent in the worker tests, where no static file exists. */
  ASSETS?: Fetcher;
  /** Reader insights: daily counters (migrations/). Without it events are accepted and dropped. */
  INSIGHTS?: D1Database;
  /** Workers Rate Limiting of POST /api/events, keyed by the client's IP address (never stored). */
  EVENTS_RATE_LIMITER?: RateLimit;
  /**
   * The alias a preview version was uploaded under (`npm run deploy -- --preview <name>` adds
   * `--var PREVIEW_ALIAS:<name>`); absent in production. A preview highlights claims to confirm.
   */
  PREVIEW_ALIAS?: string;
  /** Cloudflare Access team domain guarding /beheer/ (e.g. autoflex.cloudflareaccess.com); empty → 404. */
  ACCESS_TEAM_DOMAIN?: string;
  /** Audience (AUD tag) of the Access application guarding /beheer/; empty → 404. */
  ACCESS_AUD?: string;
}

/** Hono generics for this app. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Read access to this build's content (set by the contentStore middleware). */
    store: ContentStore;
  };
}
