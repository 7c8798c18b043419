/**
 * Where a buyer pays (docs/pay.md). The site's provider is chosen by TENGEN_PAY_PROVIDER:
 * `manual` (the buyer pays as the site owner's text says; an administrator confirms with
 * `tengen admin order confirm`) or `stripe` (Checkout; its webhook settles the order).
 */
import type { Result } from '@tengen/core';
import type { Order } from '../storage/payment-store.ts';
import type { PayConfig } from './pay-config.ts';
import { type StripeProvider, stripeProvider } from './stripe-provider.ts';

/** Where the buyer comes back to from the provider's page. */
export interface ReturnUrls {
  readonly done: string;
  readonly cancelled: string;
}

/** The provider's side of a new order: its own reference and the page where the buyer pays. */
export interface Checkout {
  readonly ref: string;
  readonly payUrl: string;
}

export interface PaymentProvider {
  readonly name: 'manual' | 'stripe';
  /** Starts paying a created order: null when there is nothing to start (manual). */
  start(order: Order, urls: ReturnUrls): Promise<Result<Checkout | null, string>>;
  /** Closes the provider's side of a created order the buyer gives up; an error if it cannot. */
  cancel(order: Order): Promise<Result<void, string>>;
}

export interface ManualProvider extends PaymentProvider {
  readonly name: 'manual';
}

export const manualProvider: ManualProvider = {
  name: 'manual',
  start: async () => ({ ok: true, value: null }),
  cancel: async () => ({ ok: true, value: undefined }),
};

/** The configured provider; null when nothing is for sale. */
export function providerFor(config: PayConfig): ManualProvider | StripeProvider | null {
  if (config.provider === 'off') return null;
  if (config.provider === 'manual' || config.stripe === null) return manualProvider;
  return stripeProvider(config.stripe);
}
