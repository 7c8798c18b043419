/** A translation of a namespace: the same keys as the English one, any strings. */
export type Messages<T> = { readonly [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
