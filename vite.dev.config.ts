import devServer, { defaultOptions } from '@hono/vite-dev-server';
import cloudflareAdapter from '@hono/vite-dev-server/cloudflare';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `npm run dev`: Vite serves client/ with HMR; every other request goes to the worker app, with the
// local KV that `npm start` / scripts/dev.ts seeded (.wrangler/state).
export default defineConfig({
  plugins: [
    react(),
    devServer({
      entry: 'worker/dev-entry.ts',
      adapter: cloudflareAdapter({ proxy: { persist: { path: '.wrangler/state/v3' } } }),
      exclude: [/^\/client\/.+/, /^\/assets\/js\/.+/, ...defaultOptions.exclude],
    }),
  ],
  // The production client build provides the icons and logo rendered from the SVG.
  publicDir: 'dist/client',
  server: { port: Number(process.env.PORT ?? 5173) },
});
