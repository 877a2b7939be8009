/** The local D1 of reader insights: the same database id as wrangler.toml, migrated with wrangler's own command. */
import { bin, run } from './run';

/** The INSIGHTS database id in wrangler.toml; local state is stored under it. */
export const D1_DATABASE_ID = '00000000-0000-0000-0000-000000000000';
/** The binding name (wrangler's commands take it in place of the database name). */
export const D1_BINDING = 'INSIGHTS';

/** Applies migrations/ to the local D1 under `persistTo` (a no-op when they are applied). */
export async function applyLocalMigrations(persistTo: string): Promise<void> {
  await run(bin('wrangler'), ['d1', 'migrations', 'apply', D1_BINDING, '--local', '--persist-to', persistTo], {
    quiet: true,
    env: { CI: 'true' },
  });
}
