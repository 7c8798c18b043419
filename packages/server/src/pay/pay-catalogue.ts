/**
 * What the site sells (docs/pay.md): bean packages and membership plans, each with a price in
 * the site's one currency. Written in the configuration as short lists (`100:1.99,550:9.99`;
 * `silver:30:4.99`), read here into products with prices in the currency's smallest unit.
 */
import { err, ok, type Result } from '@tengen/core';
import { MEMBERSHIP } from '@tengen/protocol';

export interface BeanPackage {
  /** `beans-<beans>` */
  readonly id: string;
  readonly beans: number;
  /** In the currency's smallest unit. */
  readonly amount: number;
}

export interface MembershipPlan {
  /** `<tier name>-<days>` */
  readonly id: string;
  /** The wire's usertype: 1 silver, 2 gold, 3 task card. */
  readonly tier: number;
  readonly days: number;
  readonly amount: number;
}

export interface Catalogue {
  /** ISO 4217, lower case. */
  readonly currency: string;
  readonly beanPackages: readonly BeanPackage[];
  readonly memberships: readonly MembershipPlan[];
}

export type Product =
  | ({ readonly kind: 'beans' } & BeanPackage)
  | ({ readonly kind: 'membership' } & MembershipPlan);

export const DEFAULT_CURRENCY = 'usd';
export const DEFAULT_BEAN_PACKAGES = '100:1.99,550:9.99,1200:19.99';
export const DEFAULT_MEMBERSHIPS = 'silver:30:4.99,gold:30:9.99,taskcard:30:14.99';

/** The tiers a plan may sell, by the name the configuration uses. */
export const PLAN_TIERS = { silver: MEMBERSHIP.silver, gold: MEMBERSHIP.gold, taskcard: 3 } as const;
export type PlanTierName = keyof typeof PLAN_TIERS;

/** Currencies without a minor unit (Stripe's list): their prices are whole numbers. */
const ZERO_DECIMAL = new Set('bif clp djf gnf jpy kmf krw mga pyg rwf ugx vnd vuv xaf xof xpf'.split(' '));

export function isCurrency(text: string): boolean {
  return /^[a-z]{3}$/.test(text);
}

export function minorDigits(currency: string): 0 | 2 {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

export function findProduct(catalogue: Catalogue, id: string): Product | null {
  const pack = catalogue.beanPackages.find((p) => p.id === id);
  if (pack !== undefined) return { kind: 'beans', ...pack };
  const plan = catalogue.memberships.find((p) => p.id === id);
  return plan === undefined ? null : { kind: 'membership', ...plan };
}

export function tierName(tier: number): PlanTierName | null {
  const found = Object.entries(PLAN_TIERS).find(([, value]) => value === tier);
  return found === undefined ? null : (found[0] as PlanTierName);
}

/** `100:1.99,550:9.99`: beans and price, comma-separated. */
export function readBeanPackages(text: string, currency: string): Result<BeanPackage[], string> {
  const packages: BeanPackage[] = [];
  for (const item of items(text)) {
    const [beans, price, extra] = item.split(':');
    const amount = readPrice(price ?? '', currency);
    if (extra !== undefined || !/^\d{1,7}$/.test(beans) || Number(beans) < 1 || amount === null)
      return err(
        `a list of beans:price like ${DEFAULT_BEAN_PACKAGES} (prices in ${currency}), not "${item}"`,
      );
    packages.push({ id: `beans-${Number(beans)}`, beans: Number(beans), amount });
  }
  return unique(packages, 'a bean package');
}

/** `silver:30:4.99,gold:30:9.99`: tier, days and price, comma-separated. */
export function readMemberships(text: string, currency: string): Result<MembershipPlan[], string> {
  const plans: MembershipPlan[] = [];
  for (const item of items(text)) {
    const [name, days, price, extra] = item.split(':');
    const tier = PLAN_TIERS[name as PlanTierName];
    const amount = readPrice(price ?? '', currency);
    if (
      extra !== undefined ||
      tier === undefined ||
      !/^\d{1,4}$/.test(days ?? '') ||
      Number(days) < 1 ||
      amount === null
    )
      return err(
        `a list of tier:days:price like ${DEFAULT_MEMBERSHIPS} (tiers ${Object.keys(PLAN_TIERS).join(', ')}; prices in ${currency}), not "${item}"`,
      );
    plans.push({ id: `${name}-${Number(days)}`, tier, days: Number(days), amount });
  }
  return unique(plans, 'a membership plan');
}

/** A price in major units (`9.99`; `980` for yen) → the smallest unit; null when not a price. */
export function readPrice(text: string, currency: string): number | null {
  const digits = minorDigits(currency);
  const pattern = digits === 0 ? /^\d{1,9}$/ : /^\d{1,7}(\.\d{1,2})?$/;
  if (!pattern.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  const amount = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  return amount > 0 ? amount : null;
}

function items(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function unique<T extends { id: string }>(list: T[], what: string): Result<T[], string> {
  const seen = new Set<string>();
  for (const item of list) {
    if (seen.has(item.id)) return err(`${what} is listed twice: ${item.id}`);
    seen.add(item.id);
  }
  return ok(list);
}

/** What a buyer sees on the provider's page, in English (the provider's page is not translated by Tengen). */
export function productLabel(order: {
  kind: 'beans' | 'membership';
  beans: number;
  tier: number;
  days: number;
}): string {
  if (order.kind === 'beans') return `${order.beans} Weidou`;
  const name = tierName(order.tier) ?? 'member';
  const label = name === 'taskcard' ? 'Task card' : `${name[0].toUpperCase()}${name.slice(1)}`;
  return `${label} membership, ${order.days} days`;
}
