import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';
import { openStore } from './open-store.ts';
import type { NewOrder } from './payment-store.ts';
import type { Store } from './store.ts';

const DAY = 86_400_000;

describe.each(testDatabases())('orders on $name', (engine) => {
  let store: Store;
  let buyer: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  beforeEach(async () => {
    store = await engine.newStore();
    const user = await store.createUser({ username: 'buyer', passwordHash: 'h', createdAt: 1 });
    if (!user.ok) throw new Error('not created');
    buyer = user.value.id;
  });
  afterEach(() => store.close());

  const beansOrder = (id: string, beans = 550, at = 1000): NewOrder => ({
    id,
    userId: buyer,
    product: `beans-${beans}`,
    kind: 'beans',
    beans,
    tier: 0,
    days: 0,
    amount: 999,
    currency: 'usd',
    provider: 'manual',
    at,
  });
  const silver = (id: string, days = 30): NewOrder => ({
    ...beansOrder(id),
    product: `silver-${days}`,
    kind: 'membership',
    beans: 0,
    tier: 1,
    days,
    amount: 499,
  });
  const paid = (at = 2000, source = 'admin') => ({ status: 'paid' as const, at, source });
  const beansOf = async () => (await store.userById(buyer))?.beans;

  it('a created order grants its beans once it is paid, by one ledger row naming it', async () => {
    const order = await store.payments.createOrder(beansOrder('ORDER1'));
    expect(order).toMatchObject({ status: 'created', amount: 999, currency: 'usd', userId: buyer });
    expect(await beansOf()).toBe(0);
    expect(await store.payments.settle('ORDER1', paid())).toMatchObject({
      ok: true,
      value: { changed: true, order: { status: 'paid', updatedAt: 2000 } },
    });
    expect(await beansOf()).toBe(550);
    const ledger = await store.ledgerOf(buyer);
    expect(ledger.map((e) => [e.delta, e.reason, e.reference])).toEqual([[550, 'purchase', 'order:ORDER1']]);
    expect((await store.payments.eventsOf('ORDER1')).map((e) => [e.seq, e.status, e.source, e.at])).toEqual([
      [1, 'created', 'user', 1000],
      [2, 'paid', 'admin', 2000],
    ]);
  });

  it('a repeated confirmation changes nothing; another end of a paid order is refused', async () => {
    await store.payments.createOrder(beansOrder('ORDER1'));
    await store.payments.settle('ORDER1', paid());
    expect(await store.payments.settle('ORDER1', paid(3000, 'stripe:evt_2'))).toMatchObject({
      ok: true,
      value: { changed: false, order: { status: 'paid', updatedAt: 2000 } },
    });
    expect(await store.payments.settle('ORDER1', { status: 'failed', at: 3000, source: 'admin' })).toEqual({
      ok: false,
      error: 'NOT_CREATED',
    });
    expect(await store.payments.settle('NOPE', paid())).toEqual({ ok: false, error: 'NO_SUCH_ORDER' });
    expect(await beansOf()).toBe(550);
    expect(await store.ledgerOf(buyer)).toHaveLength(1);
    expect(await store.payments.eventsOf('ORDER1')).toHaveLength(2);
  });

  it('of many concurrent confirmations of one order exactly one grants', async () => {
    await store.payments.createOrder(beansOrder('ORDER1'));
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        store.payments.settle('ORDER1', paid(2000 + i, `stripe:evt_${i}`)),
      ),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.value.changed)).toHaveLength(1);
    expect(await beansOf()).toBe(550);
    expect(await store.ledgerOf(buyer)).toHaveLength(1);
    expect(await store.payments.eventsOf('ORDER1')).toHaveLength(2);
  });

  // PostgreSQL only: two SQLite handles in one thread would wait on each other's lock synchronously
  // (the admin command is another process; e2e/pay.browser.test.ts runs it as one).
  it.runIf(engine.name === 'postgres')('two stores on one database grant once', async () => {
    const location = await engine.newLocation();
    const [a, b] = [await openStore(location), await openStore(location)];
    try {
      const user = await a.createUser({ username: 'twice', passwordHash: 'h', createdAt: 1 });
      if (!user.ok) throw new Error('not created');
      await a.payments.createOrder({ ...beansOrder('ORDER2'), userId: user.value.id });
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? a : b).payments.settle('ORDER2', paid(2000 + i))),
      );
      expect(results.filter((r) => r.ok && r.value.changed)).toHaveLength(1);
      expect((await b.userById(user.value.id))?.beans).toBe(550);
      expect(await a.ledgerOf(user.value.id)).toHaveLength(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a paid amount that is not the order’s is refused and changes nothing', async () => {
    await store.payments.createOrder(beansOrder('ORDER1'));
    for (const wrong of [
      { amount: 998, currency: 'usd' },
      { amount: 999, currency: 'eur' },
    ]) {
      expect(await store.payments.settle('ORDER1', { ...paid(), paid: wrong })).toEqual({
        ok: false,
        error: 'AMOUNT_MISMATCH',
      });
    }
    expect(await beansOf()).toBe(0);
    expect((await store.payments.orderById('ORDER1'))?.status).toBe('created');
    expect(
      await store.payments.settle('ORDER1', { ...paid(), paid: { amount: 999, currency: 'USD' } }),
    ).toMatchObject({ ok: true, value: { changed: true } });
  });

  it('failed, cancelled and expired orders grant nothing and cannot be paid later', async () => {
    for (const [id, status] of [
      ['F', 'failed'],
      ['C', 'cancelled'],
      ['E', 'expired'],
    ] as const) {
      await store.payments.createOrder(beansOrder(id));
      expect(await store.payments.settle(id, { status, at: 2000, source: 'admin' })).toMatchObject({
        ok: true,
        value: { order: { status } },
      });
      expect(await store.payments.settle(id, paid())).toEqual({ ok: false, error: 'NOT_CREATED' });
    }
    expect(await beansOf()).toBe(0);
  });

  it('a refund takes back the beans left of the grant; those already spent stay spent', async () => {
    await store.payments.createOrder(beansOrder('ORDER1', 100));
    await store.payments.settle('ORDER1', paid());
    await store.changeBeans({ userId: buyer, delta: -30, reason: 'ask_move', at: 2500 });
    expect(await store.payments.refund('ORDER1', { at: 3000, source: 'admin' })).toMatchObject({
      ok: true,
      value: { changed: true, order: { status: 'refunded', takenBack: 70 } },
    });
    expect(await beansOf()).toBe(0);
    expect((await store.ledgerOf(buyer))[0]).toMatchObject({
      delta: -70,
      reason: 'refund',
      reference: 'order:ORDER1',
    });
    expect((await store.payments.eventsOf('ORDER1')).at(-1)).toMatchObject({
      status: 'refunded',
      note: '30 beans were already spent',
    });
    expect(await store.payments.refund('ORDER1', { at: 4000, source: 'admin' })).toMatchObject({
      ok: true,
      value: { changed: false },
    });
    expect(await store.ledgerOf(buyer)).toHaveLength(3);
  });

  it('only a paid order is refunded', async () => {
    await store.payments.createOrder(beansOrder('ORDER1'));
    expect(await store.payments.refund('ORDER1', { at: 3000, source: 'admin' })).toEqual({
      ok: false,
      error: 'NOT_PAID',
    });
    expect((await store.payments.orderById('ORDER1'))?.status).toBe('created');
  });

  it('a membership runs for its days, extends from its end, and ends when read after it', async () => {
    await store.payments.createOrder(silver('S1'));
    await store.payments.createOrder(silver('S2'));
    await store.payments.settle('S1', paid(2000));
    expect(await store.payments.membershipOf(buyer, 2000)).toEqual({ tier: 1, until: 2000 + 30 * DAY });
    await store.payments.settle('S2', paid(3000));
    expect(await store.payments.membershipOf(buyer, 3000)).toEqual({ tier: 1, until: 2000 + 60 * DAY });
    expect((await store.userById(buyer))?.membership).toBe(1);
    expect(await store.payments.membershipOf(buyer, 2000 + 60 * DAY)).toEqual({ tier: 0, until: null });
    expect((await store.userById(buyer))?.membership).toBe(0);
    expect(await store.ledgerOf(buyer)).toHaveLength(0);
  });

  it('a refunded membership loses the order’s days, and ends when none are left', async () => {
    await store.payments.createOrder(silver('S1'));
    await store.payments.createOrder(silver('S2'));
    await store.payments.settle('S1', paid(2000));
    await store.payments.settle('S2', paid(2000));
    await store.payments.refund('S2', { at: 5000, source: 'stripe:evt_r' });
    expect(await store.payments.membershipOf(buyer, 5000)).toEqual({ tier: 1, until: 2000 + 30 * DAY });
    await store.payments.refund('S1', { at: 6000, source: 'admin' });
    expect(await store.payments.membershipOf(buyer, 6000)).toEqual({ tier: 0, until: null });
    expect((await store.payments.eventsOf('S1')).at(-1)?.note).toBe('membership ended');
  });

  it('an administrator’s membership without an end is left as it is', async () => {
    await store.updateUser(buyer, { membership: 2 });
    await store.payments.createOrder({ ...silver('G1'), tier: 2, product: 'gold-30' });
    await store.payments.settle('G1', paid());
    expect(await store.payments.membershipOf(buyer, 10 * DAY)).toEqual({ tier: 2, until: null });
  });

  it('lists a user’s orders newest first, and all orders by status', async () => {
    await store.payments.createOrder(beansOrder('A', 100, 1000));
    await store.payments.createOrder(beansOrder('B', 100, 2000));
    await store.payments.settle('A', paid());
    expect((await store.payments.ordersOf(buyer, 10)).map((o) => o.id)).toEqual(['B', 'A']);
    expect((await store.payments.listOrders(10, 'created')).map((o) => o.id)).toEqual(['B']);
    expect(await store.payments.attachProvider('B', 'cs_1', 'https://pay.example/cs_1', 2100)).toMatchObject({
      providerRef: 'cs_1',
      payUrl: 'https://pay.example/cs_1',
    });
    expect((await store.payments.orderByProviderRef('manual', 'cs_1'))?.id).toBe('B');
    expect(await store.payments.orderByProviderRef('stripe', 'cs_1')).toBeNull();
  });
});
