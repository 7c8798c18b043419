// The browser tests' and the speed bench's page: built with Vite into a temporary folder and
// served on a random loopback port by a small static server of its own, with the bundled
// network at /model.bin.gz and onnxruntime-web's .wasm from the build (never a CDN). Served
// cross-origin isolated (COOP/COEP) unless asked not to, so that onnxruntime may run threads.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, defaultClientConditions } from 'vite';
import { BUNDLED_MODEL_PATH } from '../model/bundled-model.ts';

const pageRoot = fileURLToPath(new URL('./test-page/', import.meta.url));

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.gz': 'application/octet-stream',
};

export interface WasmTestPage {
  readonly url: string;
  close(): Promise<void>;
}

/** Builds the page (once a process) into a temporary folder. */
let built: Promise<string> | null = null;
function buildPage(): Promise<string> {
  built ??= (async () => {
    const outDir = await mkdtemp(join(tmpdir(), 'tengen-wasm-page-'));
    await build({
      root: pageRoot,
      base: '/',
      logLevel: 'error',
      configFile: false,
      resolve: { conditions: ['source', ...defaultClientConditions] },
      worker: { format: 'es' },
      build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 20_000, assetsInlineLimit: 0 },
    });
    process.once('exit', () => {
      void rm(outDir, { recursive: true, force: true });
    });
    return outDir;
  })();
  return built;
}

export async function startWasmTestPage(options: { isolated?: boolean } = {}): Promise<WasmTestPage> {
  const isolated = options.isolated ?? true;
  const dir = await buildPage();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file =
      path === '/model.bin.gz'
        ? BUNDLED_MODEL_PATH
        : join(dir, normalize(path === '/' ? '/index.html' : path));
    if (file !== BUNDLED_MODEL_PATH && !file.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    readFile(file).then(
      (body) => {
        const headers: Record<string, string> = {
          'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
        };
        if (isolated) {
          headers['cross-origin-opener-policy'] = 'same-origin';
          headers['cross-origin-embedder-policy'] = 'require-corp';
          headers['cross-origin-resource-policy'] = 'same-origin';
        }
        response.writeHead(200, headers).end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
