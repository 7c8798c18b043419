import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, defaultClientConditions } from 'vite';

/** Builds the widget (with the rules core it needs) as one minified ES module; answers its sizes. */
export async function bundleSize(entry: string): Promise<{ bytes: number; gzip: number }> {
  const outDir = await mkdtemp(join(tmpdir(), 'tengen-board-bundle-'));
  try {
    await build({
      configFile: false,
      logLevel: 'error',
      publicDir: false,
      resolve: { conditions: ['source', ...defaultClientConditions] },
      build: {
        outDir,
        lib: { entry: fileURLToPath(new URL(entry, import.meta.url)), formats: ['es'], fileName: 'board' },
        minify: true,
        rollupOptions: { external: ['react', 'react-dom'] },
      },
    });
    const code = readdirSync(outDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, f)));
    const all = Buffer.concat(code);
    return { bytes: all.length, gzip: gzipSync(all, { level: 9 }).length };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
