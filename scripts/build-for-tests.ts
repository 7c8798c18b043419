/**
 * Vitest's global setup: builds the server package (and the packages it uses) before any test
 * runs, because tests that start `tengen` as a child process run its compiled code. An
 * up-to-date build takes half a second.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default function buildForTests(): void {
  execFileSync(process.execPath, [`${root}node_modules/typescript/bin/tsc`, '-b', 'packages/server'], {
    cwd: root,
    stdio: 'inherit',
  });
}
