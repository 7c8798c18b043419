import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * The site's single page app. The server serves `dist/` and writes the host-page data into
 * `index.html` for every route, so deep links and reloads work.
 */
export default defineConfig({
  root: here,
  publicDir: `${here}../board/public`,
  base: '/',
  logLevel: 'warn',
  // The workspace packages from their TypeScript sources, not their last build.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: `${here}dist`,
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload the chunk of the page's language.
    manifest: true,
  },
  server: { fs: { allow: [`${here}../..`] } },
});
