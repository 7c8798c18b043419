/**
 * The server's refusal of a sign-in or registration, as the message to show: the account
 * namespace's key for the ones the form knows, else the common key for the kind of failure.
 */
import type { ApiFailure } from '../../common/api/api-client.ts';
import { failureMessageKey } from '../../common/api/call-route.ts';

export type ServerProblem =
  | {
      readonly ns: 'account';
      readonly key: 'badCredentials' | 'usernameTaken' | 'usernameFormat' | 'passwordLength';
    }
  /** Too many tries, with the wait the server named, in whole minutes (at least one). */
  | { readonly ns: 'account'; readonly key: 'tooManyTries'; readonly minutes: number }
  | { readonly ns: 'recovery'; readonly key: 'usernameNotAllowed' | 'passwordWeak' }
  /** The account is locked for devices it does not know: others failed to sign in to it. */
  | { readonly ns: 'account'; readonly key: 'accountLocked'; readonly minutes: number }
  | { readonly ns: 'common'; readonly key: ReturnType<typeof failureMessageKey> };

export function serverProblem(failure: ApiFailure): ServerProblem {
  if (failure.kind === 'api') {
    if (failure.error === 'BAD_CREDENTIALS') return { ns: 'account', key: 'badCredentials' };
    if (failure.error === 'CONFLICT') return { ns: 'account', key: 'usernameTaken' };
    if (failure.error === 'RATE_LIMITED' && failure.retryAfterSeconds !== undefined) {
      const minutes = Math.max(1, Math.ceil(failure.retryAfterSeconds / 60));
      // The server's text for the lockout of an account (auth-limits.ts), as it names the field in BAD_REQUEST.
      const locked = failure.message.startsWith('too many failed sign-ins to this account');
      return { ns: 'account', key: locked ? 'accountLocked' : 'tooManyTries', minutes };
    }
    if (failure.error === 'BAD_REQUEST' && failure.message === 'username: this name is reserved') {
      return { ns: 'recovery', key: 'usernameNotAllowed' };
    }
    if (failure.error === 'BAD_REQUEST' && failure.message.startsWith('password: too easy to guess')) {
      return { ns: 'recovery', key: 'passwordWeak' };
    }
    // Registration names the field at the start of its message ("username: …", "password: …").
    if (failure.error === 'BAD_REQUEST' && failure.message.startsWith('username')) {
      return { ns: 'account', key: 'usernameFormat' };
    }
    if (failure.error === 'BAD_REQUEST' && failure.message.startsWith('password')) {
      return { ns: 'account', key: 'passwordLength' };
    }
  }
  return { ns: 'common', key: failureMessageKey(failure) };
}
