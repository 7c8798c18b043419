/** Buying Weidou and memberships: packages, orders, the balance. */
export const pay = {} as const;
