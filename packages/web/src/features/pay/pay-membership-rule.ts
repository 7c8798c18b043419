/**
 * Which memberships can be bought while one runs: the server's rule (pay/pay-routes.ts), so the
 * page never offers what the server refuses (docs/pay.md).
 */
import type { PayInfoResponse } from '@tengen/protocol';

export type HeldMembership = Pick<PayInfoResponse, 'usertype' | 'memberuntil'>;

export type MembershipChoice =
  /** No membership runs: any tier can be bought. */
  | { readonly kind: 'buy' }
  /** The tier that runs: buying it adds its days after `from`, the current end. */
  | { readonly kind: 'extend'; readonly from: number }
  /** Another tier runs until `until` (null: it has no end, and nothing can be bought over it). */
  | { readonly kind: 'held'; readonly tier: number; readonly until: number | null };

export function membershipChoice(offerTier: number, held: HeldMembership): MembershipChoice {
  if (held.usertype === 0) return { kind: 'buy' };
  if (held.memberuntil === null) return { kind: 'held', tier: held.usertype, until: null };
  if (held.usertype === offerTier) return { kind: 'extend', from: held.memberuntil };
  return { kind: 'held', tier: held.usertype, until: held.memberuntil };
}
