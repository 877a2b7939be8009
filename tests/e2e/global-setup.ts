/** Builds the client and the fixture content, seeds a private local KV and starts `wrangler dev` on a free port. */
import { rmSync } from 'node:fs';
import { bin, getFreePort, run, stopProcessGroup } from '../../scripts/lib/run';
import { readBuildId, seedLocalKv, startWranglerDev } from '../../scripts/lib/wrangler';

const OUT = 'tests/.out/e2e-content';
const STATE = 'tests/.out/e2e-state';

export default async function globalSetup(): Promise<() => Promise<void>> {
  await run(bin('vite'), ['build', '--logLevel', 'warn'], { quiet: true });
  await run(bin('tsx'), ['scripts/build-content.ts', '--content', 'tests/fixtures/content', '--out', OUT], { quiet: true });
  rmSync(STATE, { recursive: true, force: true });
  await seedLocalKv(OUT, STATE);
  const buildId = readBuildId(OUT);
  const server = await startWranglerDev({ port: await getFreePort(), buildId, persistTo: STATE, quiet: true });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BUILD_ID = buildId;
  return () => stopProcessGroup(server.process);
}
