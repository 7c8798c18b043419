// The `tengen` command as it ran before the build step: the TypeScript sources, transpiled at
// run time by tsx (`node --conditions=source --import tsx tengen-from-source.ts …`).
import { run } from '../../packages/server/src/cli/tengen-command.ts';

process.exitCode = await run(
  process.argv.slice(2),
  (line) => process.stdout.write(`${line}\n`),
  (line) => process.stderr.write(`${line}\n`),
);
