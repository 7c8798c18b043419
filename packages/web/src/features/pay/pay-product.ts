/** What an order or an offer is, in words: "550 Weidou", "Gold, 30 days". */
import { membershipTier } from '@tengen/protocol';
import type { TFunction } from 'i18next';

export function productName(
  t: TFunction<'pay'>,
  product: { kind?: 'beans' | 'membership'; beans: number; usertype: number; days: number },
): string {
  if (product.kind === 'beans' || (product.kind === undefined && product.usertype === 0))
    return t('beansItem', { count: product.beans });
  return t('membershipItem', { tier: t(`tiers.${membershipTier(product.usertype)}`), days: product.days });
}
