import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST, hashPassword, verifyPassword } from './password.ts';

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('correct horse', FAST);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse', stored)).toBe(true);
    expect(await verifyPassword('correct horsf', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same', FAST), hashPassword('same', FAST)]);
    expect(a).not.toBe(b);
  });

  it('reads the cost from the stored hash, so a raised default keeps old hashes working', async () => {
    const old = await hashPassword('pw', { N: 2 ** 9, r: 4, p: 1 });
    expect(await verifyPassword('pw', old)).toBe(true);
  });

  it('the same text in another Unicode normal form is the same password', async () => {
    const stored = await hashPassword('caf\u00e9', FAST);
    expect(await verifyPassword('cafe\u0301', stored)).toBe(true);
  });

  it('anything not of the stored form never verifies', async () => {
    for (const stored of [
      '',
      'plain',
      'scrypt$1024$8$1$salt',
      'bcrypt$1$2$3$4$5',
      'scrypt$x$8$1$AAAA$AAAA',
    ]) {
      expect(await verifyPassword('pw', stored)).toBe(false);
    }
  });

  it('the default cost is memory-hard (32 MiB) and takes measurable time', async () => {
    expect(128 * DEFAULT_SCRYPT_COST.N * DEFAULT_SCRYPT_COST.r).toBe(32 * 1024 * 1024);
    const started = performance.now();
    const stored = await hashPassword('pw');
    const ms = performance.now() - started;
    console.info(`scrypt N=2^15 r=8 p=1: ${ms.toFixed(0)} ms per hash`);
    expect(await verifyPassword('pw', stored)).toBe(true);
  });
});
