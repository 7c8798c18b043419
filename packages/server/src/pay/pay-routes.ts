/**
 * Buying Weidou and memberships (docs/pay.md): GET /jwt/getpayinfo/, POST /jwt/createpayorder/,
 * GET /jwt/getpayorder/{orderid}/, POST /jwt/cancelpayorder/, and the Stripe webhook. Only
 * signed-in users buy; an order is seen and cancelled by its buyer only.
 */
import { err, ok } from '@tengen/core';
import { OPEN_ORDERS_ALLOWED, PAY_ORDERS_SHOWN } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type { HttpDeps } from '../http/deps.ts';
import { failure } from '../http/failure.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { addRoute } from '../http/route.ts';
import type { Order } from '../storage/payment-store.ts';
import { expireWaitingOrders } from './expire-waiting.ts';
import { newOrderId } from './order-id.ts';
import { offers, orderAnswer, payOrder } from './pay-answers.ts';
import { findProduct } from './pay-catalogue.ts';
import { DEFAULT_PAY, type PayConfig } from './pay-config.ts';
import { providerFor } from './payment-provider.ts';
import { addStripeWebhook } from './stripe-webhook.ts';

export function addPayRoutes(app: FastifyInstance, deps: HttpDeps, config: PayConfig = DEFAULT_PAY): void {
  const { store, accounts, now } = deps;
  const provider = providerFor(config);
  const notYours = failure('FORBIDDEN', 'the order is another user’s');

  const ownOrder = async (orderId: string, userId: number) => {
    const order = await store.payments.orderById(orderId);
    if (order === null) return err(failure('NOT_FOUND', `no order ${orderId}`));
    return order.userId === userId ? ok(order) : err(notYours);
  };
  const answer = async (order: Order) =>
    orderAnswer(order, await store.payments.eventsOf(order.id), config.instructions);

  addRoute(app, accounts, 'getPayInfo', async ({ viewer }) => {
    const at = now();
    await expireWaitingOrders(store, viewer.user.id, at);
    const [user, membership, orders] = await Promise.all([
      store.userById(viewer.user.id),
      store.payments.membershipOf(viewer.user.id, at),
      store.payments.ordersOf(viewer.user.id, PAY_ORDERS_SHOWN),
    ]);
    const forSale = provider === null ? { packages: [], memberships: [] } : offers(config.catalogue);
    return ok({
      beans: user?.beans ?? 0,
      usertype: membership.tier,
      memberuntil: membership.until,
      provider: provider?.name ?? 'off',
      ...forSale,
      orders: orders.map(payOrder),
    });
  });

  addRoute(app, accounts, 'createPayOrder', async ({ form, viewer, request }) => {
    if (provider === null) return err(failure('NOT_FOUND', 'nothing is for sale on this site'));
    const product = findProduct(config.catalogue, form.product);
    if (product === null) return err(failure('NOT_FOUND', `no product ${form.product}`));
    const at = now();
    const userId = viewer.user.id;
    if (product.kind === 'membership') {
      const held = await store.payments.membershipOf(userId, at);
      if (held.tier !== 0 && held.until === null)
        return err(
          failure('MEMBERSHIP_RUNS', 'your membership was given without an end; there is nothing to buy'),
        );
      if (held.tier !== 0 && held.tier !== product.tier)
        return err(
          failure('MEMBERSHIP_RUNS', 'another membership runs until its end; buy that tier to extend it'),
        );
    }
    await expireWaitingOrders(store, userId, at);
    const open = await store.payments.openOrdersOf(userId);
    if (open >= OPEN_ORDERS_ALLOWED)
      return err(failure('TOO_MANY_ORDERS', `${open} orders are waiting; pay or cancel one first`));
    const created = await store.payments.createOrder({
      id: newOrderId(),
      userId,
      product: product.id,
      kind: product.kind,
      beans: product.kind === 'beans' ? product.beans : 0,
      tier: product.kind === 'membership' ? product.tier : 0,
      days: product.kind === 'membership' ? product.days : 0,
      amount: product.amount,
      currency: config.catalogue.currency,
      provider: provider.name,
      at,
    });
    // The configured origin, never a header the buyer could write (http/public-origin.ts).
    const back = `${publicOrigin(request)}/pay/?order=${created.id}`;
    const checkout = await provider.start(created, { done: back, cancelled: `${back}&cancelled=1` });
    if (!checkout.ok) {
      request.log.warn({ order: created.id, reason: checkout.error }, 'payment could not start');
      await store.payments.settle(created.id, {
        status: 'failed',
        at: now(),
        source: 'system',
        note: checkout.error,
      });
      return err(failure('INTERNAL', 'the payment provider could not be reached; nothing was charged', 502));
    }
    const order =
      checkout.value === null
        ? created
        : ((await store.payments.attachProvider(
            created.id,
            checkout.value.ref,
            checkout.value.payUrl,
            now(),
          )) ?? created);
    return ok({ order: payOrder(order), payurl: checkout.value?.payUrl ?? '' });
  });

  addRoute(app, accounts, 'getPayOrder', async ({ params, viewer }) => {
    const order = await ownOrder(params.orderid, viewer.user.id);
    return order.ok ? ok(await answer(order.value)) : order;
  });

  addRoute(app, accounts, 'cancelPayOrder', async ({ form, viewer }) => {
    const order = await ownOrder(form.orderid, viewer.user.id);
    if (!order.ok) return order;
    if (order.value.status === 'created' && provider !== null) {
      const closed = await provider.cancel(order.value);
      if (!closed.ok)
        return err(failure('CONFLICT', 'the payment is already under way; the order stays open'));
    }
    const cancelled = await store.payments.settle(order.value.id, {
      status: 'cancelled',
      at: now(),
      source: 'user',
    });
    if (!cancelled.ok)
      return err(
        failure('CONFLICT', `the order is ${order.value.status}; only a created order is cancelled`),
      );
    return ok(await answer(cancelled.value.order));
  });

  if (provider?.name === 'stripe') addStripeWebhook(app, store, provider, now);
}
