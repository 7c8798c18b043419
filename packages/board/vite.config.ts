import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The gallery page: every board kind of the widget, served with the package's static files. */
export default defineConfig({
  root: `${here}gallery`,
  publicDir: `${here}public`,
  base: './',
  logLevel: 'warn',
  build: { outDir: `${here}dist/gallery`, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { fs: { allow: [`${here}../..`] } },
});
