import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/** The gallery page: every board kind of the widget, served with the package's static files. */
export default defineConfig({
  root: `${here}gallery`,
  publicDir: `${here}public`,
  base: './',
  logLevel: 'warn',
  // The workspace packages from their TypeScript sources, not their last build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: { outDir: `${here}gallery/dist`, emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { fs: { allow: [`${here}../..`] } },
});
