import devServer, { defaultOptions } from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { defineConfig } from 'vite';
import { liveContent } from './scripts/dev/live-content';
import { getStrictRules } from './scripts/lib/content-policy';

// `npm run dev` (scripts/dev.ts): Vite serves client/ with HMR; every other request goes to the worker
// app, which reads the live content build from memory (scripts/dev/live-content.ts).
const contentDir = resolve(process.env.LIVE_CONTENT_DIR ?? 'content');
// This repository's content keeps its strict bar; another tree gets editorial rules as warnings (content-policy.ts).
const strict = getStrictRules(contentDir, process.env.LIVE_CONTENT_STRICT === '1');

export default defineConfig({
  plugins: [
    react(),
    liveContent({ contentDir, strict }),
    devServer({
      entry: 'worker/dev-entry.ts',
      adapter: cloudflareAdapter({ proxy: { persist: { path: '.wrangler/state/v3' } } }),
      exclude: [/^\/client\/.+/, /^\/assets\/js\/.+/, ...defaultOptions.exclude],
    }),
  ],
  // The production client build provides the icons and logo rendered from the SVG.
  publicDir: 'dist/client',
  server: { port: Number(process.env.PORT ?? 5173), strictPort: process.env.PORT !== undefined },
});
