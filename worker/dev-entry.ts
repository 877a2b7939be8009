/**
 * `npm run dev`: the worker app under Vite (@hono/vite-dev-server). Content comes from the dev server's
 * live build in memory (worker/dev-content.ts) when there is one, else from the seeded local KV.
 */
import { createApp } from './app';
import { createDevKv, getDevContent } from './dev-content';
import type { Env } from './env';

const app = createApp({ dev: true });
const liveKv = createDevKv(getDevContent);

// Workers types declare `process` as any (nodejs_compat); this entry runs in Node under Vite.
type NodeLikeProcess = { env: Record<string, string | undefined> };

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => {
    const live = getDevContent();
    const bindings: Env = live
      ? { ...env, CONTENT: liveKv, BUILD_ID: live.buildId }
      : { ...env, BUILD_ID: (process as NodeLikeProcess).env.DEV_BUILD_ID ?? env.BUILD_ID };
    return app.fetch(request, bindings, ctx);
  },
};
