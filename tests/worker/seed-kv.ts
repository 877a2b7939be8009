/** Seeds the test KV with the fixture build and applies the insights migrations before each test file. */
import { applyD1Migrations, env } from 'cloudflare:test';
import { beforeAll } from 'vitest';

interface Entry {
  key: string;
  value: string;
  base64?: boolean;
  metadata: Record<string, string>;
}

beforeAll(async () => {
  await applyD1Migrations(env.INSIGHTS!, env.INSIGHTS_MIGRATIONS);
  const entries = JSON.parse(env.FIXTURE_KV) as Entry[];
  await Promise.all(
    entries.map((e) =>
      env.CONTENT.put(e.key, e.base64 ? Uint8Array.from(atob(e.value), (c) => c.charCodeAt(0)) : e.value, { metadata: e.metadata }),
    ),
  );
});
