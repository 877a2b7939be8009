/**
 * SQL runners for the insights report: the local D1 that `npm start` (or the e2e server) uses, opened
 * through Miniflare on the same state, and the remote D1 through `wrangler d1 execute --remote --json`.
 */
import { join } from 'node:path';
import type { RunQuery } from '../../core/insights/report';
import { D1_BINDING, D1_DATABASE_ID } from '../lib/d1-local';
import { bin, run } from '../lib/run';

/** A runner and how to let go of it. */
export interface Runner {
  run: RunQuery;
  dispose(): Promise<void>;
}

/** The local D1 under `state` (the same database id and persistence root as scripts/lib/miniflare-server.ts). */
export async function openLocalRunner(state: string): Promise<Runner> {
  // Miniflare loads in seconds: only a command that reads local D1 pays for it.
  const { convertV4MiniflareOptions, Miniflare } = await import('miniflare');
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      modules: true,
      script: 'export default { fetch: () => new Response(null, { status: 204 }) };',
      compatibilityDate: '2026-08-01',
      d1Databases: { [D1_BINDING]: D1_DATABASE_ID },
      resourcePersistencePath: join(state, 'v3'),
    }),
  );
  const db = await mf.getD1Database(D1_BINDING);
  return {
    run: async (sql, params) =>
      (
        await db
          .prepare(sql)
          .bind(...params)
          .all<Record<string, unknown>>()
      ).results,
    dispose: () => mf.dispose(),
  };
}

/** A parameter as an SQL literal: the report only passes days (YYYY-MM-DD) and integers. */
export function toSqlLiteral(value: string | number): string {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return `'${value}'`;
  throw new Error(`unexpected query parameter ${JSON.stringify(value)}`);
}

/** The remote D1, one `wrangler d1 execute` per query (wrangler takes no bound parameters on the command line). */
export function openRemoteRunner(): Runner {
  return {
    async run(sql, params) {
      const inlined = sql.replace(/\?(\d+)/g, (_, i: string) => toSqlLiteral(params[Number(i) - 1]!));
      const out = await run(bin('wrangler'), ['d1', 'execute', D1_BINDING, '--remote', '--json', '--command', inlined], {
        quiet: true,
        stdoutOnly: true,
      });
      const parsed = JSON.parse(out) as { results: Record<string, unknown>[] }[];
      return parsed[0]?.results ?? [];
    },
    dispose: async () => undefined,
  };
}
