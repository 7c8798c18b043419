import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import type { Store } from './store.ts';

describe.each(testDatabases())('bean ledger on $name', (engine) => {
  let store: Store;
  let userId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    const user = await store.createUser({ username: 'payer', passwordHash: 'h', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    userId = user.value.id;
  });
  afterEach(() => store.close());

  const grant = (delta: number, at = 1) => store.changeBeans({ userId, delta, reason: 'admin', at });
  const spend = (amount: number, at = 2) =>
    store.changeBeans({ userId, delta: -amount, reason: 'ask_move', reference: 'play:7', at });

  it('every change is a row with the balance after it', async () => {
    expect(await grant(10)).toMatchObject({
      ok: true,
      value: { delta: 10, balanceAfter: 10, reason: 'admin' },
    });
    expect(await spend(4)).toMatchObject({
      ok: true,
      value: { delta: -4, balanceAfter: 6, reason: 'ask_move', reference: 'play:7' },
    });
    expect((await store.userById(userId))?.beans).toBe(6);
    const ledger = await store.ledgerOf(userId);
    expect(ledger.map((e) => [e.delta, e.balanceAfter, e.reason, e.reference])).toEqual([
      [-4, 6, 'ask_move', 'play:7'],
      [10, 10, 'admin', ''],
    ]);
  });

  it('a spend the balance cannot cover changes nothing', async () => {
    await grant(3);
    expect(await spend(4)).toEqual({ ok: false, error: 'INSUFFICIENT_BEANS' });
    expect((await store.userById(userId))?.beans).toBe(3);
    expect(await store.ledgerOf(userId)).toHaveLength(1);
    expect(await spend(3)).toMatchObject({ ok: true, value: { balanceAfter: 0 } });
  });

  it('an unknown user is NO_SUCH_USER', async () => {
    expect(await store.changeBeans({ userId: 999, delta: 5, reason: 'admin', at: 1 })).toEqual({
      ok: false,
      error: 'NO_SUCH_USER',
    });
  });

  it('of many concurrent spends exactly the affordable number succeed', async () => {
    await grant(20);
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => spend(1, 100 + i)));
    expect(results.filter((r) => r.ok)).toHaveLength(20);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.error === 'INSUFFICIENT_BEANS')).toBe(true);
    expect((await store.userById(userId))?.beans).toBe(0);
    const ledger = await store.ledgerOf(userId, 1000);
    expect(ledger).toHaveLength(21);
    expect(ledger.every((e) => e.balanceAfter >= 0)).toBe(true);
  });

  it('concurrent spends of uneven amounts with concurrent grants keep the sums right', async () => {
    await grant(20);
    const spends = Array.from({ length: 30 }, () => spend(3));
    const grants = Array.from({ length: 5 }, () => grant(1));
    const results = await Promise.all([...spends, ...grants]);
    const spent = results.slice(0, 30).filter((r) => r.ok).length * 3;
    const balance = (await store.userById(userId))?.beans ?? -1;
    expect(balance).toBe(25 - spent);
    expect(balance).toBeGreaterThanOrEqual(0);
    const ledger = await store.ledgerOf(userId, 1000);
    expect(ledger.reduce((sum, e) => sum + e.delta, 0)).toBe(balance);
  });
});
