// The board widget in Chromium: full redraw, one move, pen at 60 fps, thumbnails, bundle size.
// Run: npm run -w bench board
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { launchChromium } from '../../packages/board/src/test-chromium.js';
import { bundleSize } from './bundle-size.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const config = {
  configFile: false as const,
  root: `${here}page`,
  base: './',
  logLevel: 'error' as const,
  build: { outDir: `${here}../../node_modules/.tengen-bench-board`, emptyOutDir: true },
  preview: { host: '127.0.0.1', port: 0 },
};

async function main() {
  await build(config);
  const server = await preview(config);
  const address = server.httpServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await launchChromium();
  const results: Record<string, unknown> = {};
  try {
    for (const dpr of [1, 2]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 2000 }, deviceScaleFactor: dpr });
      await page.goto(`http://127.0.0.1:${port}/`);
      await page.waitForFunction(() => 'runBench' in window);
      results[`dpr${dpr}`] = await page.evaluate(() =>
        (window as unknown as { runBench: () => Promise<unknown> }).runBench(),
      );
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  results.bundle = await bundleSize('../../packages/board/src/index.ts');
  writeFileSync(`${here}results.json`, `${JSON.stringify(results, null, 2)}\n`);
  console.log(JSON.stringify(results, null, 2));
}

main();
