/** HMAC-SHA256 signatures over short texts, base64url, compared in constant time. */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** `purpose` separates the uses of one secret: a token's signature is never a valid userkey. */
export function sign(secret: Buffer, purpose: string, text: string): string {
  return createHmac('sha256', secret).update(`${purpose}\n${text}`).digest('base64url');
}

export function hasValidSignature(secret: Buffer, purpose: string, text: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, text));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
