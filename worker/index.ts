/** Worker entry: the app for requests, the retention of reader insights for the Cron Trigger. */
import { createApp } from './app';
import type { Env } from './env';
import { createD1Sink } from './insights/d1-sink';
import { deleteExpiredInsights } from './insights/retention';

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    if (env.INSIGHTS) ctx.waitUntil(deleteExpiredInsights(createD1Sink(env.INSIGHTS), controller.scheduledTime).then(() => undefined));
  },
} satisfies ExportedHandler<Env>;
