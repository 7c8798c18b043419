#!/usr/bin/env -S node --max-semi-space-size=64
// The `tengen` command: runs the TypeScript sources through tsx's loader.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../packages/server/src/cli/main.ts');
process.exitCode = await run(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
