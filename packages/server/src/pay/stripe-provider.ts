/**
 * The Stripe Checkout adapter (docs/pay.md), on the official `stripe` package: a new order
 * makes a Checkout Session (its id is the order's provider reference, the order id its
 * `client_reference_id`), and the webhook's events are verified with the signing secret.
 * `apiUrl` points the client elsewhere than api.stripe.com: the tests' local server.
 */
import { err, ok, type Result } from '@tengen/core';
import Stripe from 'stripe';
import type { Order } from '../storage/payment-store.ts';
import { productLabel } from './pay-catalogue.ts';
import type { StripeConfig } from './pay-config.ts';
import type { Checkout, PaymentProvider, ReturnUrls } from './payment-provider.ts';

export interface StripeProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** The event a webhook delivered, if its signature verifies against the raw body. */
  verify(body: Buffer, signature: string | undefined): Result<Stripe.Event, string>;
}

export function stripeProvider(config: StripeConfig): StripeProvider {
  const api = config.apiUrl;
  const client = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(api === null
      ? {}
      : {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol === 'https:' ? 'https' : 'http',
        }),
  });
  return {
    name: 'stripe',
    async start(order: Order, urls: ReturnUrls): Promise<Result<Checkout | null, string>> {
      try {
        const session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: order.id,
            metadata: { order: order.id },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: order.currency,
                  unit_amount: order.amount,
                  product_data: { name: productLabel(order) },
                },
              },
            ],
            success_url: urls.done,
            cancel_url: urls.cancelled,
          },
          // A retried create gives back the same session, never a second one.
          { idempotencyKey: `tengen-order-${order.id}` },
        );
        if (session.url === null) return err('Stripe made a session without a payment page');
        return ok({ ref: session.id, payUrl: session.url });
      } catch (error) {
        return err(`Stripe refused the session: ${(error as Error).message}`);
      }
    },
    async cancel(order) {
      if (order.providerRef === '') return ok(undefined);
      try {
        // An expired session can no longer be paid; one already paid (or expired) refuses.
        await client.checkout.sessions.expire(order.providerRef);
        return ok(undefined);
      } catch (error) {
        return err(`Stripe did not close the session: ${(error as Error).message}`);
      }
    },
    verify(body, signature) {
      if (signature === undefined) return err('no Stripe-Signature header');
      try {
        return ok(client.webhooks.constructEvent(body, signature, config.webhookSecret));
      } catch (error) {
        return err((error as Error).message);
      }
    },
  };
}
