import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { EVENTS_RATE_LIMIT } from './core/insights/endpoint';

// The insights schema, read in Node and applied inside workerd by tests/worker/seed-kv.ts.
const insightsMigrations = await readD1Migrations('migrations');

// Two projects: pure logic in Node, and the worker inside workerd with KV seeded from a fixture build.
export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic with no module state between files: one module graph per worker instead of one per file
        // (the content pipeline's unified/remark imports dominated the project's time when each file loaded them again).
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/content/**/*.test.ts'], environment: 'node', isolate: false },
      },
      {
        // Real wrangler commands and workerd servers against a local state: after the others, one file at a time.
        test: {
          name: 'ops',
          include: ['tests/ops/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          // Each test spawns wrangler, tsx or a server: a process start alone can take seconds on a busy 2-core machine.
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
      {
        plugins: [
          cloudflareTest(({ inject }) => ({
            main: './worker/index.ts',
            miniflare: {
              compatibilityDate: '2026-08-01',
              compatibilityFlags: ['nodejs_compat'],
              kvNamespaces: ['CONTENT'],
              d1Databases: ['INSIGHTS'],
              // The production limit (wrangler.toml): the rate-limit test sends one request more than it allows.
              ratelimits: { EVENTS_RATE_LIMITER: { namespace_id: '1001', simple: EVENTS_RATE_LIMIT } },
              bindings: {
                INSIGHTS_MIGRATIONS: insightsMigrations,
                BUILD_ID: inject<string>('fixtureBuildId'),
                FIXTURE_KV: inject<string>('fixtureKv'),
                // What the version_metadata binding holds in production; a fixed id stands for one worker version.
                CF_VERSION_METADATA: { id: 'test-worker-version', tag: '', timestamp: '2026-01-01T00:00:00.000Z' },
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['tests/worker/**/*.test.ts'],
          globalSetup: ['tests/worker/global-setup.ts'],
          setupFiles: ['tests/worker/seed-kv.ts'],
        },
      },
    ],
  },
});
