import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import type { NewOrder } from '../storage/payment-store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { runAdmin } from './admin.ts';

describe.each(testDatabases())('tengen admin order on $name', (engine) => {
  let env: NodeJS.ProcessEnv;
  let location: StoreLocation;
  let dataDir: string;
  let buyerId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tengen-admin-orders-'));
    if (engine.name === 'sqlite') {
      env = { TENGEN_DATA_DIR: dataDir };
      location = { kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') };
    } else {
      location = await engine.newLocation();
      env = { TENGEN_DATA_DIR: dataDir, DATABASE_URL: location.kind === 'postgres' ? location.url : '' };
    }
    buyerId = await withStore(async (store) => {
      const user = await store.createUser({ username: 'buyer', passwordHash: 'h', createdAt: 1 });
      if (!user.ok) throw new Error('not created');
      for (const order of [beans('BEANS00001', 550, 999), beans('BEANS00002', 100, 199)])
        await store.payments.createOrder({ ...order, userId: user.value.id });
      await store.payments.createOrder({
        ...beans('STRIPE0001', 100, 199),
        userId: user.value.id,
        provider: 'stripe',
      });
      return user.value.id;
    });
  });

  const beans = (id: string, count: number, amount: number): NewOrder => ({
    id,
    userId: 0,
    product: `beans-${count}`,
    kind: 'beans',
    beans: count,
    tier: 0,
    days: 0,
    amount,
    currency: 'usd',
    provider: 'manual',
    at: 1000,
  });

  async function admin(...args: string[]) {
    const out: string[] = [];
    const errs: string[] = [];
    const code = await runAdmin(args, { out: (l) => out.push(l), err: (l) => errs.push(l) }, env);
    return { code, json: out.length > 0 ? (JSON.parse(out[0]) as Record<string, unknown>) : null, errs };
  }

  async function withStore<T>(
    work: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>,
  ): Promise<T> {
    const store = await openStore(location);
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  }

  const balance = () => withStore(async (store) => (await store.userById(buyerId))?.beans);

  it('lists the orders waiting, confirms one, and refuses to confirm it again', async () => {
    const list = await admin('order', 'list', '--status', 'created');
    expect(list.code).toBe(0);
    expect((list.json?.orders as { id: string }[] | undefined)?.map((o) => o.id).sort()).toEqual([
      'BEANS00001',
      'BEANS00002',
      'STRIPE0001',
    ]);
    const confirmed = await admin('order', 'confirm', 'BEANS00001', '--amount', '9.99', '--note', 'bank 12');
    expect(confirmed).toMatchObject({
      code: 0,
      json: {
        paid: 'order',
        id: 'BEANS00001',
        status: 'paid',
        username: 'buyer',
        price: '9.99 usd',
        balance: 550,
      },
    });
    const again = await admin('order', 'confirm', 'BEANS00001');
    expect(again.code).toBe(1);
    expect(again.errs[0]).toContain('order BEANS00001 is already paid; nothing changed');
    expect(await balance()).toBe(550);
    const shown = await admin('order', 'show', 'BEANS00001');
    expect(
      (shown.json?.events as { status: string; source: string; note: string }[] | undefined)?.at(-1),
    ).toMatchObject({
      status: 'paid',
      source: 'admin',
      note: 'bank 12',
    });
  });

  it('refuses a wrong amount, an unknown order, and a failed order’s confirmation, changing nothing', async () => {
    const wrong = await admin('order', 'confirm', 'BEANS00001', '--amount', '5.00');
    expect([wrong.code, wrong.errs[0]]).toEqual([
      1,
      'tengen admin order confirm: order BEANS00001 costs 9.99 usd; nothing changed',
    ]);
    expect((await admin('order', 'confirm', 'NOSUCHORDR')).errs[0]).toContain("no order 'NOSUCHORDR'");
    expect((await admin('order', 'fail', 'BEANS00002')).code).toBe(0);
    const late = await admin('order', 'confirm', 'BEANS00002');
    expect([late.code, late.errs[0]]).toEqual([
      1,
      'tengen admin order confirm: order BEANS00002 is failed, not created; nothing changed',
    ]);
    expect((await admin('order', 'list', '--status', 'sold')).code).toBe(1);
    expect(await balance()).toBe(0);
  });

  it('refunds a paid order; a Stripe order is refunded in Stripe', async () => {
    await admin('order', 'confirm', 'BEANS00001');
    const refunded = await admin('order', 'refund', 'BEANS00001', '--note', 'asked by mail');
    expect(refunded).toMatchObject({ code: 0, json: { refunded: 'order', status: 'refunded', balance: 0 } });
    expect((await admin('order', 'refund', 'BEANS00002')).errs[0]).toContain('is created, not paid');
    expect((await admin('order', 'refund', 'STRIPE0001')).errs[0]).toContain(
      'refund it in the Stripe dashboard',
    );
    const ledger = await withStore((store) => store.ledgerOf(buyerId));
    expect(ledger.map((e) => [e.delta, e.reason])).toEqual([
      [-550, 'refund'],
      [550, 'purchase'],
    ]);
  });
});
