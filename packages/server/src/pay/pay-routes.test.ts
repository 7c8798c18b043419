import { tmpdir } from 'node:os';
import {
  authorizationHeader,
  type CreatePayOrderResponse,
  OPEN_ORDERS_ALLOWED,
  type PayInfoResponse,
  type PayOrderResponse,
} from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env-schema.ts';
import { loadConfig } from '../config/server-config.ts';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { ORDER_WAIT_DAYS } from './expire-waiting.ts';
import { DEFAULT_PAY, payConfigFrom } from './pay-config.ts';

const [sqlite] = testDatabases();
const DAY = 86_400_000;

describe('the pay calls with an administrator-confirmed provider, on a SQLite file', () => {
  let t: TestApp;
  let token: string;
  let buyerId: number;
  let otherToken: string;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite, {
      app: { pay: { ...DEFAULT_PAY, instructions: 'Transfer to IBAN XX00.' } },
    });
    const buyer = await t.signUp({ username: 'buyer' });
    token = buyer.token;
    buyerId = buyer.user.id;
    otherToken = (await t.signUp({ username: 'other' })).token;
  });
  afterEach(() => t.close());

  const info = async () => (await t.call('getPayInfo', { token })).body as PayInfoResponse;
  const order = async (product: string, as = token) =>
    t.call('createPayOrder', { form: { product }, token: as });

  it('lists the products with prices, the balance and the membership', async () => {
    expect(await info()).toEqual({
      beans: 0,
      usertype: 0,
      memberuntil: null,
      provider: 'manual',
      packages: [
        { product: 'beans-100', beans: 100, amount: 199, currency: 'usd', digits: 2 },
        { product: 'beans-550', beans: 550, amount: 999, currency: 'usd', digits: 2 },
        { product: 'beans-1200', beans: 1200, amount: 1999, currency: 'usd', digits: 2 },
      ],
      memberships: [
        {
          product: 'silver-30',
          usertype: 1,
          days: 30,
          amount: 499,
          freeanalyses: 5,
          currency: 'usd',
          digits: 2,
        },
        {
          product: 'gold-30',
          usertype: 2,
          days: 30,
          amount: 999,
          freeanalyses: 10,
          currency: 'usd',
          digits: 2,
        },
        {
          product: 'taskcard-30',
          usertype: 3,
          days: 30,
          amount: 1499,
          freeanalyses: 10,
          currency: 'usd',
          digits: 2,
        },
      ],
      orders: [],
    });
  });

  it('an order is created, shows how to pay, and grants once an administrator confirms it', async () => {
    const created = await order('beans-550');
    expect(created.status).toBe(200);
    const { order: placed, payurl } = created.body as CreatePayOrderResponse;
    expect(payurl).toBe('');
    expect(placed).toMatchObject({
      product: 'beans-550',
      status: 'created',
      amount: 999,
      provider: 'manual',
    });
    expect(placed.orderid).toMatch(/^[0-9A-Z]{10}$/);
    const page = (await t.call('getPayOrder', { params: { orderid: placed.orderid }, token }))
      .body as PayOrderResponse;
    expect(page.instructions).toBe('Transfer to IBAN XX00.');
    expect(page.events).toEqual([{ status: 'created', by: 'user', at: t.clock.now }]);

    await t.store.payments.settle(placed.orderid, { status: 'paid', at: t.clock.now + 1, source: 'admin' });
    const after = await info();
    expect(after.beans).toBe(550);
    expect(after.orders.map((o) => [o.orderid, o.status])).toEqual([[placed.orderid, 'paid']]);
    const paidPage = (await t.call('getPayOrder', { params: { orderid: placed.orderid }, token }))
      .body as PayOrderResponse;
    expect(paidPage.instructions).toBe('');
    expect(paidPage.events.map((e) => [e.status, e.by])).toEqual([
      ['created', 'user'],
      ['paid', 'admin'],
    ]);
  });

  it('a membership shows with its end, and the analysis quota counts it until then', async () => {
    const { order: placed } = (await order('gold-30')).body as CreatePayOrderResponse;
    await t.store.payments.settle(placed.orderid, { status: 'paid', at: t.clock.now, source: 'admin' });
    expect(await info()).toMatchObject({ usertype: 2, memberuntil: t.clock.now + 30 * DAY });
    const { quotaMembership } = await import('../analysis/quota.ts');
    expect(await quotaMembership(t.store, buyerId, t.clock.now + 30 * DAY - 1)).toBe(2);
    t.clock.now += 30 * DAY;
    expect(await quotaMembership(t.store, buyerId, t.clock.now)).toBe(0);
    const login = await t.accounts.logIn('buyer', 'password1');
    if (login.ok) token = login.value.token;
    expect(await info()).toMatchObject({ usertype: 0, memberuntil: null });
  });

  it('refuses guests, unknown products and someone else’s order, changing nothing', async () => {
    expect(await t.call('getPayInfo', {})).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED' } });
    expect(await t.call('createPayOrder', { form: { product: 'beans-550' } })).toMatchObject({ status: 401 });
    expect(await order('beans-551')).toEqual({
      status: 404,
      body: { error: 'NOT_FOUND', message: 'no product beans-551' },
    });
    const { order: mine } = (await order('beans-100')).body as CreatePayOrderResponse;
    const theirs = { params: { orderid: mine.orderid }, token: otherToken };
    expect(await t.call('getPayOrder', theirs)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
    expect(
      await t.call('cancelPayOrder', { form: { orderid: mine.orderid }, token: otherToken }),
    ).toMatchObject({
      status: 403,
    });
    expect(await t.call('getPayOrder', { params: { orderid: '0000000000' }, token })).toMatchObject({
      status: 404,
    });
    const badNumber = await t.app.inject({
      method: 'GET',
      url: '/jwt/getpayorder/lower/',
      headers: { authorization: authorizationHeader(token) },
    });
    expect([badNumber.statusCode, badNumber.json()]).toEqual([
      400,
      { error: 'BAD_REQUEST', message: 'orderid: expected an order number' },
    ]);
    expect((await t.store.payments.orderById(mine.orderid))?.status).toBe('created');
    expect(await t.store.payments.ordersOf(buyerId, 10)).toHaveLength(1);
  });

  it('the buyer cancels a created order; a paid one cannot be cancelled', async () => {
    const { order: a } = (await order('beans-100')).body as CreatePayOrderResponse;
    const cancelled = await t.call('cancelPayOrder', { form: { orderid: a.orderid }, token });
    expect(cancelled.status).toBe(200);
    expect((cancelled.body as PayOrderResponse).order.status).toBe('cancelled');
    expect(await t.store.payments.settle(a.orderid, { status: 'paid', at: 5, source: 'admin' })).toEqual({
      ok: false,
      error: 'NOT_CREATED',
    });
    const { order: b } = (await order('beans-100')).body as CreatePayOrderResponse;
    await t.store.payments.settle(b.orderid, { status: 'paid', at: 5, source: 'admin' });
    expect(await t.call('cancelPayOrder', { form: { orderid: b.orderid }, token })).toMatchObject({
      status: 409,
      body: { error: 'CONFLICT' },
    });
    expect((await info()).beans).toBe(100);
  });

  it(`at most ${OPEN_ORDERS_ALLOWED} orders wait at once: another is refused as too many, creating none`, async () => {
    for (let i = 0; i < OPEN_ORDERS_ALLOWED; i++) expect((await order('beans-100')).status).toBe(200);
    expect(await order('beans-100')).toEqual({
      status: 409,
      body: { error: 'TOO_MANY_ORDERS', message: '5 orders are waiting; pay or cancel one first' },
    });
    // A membership while none runs is refused for the same reason, not as a running membership.
    expect(await order('gold-30')).toMatchObject({ status: 409, body: { error: 'TOO_MANY_ORDERS' } });
    expect(await t.store.payments.ordersOf(buyerId, 10)).toHaveLength(OPEN_ORDERS_ALLOWED);
  });

  it(`an order waiting over ${ORDER_WAIT_DAYS} days expires when its buyer comes back, freeing its place`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < OPEN_ORDERS_ALLOWED; i++)
      ids.push(((await order('beans-100')).body as CreatePayOrderResponse).order.orderid);
    t.clock.now += ORDER_WAIT_DAYS * DAY - 1;
    // A sign-in does not last that long: the buyer comes back and signs in again.
    const login = await t.accounts.logIn('buyer', 'password1');
    if (!login.ok) throw new Error(login.error);
    token = login.value.token;
    expect(await order('beans-100')).toMatchObject({ status: 409, body: { error: 'TOO_MANY_ORDERS' } });
    await t.store.payments.settle(ids[0], { status: 'paid', at: t.clock.now, source: 'admin' });
    t.clock.now += 2;
    const shown = await info();
    expect(shown.orders.map((o) => o.status).sort()).toEqual([
      'expired',
      'expired',
      'expired',
      'expired',
      'paid',
    ]);
    expect(shown.beans).toBe(100);
    const events = await t.store.payments.eventsOf(ids[1]);
    expect(events.at(-1)).toMatchObject({ status: 'expired', source: 'system' });
    expect(
      await t.store.payments.settle(ids[1], { status: 'paid', at: t.clock.now, source: 'admin' }),
    ).toEqual({
      ok: false,
      error: 'NOT_CREATED',
    });
    expect((await order('beans-100')).status).toBe(200);
  });

  it('another tier cannot be bought while one runs, creating no order; the same tier extends it', async () => {
    const { order: silver } = (await order('silver-30')).body as CreatePayOrderResponse;
    await t.store.payments.settle(silver.orderid, { status: 'paid', at: t.clock.now, source: 'admin' });
    expect(await order('gold-30')).toEqual({
      status: 409,
      body: {
        error: 'MEMBERSHIP_RUNS',
        message: 'another membership runs until its end; buy that tier to extend it',
      },
    });
    expect(await t.store.payments.ordersOf(buyerId, 10)).toHaveLength(1);
    const { order: again } = (await order('silver-30')).body as CreatePayOrderResponse;
    await t.store.payments.settle(again.orderid, { status: 'paid', at: t.clock.now + 1, source: 'admin' });
    expect(await info()).toMatchObject({ usertype: 1, memberuntil: t.clock.now + 60 * DAY });
  });

  it('a membership given without an end cannot be bought over, not even its own tier', async () => {
    const given = (await t.signUp({ username: 'given_gold', membership: 2 })).token;
    for (const product of ['gold-30', 'silver-30'])
      expect(await order(product, given)).toEqual({
        status: 409,
        body: {
          error: 'MEMBERSHIP_RUNS',
          message: 'your membership was given without an end; there is nothing to buy',
        },
      });
    expect((await t.call('getPayInfo', { token: given })).body).toMatchObject({ usertype: 2, orders: [] });
    expect((await order('beans-100', given)).status).toBe(200);
  });
});

describe('the pay calls when nothing is for sale', () => {
  let t: TestApp;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    t = await startTestApp(sqlite, { app: { pay: { ...DEFAULT_PAY, provider: 'off' } } });
  });
  afterEach(() => t.close());

  it('lists nothing and refuses orders', async () => {
    const { token } = await t.signUp({ username: 'buyer' });
    expect((await t.call('getPayInfo', { token })).body).toMatchObject({ provider: 'off', packages: [] });
    expect(await t.call('createPayOrder', { form: { product: 'beans-100' }, token })).toMatchObject({
      status: 404,
    });
  });
});

describe('the pay settings', () => {
  const settings = {
    TENGEN_PAY_PROVIDER: 'manual' as const,
    TENGEN_PAY_CURRENCY: 'jpy',
    TENGEN_PAY_BEANS: '100:300, 550:1500',
    TENGEN_PAY_MEMBERSHIPS: 'gold:365:9800',
    TENGEN_PAY_INSTRUCTIONS: '',
  };

  it('reads prices in the currency’s unit', () => {
    const config = payConfigFrom(settings);
    expect(config.ok && config.value.catalogue).toEqual({
      currency: 'jpy',
      beanPackages: [
        { id: 'beans-100', beans: 100, amount: 300 },
        { id: 'beans-550', beans: 550, amount: 1500 },
      ],
      memberships: [{ id: 'gold-365', tier: 2, days: 365, amount: 9800 }],
    });
    const usd = payConfigFrom({ ...settings, TENGEN_PAY_CURRENCY: 'usd', TENGEN_PAY_BEANS: '100:1.5' });
    expect(usd.ok && usd.value.catalogue.beanPackages[0].amount).toBe(150);
  });

  it('never echoes a Stripe key it refuses, and needs both keys for Stripe at start', () => {
    const bad = parseEnv({
      TENGEN_STRIPE_SECRET_KEY: 'pk_live_notasecretkey',
      TENGEN_STRIPE_WEBHOOK_SECRET: 'x',
    });
    expect(bad.ok).toBe(false);
    const message = bad.ok ? '' : bad.error;
    expect(message).toContain(
      'TENGEN_STRIPE_SECRET_KEY must be a Stripe secret key (sk_… or rk_…), got a value of 21 characters',
    );
    expect(message).not.toContain('pk_live_notasecretkey');
    const config = loadConfig({
      TENGEN_SECRET: 'x'.repeat(32),
      TENGEN_PAY_PROVIDER: 'stripe',
      TENGEN_DATA_DIR: tmpdir(),
    });
    expect(config).toMatchObject({
      ok: false,
      error: expect.stringContaining('needs TENGEN_STRIPE_SECRET_KEY'),
    });
  });

  it.each([
    [{ TENGEN_PAY_BEANS: '100:2.50' }, 'TENGEN_PAY_BEANS must be a list of beans:price'],
    [
      { TENGEN_PAY_BEANS: '100:300,100:400' },
      'TENGEN_PAY_BEANS must be a bean package is listed twice: beans-100',
    ],
    [
      { TENGEN_PAY_MEMBERSHIPS: 'platinum:30:500' },
      'TENGEN_PAY_MEMBERSHIPS must be a list of tier:days:price',
    ],
    [{ TENGEN_PAY_PROVIDER: 'stripe' as const }, 'TENGEN_PAY_PROVIDER=stripe needs TENGEN_STRIPE_SECRET_KEY'],
  ])('refuses %j', (change, message) => {
    const config = payConfigFrom({ ...settings, ...change });
    expect(config.ok).toBe(false);
    expect(!config.ok && config.error).toContain(message);
  });
});
