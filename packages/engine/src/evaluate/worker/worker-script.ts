import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * How a Worker is started on the evaluator worker's code: the compiled `.js` beside this file,
 * or, when this file runs from its TypeScript source (tests, benches), a small module that
 * registers tsx's loader and then imports the `.ts` (Node 20 applies no `--import` to workers).
 */
export function evaluatorWorkerScript(): { script: URL | string; eval: boolean } {
  if (!import.meta.url.endsWith('.ts'))
    return { script: new URL('./evaluator-worker.js', import.meta.url), eval: false };
  const source = new URL('./evaluator-worker.ts', import.meta.url).href;
  // tsx's ESM entry (require.resolve answers its CommonJS twin beside it)
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  return {
    script: `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}
