/**
 * For the pay tests: a small local HTTP server that answers the two Stripe API calls the
 * Checkout adapter makes (create a session, expire one) the way api.stripe.com does, and
 * records each request. The live API is never reached in tests. Also signs webhook bodies
 * the way Stripe does, with the `stripe` package's own test helper.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { StripeConfig } from '../pay/pay-config.ts';

export const TEST_WEBHOOK_SECRET = 'whsec_tengentestsecret';
export const TEST_STRIPE_KEY = 'sk_test_tengentestkey';

export interface StripeRequest {
  readonly method: string;
  readonly path: string;
  /** The form fields, as Stripe's client encodes them (`line_items[0][quantity]`…). */
  readonly form: Record<string, string>;
  readonly headers: Record<string, string | string[] | undefined>;
}

export interface TestStripeApi {
  readonly url: string;
  readonly requests: StripeRequest[];
  readonly config: StripeConfig;
  /** The next session create answers this status with Stripe's error body. */
  failNext(status: number): void;
  /** Expiring these sessions answers 400, as Stripe does for a completed session. */
  readonly completed: Set<string>;
  close(): Promise<void>;
}

export async function startTestStripeApi(): Promise<TestStripeApi> {
  const requests: StripeRequest[] = [];
  const completed = new Set<string>();
  let failing: number | null = null;
  let counter = 0;
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      const path = request.url ?? '';
      requests.push({ method: request.method ?? '', path, form, headers: request.headers });
      const send = (status: number, value: unknown) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${requests.length}`,
        });
        response.end(JSON.stringify(value));
      };
      const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
      if (request.method === 'POST' && path === '/v1/checkout/sessions') {
        if (failing !== null) {
          const status = failing;
          failing = null;
          return send(status, { error: { type: 'api_error', message: 'the test API was told to fail' } });
        }
        const id = `cs_test_${++counter}`;
        return send(200, {
          id,
          object: 'checkout.session',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          client_reference_id: form.client_reference_id,
          amount_total: Number(form['line_items[0][price_data][unit_amount]']),
          currency: form['line_items[0][price_data][currency]'],
          payment_status: 'unpaid',
          status: 'open',
          success_url: form.success_url,
          cancel_url: form.cancel_url,
        });
      }
      if (request.method === 'POST' && expire !== null) {
        if (completed.has(expire[1]))
          return send(400, { error: { type: 'invalid_request_error', message: 'session is complete' } });
        return send(200, { id: expire[1], object: 'checkout.session', status: 'expired' });
      }
      send(404, { error: { type: 'invalid_request_error', message: `no route ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    completed,
    config: { secretKey: TEST_STRIPE_KEY, webhookSecret: TEST_WEBHOOK_SECRET, apiUrl: new URL(url) },
    failNext(status) {
      failing = status;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A Stripe event as JSON and its `Stripe-Signature` header, signed with `secret`. */
export function signedEvent(
  type: string,
  object: Record<string, unknown>,
  secret = TEST_WEBHOOK_SECRET,
  id = `evt_${Math.random().toString(36).slice(2)}`,
): { payload: string; signature: string } {
  const payload = JSON.stringify({ id, object: 'event', type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}
