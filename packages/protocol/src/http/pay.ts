/**
 * Buying Weidou and memberships (docs/pay.md): what the site sells and the viewer's orders,
 * an order's page, a new order, and a buyer's cancel. The payment provider's webhook
 * (`STRIPE_WEBHOOK_PATH`) is not in this table: it takes the provider's raw JSON, not a form.
 */
import * as z from 'zod/mini';
import { textField } from './fields.ts';
import type { RouteSpec } from './route-spec.ts';

const none = z.object({});

/** A short random code (docs/pay.md): what a buyer quotes when paying by transfer. */
export const ORDER_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;
const orderIdField = z.string().check(z.regex(ORDER_ID_PATTERN, 'expected an order number'));

/** Where Stripe delivers its events (signed JSON), outside the route table. */
export const STRIPE_WEBHOOK_PATH = '/api/pay/stripe/webhook';
/** Orders a buyer may leave waiting at once; another is refused (`TOO_MANY_ORDERS`) until one is paid or cancelled. */
export const OPEN_ORDERS_ALLOWED = 5;
/** How many of the viewer's orders the pay page lists, newest first. */
export const PAY_ORDERS_SHOWN = 20;

export const PAY_ROUTES = {
  /** The balance, the membership and its end, what is for sale, and the viewer's latest orders. */
  getPayInfo: { method: 'GET', path: '/jwt/getpayinfo/', params: none, form: none, auth: 'user' },
  /** Orders a product; `payurl` is where to pay (Stripe Checkout), '' when an administrator confirms. */
  createPayOrder: {
    method: 'POST',
    path: '/jwt/createpayorder/',
    params: none,
    form: z.object({ product: textField(1, 40) }),
    auth: 'user',
  },
  /** One of the viewer's orders with its history, and how to pay it. */
  getPayOrder: {
    method: 'GET',
    path: '/jwt/getpayorder/{orderid}/',
    params: z.object({ orderid: orderIdField }),
    form: none,
    auth: 'user',
  },
  /** The buyer gives up an order not yet paid. */
  cancelPayOrder: {
    method: 'POST',
    path: '/jwt/cancelpayorder/',
    params: none,
    form: z.object({ orderid: orderIdField }),
    auth: 'user',
  },
} as const satisfies Record<string, RouteSpec>;

export const PAY_ORDER_STATUSES = ['created', 'paid', 'failed', 'refunded', 'cancelled', 'expired'] as const;
export type PayOrderStatus = (typeof PAY_ORDER_STATUSES)[number];
/** `manual`: the site's administrator confirms; `off`: nothing is for sale. */
export type PayProvider = 'manual' | 'stripe' | 'off';

/** A price: in the currency's smallest unit, and how many of its digits are decimals. */
export interface PayPrice {
  readonly amount: number;
  /** ISO 4217, lower case. */
  readonly currency: string;
  readonly digits: 0 | 2;
}

export interface BeanPackageOffer extends PayPrice {
  readonly product: string;
  readonly beans: number;
}

export interface MembershipOffer extends PayPrice {
  readonly product: string;
  /** 1 silver, 2 gold, 3 task card. */
  readonly usertype: number;
  readonly days: number;
  /** Free game analyses a day while it runs. */
  readonly freeanalyses: number;
}

export interface PayOrder extends PayPrice {
  readonly orderid: string;
  readonly product: string;
  readonly kind: 'beans' | 'membership';
  readonly beans: number;
  readonly usertype: number;
  readonly days: number;
  readonly status: PayOrderStatus;
  readonly provider: 'manual' | 'stripe';
  /** Unix ms. */
  readonly created: number;
  readonly updated: number;
}

/** One change of an order's status, with who made it: `user`, `admin`, `stripe`. */
export interface PayOrderEvent {
  readonly status: PayOrderStatus;
  readonly by: string;
  readonly at: number;
}

export interface PayInfoResponse {
  readonly beans: number;
  /** The membership now: 0 regular, 1 silver, 2 gold, 3 task card. */
  readonly usertype: number;
  /** When it ends (Unix ms); null: it has no end (or is regular). */
  readonly memberuntil: number | null;
  readonly provider: PayProvider;
  readonly packages: readonly BeanPackageOffer[];
  readonly memberships: readonly MembershipOffer[];
  /** The latest `PAY_ORDERS_SHOWN` orders, newest first. */
  readonly orders: readonly PayOrder[];
}

export interface PayOrderResponse {
  readonly order: PayOrder;
  readonly events: readonly PayOrderEvent[];
  /** How to pay a created manual order: the site owner's words; '' for the page's standard text. */
  readonly instructions: string;
  /** Where to pay a created Stripe order; '' otherwise. */
  readonly payurl: string;
}

export interface CreatePayOrderResponse {
  readonly order: PayOrder;
  /** Go there to pay (Stripe Checkout); '' when an administrator confirms the payment. */
  readonly payurl: string;
}

/** The 200 answer body of each route above. */
export interface PayResponses {
  getPayInfo: PayInfoResponse;
  createPayOrder: CreatePayOrderResponse;
  getPayOrder: PayOrderResponse;
  cancelPayOrder: PayOrderResponse;
}
