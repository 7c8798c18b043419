#!/usr/bin/env -S node --max-semi-space-size=64 --enable-source-maps
// The `tengen` command: runs the compiled server package (`npm run build` makes it).
import { existsSync } from 'node:fs';

const main = new URL('../packages/server/dist/cli/tengen-command.js', import.meta.url);
if (!existsSync(main)) {
  process.stderr.write('tengen: not built yet; run `npm run build` in the repository first\n');
  process.exit(1);
}
const { run } = await import(main.href);
process.exitCode = await run(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
