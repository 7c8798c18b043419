/**
 * The pay settings (`TENGEN_PAY_…`, `TENGEN_STRIPE_…` in config/env-schema.ts; see
 * docs/configuration.md and docs/pay.md): which provider takes payments, what is sold at what
 * price, and the words a buyer reads on how to pay an administrator-confirmed order.
 */
import { err, ok, type Result } from '@tengen/core';
import {
  type Catalogue,
  DEFAULT_BEAN_PACKAGES,
  DEFAULT_CURRENCY,
  DEFAULT_MEMBERSHIPS,
  readBeanPackages,
  readMemberships,
} from './pay-catalogue.ts';

export const PAY_PROVIDERS = ['manual', 'stripe', 'off'] as const;
export type PayProviderName = (typeof PAY_PROVIDERS)[number];

export interface StripeConfig {
  /** Never logged, never sent to a page. */
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the API is: null for Stripe's own (tests point it at a local server). */
  readonly apiUrl: URL | null;
}

export interface PayConfig {
  /** `manual`: an administrator confirms (`tengen admin order confirm`); `off`: nothing is sold. */
  readonly provider: PayProviderName;
  readonly catalogue: Catalogue;
  /** How to pay a manual order (the site owner's words, shown as written); '' for the standard text. */
  readonly instructions: string;
  readonly stripe: StripeConfig | null;
}

/** The settings as env-schema.ts reads them. */
export interface PaySettings {
  readonly TENGEN_PAY_PROVIDER: PayProviderName;
  readonly TENGEN_PAY_CURRENCY: string;
  readonly TENGEN_PAY_BEANS: string;
  readonly TENGEN_PAY_MEMBERSHIPS: string;
  readonly TENGEN_PAY_INSTRUCTIONS: string;
  readonly TENGEN_STRIPE_SECRET_KEY?: string;
  readonly TENGEN_STRIPE_WEBHOOK_SECRET?: string;
  readonly TENGEN_STRIPE_API_URL?: string;
}

export function payConfigFrom(s: PaySettings): Result<PayConfig, string> {
  const currency = s.TENGEN_PAY_CURRENCY;
  const beanPackages = readBeanPackages(s.TENGEN_PAY_BEANS, currency);
  if (!beanPackages.ok) return err(`TENGEN_PAY_BEANS must be ${beanPackages.error}`);
  const memberships = readMemberships(s.TENGEN_PAY_MEMBERSHIPS, currency);
  if (!memberships.ok) return err(`TENGEN_PAY_MEMBERSHIPS must be ${memberships.error}`);
  let stripe: StripeConfig | null = null;
  if (s.TENGEN_PAY_PROVIDER === 'stripe') {
    if (s.TENGEN_STRIPE_SECRET_KEY === undefined || s.TENGEN_STRIPE_WEBHOOK_SECRET === undefined)
      return err(
        'TENGEN_PAY_PROVIDER=stripe needs TENGEN_STRIPE_SECRET_KEY and TENGEN_STRIPE_WEBHOOK_SECRET',
      );
    stripe = {
      secretKey: s.TENGEN_STRIPE_SECRET_KEY,
      webhookSecret: s.TENGEN_STRIPE_WEBHOOK_SECRET,
      apiUrl: s.TENGEN_STRIPE_API_URL === undefined ? null : new URL(s.TENGEN_STRIPE_API_URL),
    };
  }
  return ok({
    provider: s.TENGEN_PAY_PROVIDER,
    catalogue: { currency, beanPackages: beanPackages.value, memberships: memberships.value },
    instructions: s.TENGEN_PAY_INSTRUCTIONS,
    stripe,
  });
}

/** Administrator-confirmed payments of the default products, with the standard text. */
export const DEFAULT_PAY: PayConfig = (() => {
  const config = payConfigFrom({
    TENGEN_PAY_PROVIDER: 'manual',
    TENGEN_PAY_CURRENCY: DEFAULT_CURRENCY,
    TENGEN_PAY_BEANS: DEFAULT_BEAN_PACKAGES,
    TENGEN_PAY_MEMBERSHIPS: DEFAULT_MEMBERSHIPS,
    TENGEN_PAY_INSTRUCTIONS: '',
  });
  if (!config.ok) throw new Error(config.error);
  return config.value;
})();
