/**
 * Authenticator secrets are stored sealed: AES-256-GCM under a key derived from the server
 * secret (HKDF-SHA256, its own label), so a copy of the database alone does not let anyone make
 * an account's codes. Stored form: `v1.<iv>.<ciphertext>.<tag>` (base64url).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const LABEL = 'tengen totp secret v1';

function keyOf(secret: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), LABEL, 32));
}

export function sealSecret(secret: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain secret, or null for a value not sealed with this server secret. */
export function openSecret(secret: Buffer, stored: string): string | null {
  const [version, iv, sealed, tag] = stored.split('.');
  if (version !== 'v1' || iv === undefined || sealed === undefined || tag === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
