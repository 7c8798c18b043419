import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const tengen = fileURLToPath(new URL('../../../../bin/tengen.js', import.meta.url));
const dataDir = join(mkdtempSync(join(tmpdir(), 'tengen-serve-config-')), 'data');
afterAll(() => rmSync(join(dataDir, '..'), { recursive: true, force: true }));

/** `tengen serve` with these variables added: its exit code and what it wrote. */
async function serveWith(env: Record<string, string>) {
  const child = spawn(process.execPath, [tengen, 'serve'], {
    env: { ...process.env, TENGEN_DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const [code] = await once(child, 'exit');
  return { code, stdout, stderr };
}

describe('tengen serve with a bad variable', () => {
  it.each([
    [{ PORT: 'abc' }, 'tengen serve: PORT must be a whole number 0–65535, got "abc"'],
    [
      { LOG_LEVEL: 'loud' },
      'tengen serve: LOG_LEVEL must be fatal, error, warn, info, debug, trace, silent, got "loud"',
    ],
    [
      { TENGEN_ANALYSIS_CHUNK: '0' },
      'tengen serve: TENGEN_ANALYSIS_CHUNK must be a whole number 1–1000, got "0"',
    ],
  ])('%o: refuses to start, exit code 2, the variable named', async (env, message) => {
    const result = await serveWith(env);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `${message}\n` });
    // Refused before anything was opened or made.
    expect(existsSync(dataDir)).toBe(false);
  });
});
