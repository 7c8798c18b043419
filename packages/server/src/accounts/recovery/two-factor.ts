/**
 * Two-factor sign-in with an authenticator app (TOTP, RFC 6238, through otpauth: SHA-1, six
 * digits, 30-second steps, one step of drift either way) and ten single-use recovery codes,
 * stored as SHA-256 hashes. Every code tried, right or wrong, is counted first (CODE_TRIES per
 * window per account, across processes through the store); a step once accepted is never taken
 * again, so a code seen over a shoulder is worthless after its owner used it.
 */
import { createHash, randomInt } from 'node:crypto';
import { err, ok, type Result } from '@tengen/core';
import type { TwoFactorStartResponse } from '@tengen/protocol';
import * as OTPAuth from 'otpauth';
import QRCode from 'qrcode';
import type { RecoveryStore } from '../../storage/recovery-store.ts';
import type { User } from '../../storage/types.ts';
import { openSecret, sealSecret } from './sealed-secret.ts';
import { readTicket, signTicket } from './signed-tickets.ts';

export const CODE_TRIES = { max: 5, windowMs: 15 * 60_000 } as const;
export const TICKET_TTL_MS = 5 * 60_000;
export const RECOVERY_CODE_COUNT = 10;
const ISSUER = 'Tengen';
const PERIOD = 30;
/** Letters and digits that cannot be misread for each other (no 0/o, 1/l/i). */
const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export type CodeRefusal = 'BAD_CODE' | 'TOO_MANY_TRIES';

export interface TwoFactor {
  isOn(userId: number): Promise<boolean>;
  /** A new secret offered to enrol (replacing an earlier offer); two-factor stays as it was. */
  start(user: User): Promise<TwoFactorStartResponse>;
  /** Switches on with a code from the offered secret: the recovery codes, to be shown once. */
  enable(userId: number, code: string): Promise<Result<string[], CodeRefusal | 'NOT_STARTED'>>;
  disable(userId: number, code: string): Promise<Result<void, CodeRefusal | 'NOT_ON'>>;
  /** The ticket that carries a signed-in password to the code step. */
  ticketFor(userId: number): string;
  /** The account a ticket names, if its code is right (a code from the app or a recovery code). */
  redeem(ticket: string, code: string): Promise<Result<number, CodeRefusal | 'BAD_TICKET'>>;
}

export function createTwoFactor(options: {
  store: RecoveryStore;
  secret: Buffer;
  now: () => number;
}): TwoFactor {
  const { store, secret, now } = options;

  const totpOf = (base32: string, label: string) =>
    new OTPAuth.TOTP({ issuer: ISSUER, label, secret: OTPAuth.Secret.fromBase32(base32), period: PERIOD });

  /** The step a six-digit code is for, if it is one of this secret's near now. */
  const stepOf = (base32: string, code: string): number | null => {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return null;
    const timestamp = now();
    const delta = totpOf(base32, '').validate({ token, timestamp, window: 1 });
    return delta === null ? null : OTPAuth.TOTP.counter({ period: PERIOD, timestamp }) + delta;
  };

  /** Counts the try, then checks the code against the account's secret or its recovery codes. */
  async function checkCode(
    userId: number,
    totpSecret: string | null,
    code: string,
  ): Promise<Result<void, CodeRefusal>> {
    if (!(await store.countCodeTry(userId, now(), CODE_TRIES))) return err('TOO_MANY_TRIES');
    // An unreadable secret (the server secret changed) leaves the recovery codes working.
    const step = totpSecret === null ? null : stepOf(totpSecret, code);
    const right =
      step !== null
        ? await store.takeTotpStep(userId, step)
        : await store.useRecoveryCode(userId, hashRecoveryCode(code), now());
    if (!right) return err('BAD_CODE');
    await store.clearCodeTries(userId);
    return ok(undefined);
  }

  return {
    async isOn(userId) {
      return (await store.securityOf(userId)).totpSecret !== null;
    },

    async start(user) {
      const base32 = new OTPAuth.Secret({ size: 20 }).base32;
      await store.setPendingTotp(user.id, sealSecret(secret, base32));
      const otpauth = totpOf(base32, user.username).toString();
      const svg = await QRCode.toString(otpauth, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
      return {
        secret: base32,
        otpauth,
        qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      };
    },

    async enable(userId, code) {
      const sealed = (await store.securityOf(userId)).totpPending;
      const pending = sealed === null ? null : openSecret(secret, sealed);
      if (sealed === null || pending === null) return err('NOT_STARTED');
      if (!(await store.countCodeTry(userId, now(), CODE_TRIES))) return err('TOO_MANY_TRIES');
      const step = stepOf(pending, code);
      if (step === null) return err('BAD_CODE');
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      if (!(await store.enableTotp(userId, sealed, codes.map(hashRecoveryCode), step)))
        return err('NOT_STARTED');
      await store.clearCodeTries(userId);
      return ok(codes);
    },

    async disable(userId, code) {
      const { totpSecret } = await store.securityOf(userId);
      if (totpSecret === null) return err('NOT_ON');
      const checked = await checkCode(userId, openSecret(secret, totpSecret), code);
      if (!checked.ok) return checked;
      await store.disableTotp(userId);
      return ok(undefined);
    },

    ticketFor(userId) {
      return signTicket(secret, userId, now() + TICKET_TTL_MS);
    },

    async redeem(ticket, code) {
      const userId = readTicket(secret, ticket, now());
      if (!userId.ok) return userId;
      const { totpSecret } = await store.securityOf(userId.value);
      if (totpSecret === null) return err('BAD_TICKET');
      const checked = await checkCode(userId.value, openSecret(secret, totpSecret), code);
      return checked.ok ? ok(userId.value) : checked;
    },
  };
}

/** `xxxxx-xxxxx`: 10 letters or digits of 31, about 50 bits. */
function newRecoveryCode(): string {
  const letters = Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${letters.slice(0, 5).join('')}-${letters.slice(5).join('')}`;
}

/** Dashes, spaces and case do not matter when a recovery code is typed. */
function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('base64url');
}
