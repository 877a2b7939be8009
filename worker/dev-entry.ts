/** `npm run dev`: the worker app under Vite (@hono/vite-dev-server) with the build id of the last content build. */
import { createApp } from './app';
import type { Env } from './env';

const app = createApp({ dev: true });

// Workers types declare `process` as any (nodejs_compat); this entry runs in Node under Vite.
type NodeLikeProcess = { env: Record<string, string | undefined> };

export default {
  fetch: (request: Request, env: Env, ctx: ExecutionContext) => app.fetch(request, { ...env, BUILD_ID: (process as NodeLikeProcess).env.DEV_BUILD_ID ?? env.BUILD_ID }, ctx),
};
