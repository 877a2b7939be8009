/**
 * Builds the client and the fixture content, seeds a private local KV and serves the deploy bundle on
 * workerd through Miniflare on a free port: the same server `npm start` runs (production React, no dev
 * proxy in front).
 */
import { startMiniflare } from '../../scripts/lib/miniflare-server';
import { getFreePort } from '../../scripts/lib/run';
import { prepareLocalSite } from '../../scripts/lib/wrangler';

const OUT = 'tests/.out/e2e-content';
const STATE = 'tests/.out/e2e-state';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildId = await prepareLocalSite({ content: 'tests/fixtures/content', out: OUT, state: STATE });
  const server = await startMiniflare({ port: await getFreePort(), buildId, persistTo: STATE, bundleDir: 'tests/.out/e2e-bundle' });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BUILD_ID = buildId;
  return () => server.dispose();
}
