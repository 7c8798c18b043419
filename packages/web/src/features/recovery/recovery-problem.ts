/**
 * The server's refusal of a recovery or two-factor call, as the recovery namespace's error key
 * (the server names the field at the start of its message: "token: …", "code: …"); else the
 * common key for the kind of failure.
 */
import type { ApiFailure } from '../../common/api/api-client.ts';
import { failureMessageKey } from '../../common/api/call-route.ts';

export type RecoveryErrorKey =
  | 'linkInvalid'
  | 'linkUsed'
  | 'linkExpired'
  | 'passwordWeak'
  | 'passwordLength'
  | 'wrongCode'
  | 'tooManyCodes'
  | 'ticketExpired'
  | 'wrongPassword'
  | 'emailFormat'
  | 'emailTaken';

export type RecoveryProblem =
  | { readonly ns: 'recovery'; readonly key: RecoveryErrorKey }
  | { readonly ns: 'common'; readonly key: ReturnType<typeof failureMessageKey> };

const BY_MESSAGE: ReadonlyArray<readonly [string, RecoveryErrorKey]> = [
  ['token: this reset link was already used', 'linkUsed'],
  ['token: this reset link has expired', 'linkExpired'],
  ['token:', 'linkInvalid'],
  ['password: too easy to guess', 'passwordWeak'],
  ['password: 8–128', 'passwordLength'],
  ['password: wrong password', 'wrongPassword'],
  ['code: too many', 'tooManyCodes'],
  ['code:', 'wrongCode'],
  ['ticket:', 'ticketExpired'],
  ['email: this address belongs', 'emailTaken'],
  ['email:', 'emailFormat'],
];

export function recoveryProblem(failure: ApiFailure): RecoveryProblem {
  if (failure.kind === 'api') {
    const found = BY_MESSAGE.find(([start]) => failure.message.startsWith(start));
    if (found) return { ns: 'recovery', key: found[1] };
  }
  return { ns: 'common', key: failureMessageKey(failure) };
}
