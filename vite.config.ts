import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The client bundle: hashed JS/CSS under /assets/js/, a manifest the content build reads.
export default defineConfig({
  plugins: [react()],
  publicDir: 'client/public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    manifest: true,
    assetsDir: 'assets/js',
    target: 'es2022',
    rollupOptions: { input: 'client/entry-browser.tsx' },
  },
});
