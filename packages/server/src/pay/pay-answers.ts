/** The pay calls' answers: orders, products and history rows as the protocol writes them. */
import type {
  BeanPackageOffer,
  MembershipOffer,
  PayOrder,
  PayOrderEvent,
  PayOrderResponse,
} from '@tengen/protocol';
import { freeAnalysesPerDay } from '../analysis/quota.ts';
import type { Order, OrderEvent } from '../storage/payment-store.ts';
import { type Catalogue, minorDigits } from './pay-catalogue.ts';

export function payOrder(order: Order): PayOrder {
  return {
    orderid: order.id,
    product: order.product,
    kind: order.kind,
    beans: order.beans,
    usertype: order.tier,
    days: order.days,
    amount: order.amount,
    currency: order.currency,
    digits: minorDigits(order.currency),
    status: order.status,
    provider: order.provider === 'stripe' ? 'stripe' : 'manual',
    created: order.createdAt,
    updated: order.updatedAt,
  };
}

/** `stripe:evt_…` is shown as `stripe`: the event id is for the administrator's log, not the buyer. */
export function payOrderEvent(event: OrderEvent): PayOrderEvent {
  return { status: event.status, by: event.source.split(':')[0], at: event.at };
}

export function orderAnswer(
  order: Order,
  events: readonly OrderEvent[],
  instructions: string,
): PayOrderResponse {
  const open = order.status === 'created';
  return {
    order: payOrder(order),
    events: events.map(payOrderEvent),
    instructions: open && order.provider === 'manual' ? instructions : '',
    payurl: open && order.provider === 'stripe' ? order.payUrl : '',
  };
}

export function offers(catalogue: Catalogue): {
  packages: BeanPackageOffer[];
  memberships: MembershipOffer[];
} {
  const price = { currency: catalogue.currency, digits: minorDigits(catalogue.currency) };
  return {
    packages: catalogue.beanPackages.map((p) => ({
      ...price,
      product: p.id,
      beans: p.beans,
      amount: p.amount,
    })),
    memberships: catalogue.memberships.map((p) => ({
      ...price,
      product: p.id,
      usertype: p.tier,
      days: p.days,
      amount: p.amount,
      freeanalyses: freeAnalysesPerDay(p.tier),
    })),
  };
}
