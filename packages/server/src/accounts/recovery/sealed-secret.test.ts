import { describe, expect, it } from 'vitest';
import { openSecret, sealSecret } from './sealed-secret.ts';

const SECRET = Buffer.from('server-secret-'.repeat(3));

describe('sealed authenticator secrets', () => {
  it('opens what it sealed, and a new seal each time', () => {
    const a = sealSecret(SECRET, 'JBSWY3DPEHPK3PXP');
    const b = sealSecret(SECRET, 'JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(SECRET, a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('opens nothing under another server secret, altered, or not sealed at all', () => {
    const sealed = sealSecret(SECRET, 'JBSWY3DPEHPK3PXP');
    expect(openSecret(Buffer.from('another-secret-'.repeat(3)), sealed)).toBeNull();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(openSecret(SECRET, [v, iv, flipped, tag].join('.'))).toBeNull();
    expect(openSecret(SECRET, 'JBSWY3DPEHPK3PXP')).toBeNull();
  });
});
