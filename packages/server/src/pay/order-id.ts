/** Order numbers: 10 characters of Crockford's base 32 (no I, L, O, U), 50 random bits. */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function newOrderId(): string {
  return [...randomBytes(10)].map((byte) => ALPHABET[byte % 32]).join('');
}
