import type { ContentStore } from './content-store';

/** Bindings of the worker (wrangler.toml). */
export interface Env {
  /** Build-stamped content: page data, wiki/link data, nav, shell, search. */
  CONTENT: KVNamespace;
  /** The build this worker serves; compiled in at deploy (`--var BUILD_ID:<id>`). */
  BUILD_ID: string;
}

/** Hono generics for this app. */
export interface AppEnv {
  Bindings: Env;
  Variables: {
    /** Read access to this build's content (set by the contentStore middleware). */
    store: ContentStore;
  };
}
