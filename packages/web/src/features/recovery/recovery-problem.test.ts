import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { type RecoveryProblem, recoveryProblem } from './recovery-problem.ts';

describe('recoveryProblem', () => {
  const api = (status: number, error: string, message: string) =>
    ({ kind: 'api', status, error, message }) as ApiFailure;
  // The server's messages, exactly as recovery-routes.ts sends them.
  const rows: [failure: ApiFailure, expected: RecoveryProblem][] = [
    [api(400, 'BAD_REQUEST', 'token: this reset link is not valid'), { ns: 'recovery', key: 'linkInvalid' }],
    [api(400, 'BAD_REQUEST', 'token: this reset link was already used'), { ns: 'recovery', key: 'linkUsed' }],
    [api(400, 'BAD_REQUEST', 'token: this reset link has expired'), { ns: 'recovery', key: 'linkExpired' }],
    [
      api(400, 'BAD_REQUEST', 'password: too easy to guess; choose a longer or less common one'),
      { ns: 'recovery', key: 'passwordWeak' },
    ],
    [api(400, 'BAD_REQUEST', 'password: 8–128 characters'), { ns: 'recovery', key: 'passwordLength' }],
    [api(401, 'BAD_CREDENTIALS', 'password: wrong password'), { ns: 'recovery', key: 'wrongPassword' }],
    [api(401, 'BAD_CREDENTIALS', 'code: wrong or already used code'), { ns: 'recovery', key: 'wrongCode' }],
    [
      api(429, 'RATE_LIMITED', 'code: too many wrong codes; try again in 15 minutes'),
      { ns: 'recovery', key: 'tooManyCodes' },
    ],
    [
      api(401, 'UNAUTHORIZED', 'ticket: this sign-in has expired; sign in again'),
      { ns: 'recovery', key: 'ticketExpired' },
    ],
    [
      api(409, 'CONFLICT', 'email: this address belongs to another account'),
      { ns: 'recovery', key: 'emailTaken' },
    ],
    [api(400, 'BAD_REQUEST', 'email: not an e-mail address'), { ns: 'recovery', key: 'emailFormat' }],
    [api(401, 'UNAUTHORIZED', 'token expired'), { ns: 'common', key: 'errors.signedOut' }],
    [{ kind: 'network' } as ApiFailure, { ns: 'common', key: 'errors.network' }],
  ];
  it.each(rows)('%o is shown as %o', (failure, expected) => {
    expect(recoveryProblem(failure)).toEqual(expected);
  });
});
