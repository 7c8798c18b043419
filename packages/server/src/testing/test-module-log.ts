/**
 * For tests of what a command loads: `node --import <register> …` records the URL of every
 * module the process resolves, one per line, in a file (Node's module customization hooks).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ModuleLog {
  /** Node arguments that turn the log on. */
  readonly nodeArgs: readonly string[];
  /** The URLs resolved so far. */
  read(): string[];
}

export function moduleLog(): ModuleLog {
  const dir = mkdtempSync(join(tmpdir(), 'tengen-modules-'));
  const log = join(dir, 'modules.txt');
  writeFileSync(log, '');
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(${JSON.stringify(log)}, resolved.url + '\\n');
  return resolved;
}`,
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';
register(${JSON.stringify(`file://${join(dir, 'hooks.mjs')}`)});`,
  );
  return {
    nodeArgs: ['--import', `file://${join(dir, 'register.mjs')}`],
    read: () => readFileSync(log, 'utf8').split('\n').filter(Boolean),
  };
}
