import { type CreatePayOrderResponse, STRIPE_WEBHOOK_PATH } from '@tengen/protocol';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { signedEvent, startTestStripeApi, type TestStripeApi } from '../testing/test-stripe-api.ts';
import { DEFAULT_PAY } from './pay-config.ts';

const [sqlite] = testDatabases();

// The Stripe client talks to a local server that answers like the API; api.stripe.com is never reached.
describe('Stripe Checkout and its webhook, on a SQLite file', () => {
  let t: TestApp;
  let api: TestStripeApi;
  let token: string;
  let buyerId: number;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    api = await startTestStripeApi();
    t = await startTestApp(sqlite, {
      app: { pay: { ...DEFAULT_PAY, provider: 'stripe', stripe: api.config } },
    });
    const buyer = await t.signUp({ username: 'buyer' });
    token = buyer.token;
    buyerId = buyer.user.id;
  });
  afterEach(async () => {
    await t.close();
    await api.close();
  });

  const buy = async (product = 'beans-550') => {
    const answer = await t.call('createPayOrder', { form: { product }, token });
    expect(answer.status).toBe(200);
    return answer.body as CreatePayOrderResponse;
  };
  const deliver = (event: { payload: string; signature: string }) =>
    t.app.inject({
      method: 'POST',
      url: STRIPE_WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
  const completed = (orderid: string, session: string, more: Record<string, unknown> = {}) =>
    signedEvent('checkout.session.completed', {
      id: session,
      object: 'checkout.session',
      client_reference_id: orderid,
      amount_total: 999,
      currency: 'usd',
      payment_status: 'paid',
      payment_intent: `pi_${orderid}`,
      ...more,
    });
  const beans = async () => (await t.store.userById(buyerId))?.beans;
  const sessionOf = async (orderid: string) => (await t.store.payments.orderById(orderid))?.providerRef ?? '';

  it('a new order makes a Checkout Session for its price and sends the buyer there', async () => {
    const { order, payurl } = await buy();
    expect(payurl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    const [request] = api.requests;
    expect(request.path).toBe('/v1/checkout/sessions');
    expect(request.headers.authorization).toBe(`Bearer ${api.config.secretKey}`);
    expect(request.headers['idempotency-key']).toBe(`tengen-order-${order.orderid}`);
    expect(request.form).toMatchObject({
      mode: 'payment',
      client_reference_id: order.orderid,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '999',
      'line_items[0][price_data][product_data][name]': '550 Weidou',
      success_url: `http://localhost/pay/?order=${order.orderid}`,
    });
    expect(await t.store.payments.orderById(order.orderid)).toMatchObject({
      status: 'created',
      provider: 'stripe',
      providerRef: 'cs_test_1',
    });
  });

  it('the return address is the configured site, whatever X-Forwarded-Host the buyer writes', async () => {
    await t.close();
    t = await startTestApp(sqlite, {
      trustProxy: true,
      publicUrl: 'https://go.example.org',
      app: { pay: { ...DEFAULT_PAY, provider: 'stripe', stripe: api.config } },
    });
    const buyer = await t.signUp({ username: 'buyer' });
    const answer = await t.app.inject({
      method: 'POST',
      url: '/jwt/createpayorder/',
      headers: {
        authorization: `JWT ${buyer.token}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'http',
      },
      payload: 'product=beans-550',
    });
    expect(answer.statusCode).toBe(200);
    const { order } = answer.json() as CreatePayOrderResponse;
    expect(api.requests[0].form).toMatchObject({
      success_url: `https://go.example.org/pay/?order=${order.orderid}`,
      cancel_url: expect.stringMatching(/^https:\/\/go\.example\.org\//),
    });
  });

  it('a signed completion pays the order once, however often and however concurrently it comes', async () => {
    const { order } = await buy();
    const session = await sessionOf(order.orderid);
    const first = await deliver(completed(order.orderid, session));
    expect([first.statusCode, first.json()]).toEqual([
      200,
      { received: true, order: order.orderid, changed: true },
    ]);
    expect(await beans()).toBe(550);
    const again = await deliver(completed(order.orderid, session));
    expect(again.json()).toMatchObject({ changed: false });

    const { order: second } = await buy();
    const secondSession = await sessionOf(second.orderid);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => deliver(completed(second.orderid, secondSession))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    expect(answers.filter((a) => a.json().changed === true)).toHaveLength(1);
    expect(await beans()).toBe(1100);
    const ledger = await t.store.ledgerOf(buyerId);
    expect(ledger.map((e) => [e.delta, e.reason, e.reference])).toEqual([
      [550, 'purchase', `order:${second.orderid}`],
      [550, 'purchase', `order:${order.orderid}`],
    ]);
    expect((await t.store.payments.eventsOf(order.orderid)).map((e) => e.source)).toEqual([
      'user',
      expect.stringMatching(/^stripe:evt_/),
    ]);
  });

  it('refuses a bad signature, an unknown order and a wrong amount, changing nothing', async () => {
    const { order } = await buy();
    const session = await sessionOf(order.orderid);
    const forged = { ...completed(order.orderid, session), signature: completed('x', 'y', {}).signature };
    const wrongSecret = signedEvent('checkout.session.completed', { id: session }, 'whsec_notthesitesecret');
    for (const bad of [forged, wrongSecret, { ...forged, signature: '' }]) {
      const answer = await deliver(bad);
      expect([answer.statusCode, answer.json()]).toEqual([
        400,
        { error: 'BAD_REQUEST', message: 'the Stripe signature does not verify' },
      ]);
    }
    const unknown = await deliver(completed(order.orderid, 'cs_test_999'));
    expect([unknown.statusCode, unknown.json().error]).toEqual([404, 'NOT_FOUND']);
    const otherOrder = await deliver(completed('0000000000', session));
    expect(otherOrder.statusCode).toBe(404);
    const cheap = await deliver(completed(order.orderid, session, { amount_total: 1 }));
    expect([cheap.statusCode, cheap.json().error]).toEqual([400, 'BAD_REQUEST']);
    const euros = await deliver(completed(order.orderid, session, { currency: 'eur' }));
    expect(euros.statusCode).toBe(400);
    expect(await beans()).toBe(0);
    expect(await t.store.ledgerOf(buyerId)).toHaveLength(0);
    expect((await t.store.payments.orderById(order.orderid))?.status).toBe('created');
  });

  it('an expired session expires the order; a failed delayed payment fails it', async () => {
    const { order: a } = await buy();
    const { order: b } = await buy('silver-30');
    const expired = signedEvent('checkout.session.expired', {
      id: await sessionOf(a.orderid),
      client_reference_id: a.orderid,
    });
    expect((await deliver(expired)).statusCode).toBe(200);
    const failed = signedEvent('checkout.session.async_payment_failed', {
      id: await sessionOf(b.orderid),
      client_reference_id: b.orderid,
    });
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await t.store.payments.orderById(a.orderid))?.status).toBe('expired');
    expect((await t.store.payments.orderById(b.orderid))?.status).toBe('failed');
    expect((await t.store.userById(buyerId))?.membership).toBe(0);
  });

  it('a full refund of the charge refunds the order and takes the beans back', async () => {
    const { order } = await buy();
    await deliver(completed(order.orderid, await sessionOf(order.orderid)));
    const partial = signedEvent('charge.refunded', {
      id: 'ch_1',
      refunded: false,
      payment_intent: `pi_${order.orderid}`,
    });
    expect((await deliver(partial)).json()).toMatchObject({ ignored: 'partly refunded' });
    const full = signedEvent('charge.refunded', {
      id: 'ch_1',
      refunded: true,
      payment_intent: `pi_${order.orderid}`,
    });
    expect((await deliver(full)).json()).toMatchObject({ changed: true });
    expect((await t.store.payments.orderById(order.orderid))?.status).toBe('refunded');
    expect(await beans()).toBe(0);
    expect((await t.store.ledgerOf(buyerId))[0]).toMatchObject({ delta: -550, reason: 'refund' });
  });

  it('events the site does not act on are acknowledged', async () => {
    const answer = await deliver(signedEvent('customer.created', { id: 'cus_1' }));
    expect([answer.statusCode, answer.json()]).toEqual([
      200,
      { received: true, ignored: 'customer.created' },
    ]);
  });

  it('a cancel expires the session; a session already paid keeps the order open', async () => {
    const { order } = await buy();
    const cancelled = await t.call('cancelPayOrder', { form: { orderid: order.orderid }, token });
    expect(cancelled.status).toBe(200);
    expect(api.requests.at(-1)?.path).toBe('/v1/checkout/sessions/cs_test_1/expire');
    const { order: paying } = await buy();
    api.completed.add(await sessionOf(paying.orderid));
    expect(await t.call('cancelPayOrder', { form: { orderid: paying.orderid }, token })).toMatchObject({
      status: 409,
    });
    expect((await t.store.payments.orderById(paying.orderid))?.status).toBe('created');
  });

  it('when Stripe cannot make a session, the order fails and nothing is charged', async () => {
    api.failNext(400);
    const answer = await t.call('createPayOrder', { form: { product: 'beans-100' }, token });
    expect([answer.status, (answer.body as { error: string }).error]).toEqual([502, 'INTERNAL']);
    const [order] = await t.store.payments.ordersOf(buyerId, 1);
    expect(order.status).toBe('failed');
  });
});
