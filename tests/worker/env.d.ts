import type { Env as WorkerEnv } from '../../worker/env';

declare global {
  namespace Cloudflare {
    interface Env extends WorkerEnv {
      /** The fixture build's kv.json, seeded into CONTENT before each test file. */
      FIXTURE_KV: string;
      /** migrations/ as read by readD1Migrations, applied to INSIGHTS before each test file. */
      INSIGHTS_MIGRATIONS: import('cloudflare:test').D1Migration[];
    }
  }
}
