import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { err, ok, type Result } from '@tengen/core';

const SECRET_FILE = 'secret';

/**
 * The given secret (TENGEN_SECRET, already checked), or the one in the data folder, generated
 * (32 random bytes, mode 0600) on first start.
 */
export function loadSecret(given: string | undefined, dataDir: string): Result<Buffer, string> {
  if (given !== undefined) return ok(Buffer.from(given, 'utf8'));
  const file = join(dataDir, SECRET_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
      chmodSync(file, 0o600);
    } catch (error) {
      // Another process (the admin CLI, a second server) made it first: use theirs.
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  const text = readFileSync(file, 'utf8').trim();
  if (text.length < 32) return err(`${file} holds less than 32 characters`);
  return ok(Buffer.from(text, 'utf8'));
}
