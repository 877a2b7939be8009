import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { FAVICON_SIZES, faviconPath, TOUCH_ICON_SIZES, touchIconPath } from './client/icons/icon-sizes.ts';

/** Renders the one SVG logo to the favicon and touch-icon PNGs at build time. */
function iconsFromLogo(): Plugin {
  return {
    name: 'icons-from-logo',
    apply: 'build',
    generateBundle() {
      const svg = readFileSync('client/icons/logo.svg');
      this.emitFile({ type: 'asset', fileName: 'logo.svg', source: svg });
      const png = (size: number) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();
      for (const size of FAVICON_SIZES) this.emitFile({ type: 'asset', fileName: faviconPath(size).slice(1), source: png(size) });
      for (const size of TOUCH_ICON_SIZES) this.emitFile({ type: 'asset', fileName: touchIconPath(size).slice(1), source: png(size) });
    },
  };
}

// The client bundle: hashed JS/CSS under /assets/js/, a manifest the content build reads, icons.
export default defineConfig({
  plugins: [react(), iconsFromLogo()],
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
