/**
 * Builds the client and the fixture content, seeds a private local KV and starts `wrangler dev` on a
 * free port. `wrangler dev` (the local tool, not the site) now and then exits on a reset connection;
 * a watchdog starts it again on the same port so one crash does not fail the rest of the run.
 */
import { getFreePort, stopProcessGroup } from '../../scripts/lib/run';
import { type DevServer, prepareLocalSite, startWranglerDev } from '../../scripts/lib/wrangler';

const OUT = 'tests/.out/e2e-content';
const STATE = 'tests/.out/e2e-state';
const MAX_RESTARTS = 3;

export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildId = await prepareLocalSite({ content: 'tests/fixtures/content', out: OUT, state: STATE });
  const port = await getFreePort();
  let stopping = false;
  let restarts = 0;
  let server: DevServer;
  const start = async (): Promise<DevServer> => {
    const started = await startWranglerDev({ port, buildId, persistTo: STATE, quiet: true });
    started.process.once('exit', () => {
      if (stopping || restarts >= MAX_RESTARTS) return;
      restarts++;
      console.warn(`wrangler dev exited; restarting it (${restarts}/${MAX_RESTARTS})`);
      void start().then((next) => (server = next));
    });
    return started;
  };
  server = await start();
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BUILD_ID = buildId;
  return async () => {
    stopping = true;
    await stopProcessGroup(server.process);
  };
}
