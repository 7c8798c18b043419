/** Buying Weidou and memberships (docs/pay.md): packages, orders, the provider's webhook. */
import type { RouteSpec } from './route-spec.ts';

export const PAY_ROUTES = {} as const satisfies Record<string, RouteSpec>;

/** The 200 answer body of each route above. */
// biome-ignore lint/suspicious/noEmptyInterface: filled as the routes above are added
export interface PayResponses {}
