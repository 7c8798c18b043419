/**
 * POST /api/pay/stripe/webhook: Stripe's events about Checkout Sessions and refunds (docs/pay.md).
 * It is outside the route table on purpose: the body is Stripe's JSON, read raw (as bytes) in
 * this route's own scope, because the signature covers the exact bytes sent. A signature that
 * does not verify is a 400 and changes nothing; so is an amount that is not the order's. An
 * event about an order this site does not have is a 404. Stripe retries any answer but a 2xx,
 * and may deliver an event twice or two at once: settling is idempotent (storage/payment-settle.ts).
 */
import { err, ok, type Result } from '@tengen/core';
import { STRIPE_WEBHOOK_PATH } from '@tengen/protocol';
import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { failure, type HttpFailure, sendFailure } from '../http/failure.ts';
import type { Order, SettleError } from '../storage/payment-store.ts';
import type { Store } from '../storage/store.ts';
import type { StripeProvider } from './stripe-provider.ts';

export interface WebhookOutcome {
  readonly received: true;
  /** The order the event settled, if any. */
  readonly order?: string;
  /** False: the order already had this status (a repeated delivery); nothing changed. */
  readonly changed?: boolean;
  /** Set when the event is not one the site acts on. */
  readonly ignored?: string;
}

export function addStripeWebhook(
  app: FastifyInstance,
  store: Store,
  stripe: StripeProvider,
  now: () => number,
): void {
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    // Stripe's events are larger than the forms the app takes (64 KiB); a charge or session fits in 1 MiB.
    scope.post(STRIPE_WEBHOOK_PATH, { bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const event = stripe.verify(body, typeof signature === 'string' ? signature : undefined);
      if (!event.ok) {
        request.log.warn({ reason: event.error }, 'Stripe webhook refused: bad signature');
        return sendFailure(reply, failure('BAD_REQUEST', 'the Stripe signature does not verify'));
      }
      const outcome = await handleEvent(store, event.value, now());
      if (!outcome.ok) {
        request.log.warn({ event: event.value.id, reason: outcome.error.message }, 'Stripe event refused');
        return sendFailure(reply, outcome.error);
      }
      return reply.code(200).send(outcome.value);
    });
  });
}

async function handleEvent(
  store: Store,
  event: Stripe.Event,
  at: number,
): Promise<Result<WebhookOutcome, HttpFailure>> {
  const source = `stripe:${event.id}`;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      // A delayed method (a bank debit) completes the session unpaid; its own event follows.
      if (session.payment_status === 'unpaid') return ok({ received: true, ignored: 'not paid yet' });
      const order = await sessionOrder(store, session);
      if (!order.ok) return order;
      return settled(
        order.value,
        await store.payments.settle(order.value.id, {
          status: 'paid',
          at,
          source,
          paid: { amount: session.amount_total ?? -1, currency: session.currency ?? '' },
          providerPayment: paymentId(session.payment_intent),
        }),
      );
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const order = await sessionOrder(store, event.data.object);
      if (!order.ok) return order;
      const status = event.type === 'checkout.session.expired' ? 'expired' : 'failed';
      return settled(order.value, await store.payments.settle(order.value.id, { status, at, source }));
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      // A partial refund is the administrator's to settle by hand; only a full one ends the order.
      if (!charge.refunded) return ok({ received: true, ignored: 'partly refunded' });
      const order = await store.payments.orderByPayment('stripe', paymentId(charge.payment_intent));
      if (order === null) return err(failure('NOT_FOUND', 'no order of this site was paid by this charge'));
      return settled(order, await store.payments.refund(order.id, { at, source }));
    }
    default:
      return ok({ received: true, ignored: event.type });
  }
}

async function sessionOrder(
  store: Store,
  session: Stripe.Checkout.Session,
): Promise<Result<Order, HttpFailure>> {
  const order = await store.payments.orderByProviderRef('stripe', session.id);
  if (order === null || order.id !== session.client_reference_id)
    return err(failure('NOT_FOUND', `no order of this site has the session ${session.id}`));
  return ok(order);
}

function settled(
  order: Order,
  result: Result<{ order: Order; changed: boolean }, SettleError>,
): Result<WebhookOutcome, HttpFailure> {
  if (result.ok) return ok({ received: true, order: order.id, changed: result.value.changed });
  switch (result.error) {
    case 'AMOUNT_MISMATCH':
      return err(
        failure('BAD_REQUEST', `the amount paid is not the order’s (${order.amount} ${order.currency})`),
      );
    case 'NO_SUCH_ORDER':
      return err(failure('NOT_FOUND', `no order ${order.id}`));
    default:
      return err(failure('CONFLICT', `the order ${order.id} is ${order.status}; nothing changed`));
  }
}

function paymentId(intent: string | { id: string } | null): string {
  return intent === null ? '' : typeof intent === 'string' ? intent : intent.id;
}
