/**
 * Builds the client and the fixture content, seeds a private local KV and serves the deploy bundle on
 * workerd through Miniflare on a free port: the same server `npm start` runs (production React, no dev
 * proxy in front).
 */
import { serveLocalSite } from '../../scripts/lib/miniflare-server';

const OUT = 'tests/.out/e2e-content';
const STATE = 'tests/.out/e2e-state';

export default async function globalSetup(): Promise<() => Promise<void>> {
  const server = await serveLocalSite({ content: 'tests/fixtures/content', out: OUT, state: STATE });
  process.env.E2E_BASE_URL = server.url;
  process.env.E2E_BUILD_ID = server.buildId;
  return () => server.dispose();
}
