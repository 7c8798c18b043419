import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { type ServerProblem, serverProblem } from './server-problem.ts';

describe('serverProblem', () => {
  const http = (status: number, error: string, message: string) =>
    ({ kind: 'api', status, error, message }) as ApiFailure;
  const rows: [name: string, failure: ApiFailure, expected: ServerProblem][] = [
    [
      'wrong password',
      http(401, 'BAD_CREDENTIALS', 'wrong username or password'),
      { ns: 'account', key: 'badCredentials' },
    ],
    ['name taken', http(409, 'CONFLICT', 'this username is taken'), { ns: 'account', key: 'usernameTaken' }],
    [
      'bad name',
      http(400, 'BAD_REQUEST', 'username: 3–20 letters'),
      { ns: 'account', key: 'usernameFormat' },
    ],
    [
      'bad password',
      http(400, 'BAD_REQUEST', 'password: 8–128 characters'),
      { ns: 'account', key: 'passwordLength' },
    ],
    [
      'reserved name',
      http(400, 'BAD_REQUEST', 'username: this name is reserved'),
      { ns: 'recovery', key: 'usernameNotAllowed' },
    ],
    [
      'weak password',
      http(400, 'BAD_REQUEST', 'password: too easy to guess; choose a longer or less common one'),
      { ns: 'recovery', key: 'passwordWeak' },
    ],
    [
      'other bad request',
      http(400, 'BAD_REQUEST', 'the body is not a form'),
      { ns: 'common', key: 'errors.badRequest' },
    ],
    ['too many tries', http(429, 'RATE_LIMITED', 'slow down'), { ns: 'common', key: 'errors.rateLimited' }],
    [
      'too many tries, with the wait',
      { ...http(429, 'RATE_LIMITED', 'slow down'), retryAfterSeconds: 61 } as ApiFailure,
      { ns: 'account', key: 'tooManyTries', minutes: 2 },
    ],
    [
      'too many tries, seconds to wait',
      { ...http(429, 'RATE_LIMITED', 'slow down'), retryAfterSeconds: 5 } as ApiFailure,
      { ns: 'account', key: 'tooManyTries', minutes: 1 },
    ],
    [
      'the account locked for unknown devices, with the wait',
      {
        ...http(429, 'RATE_LIMITED', 'too many failed sign-ins to this account; try again in 841 s'),
        retryAfterSeconds: 841,
      } as ApiFailure,
      { ns: 'account', key: 'accountLocked', minutes: 15 },
    ],
    ['server error', http(500, 'INTERNAL', 'internal error'), { ns: 'common', key: 'errors.server' }],
    ['token ended', http(401, 'UNAUTHORIZED', 'revoked'), { ns: 'common', key: 'errors.signedOut' }],
    ['no network', { kind: 'network', message: 'fetch failed' }, { ns: 'common', key: 'errors.network' }],
    [
      'a proxy error page',
      { kind: 'http', status: 502, message: 'Bad Gateway' },
      { ns: 'common', key: 'errors.server' },
    ],
    [
      'a bare 404',
      { kind: 'http', status: 404, message: 'Not Found' },
      { ns: 'common', key: 'errors.badRequest' },
    ],
  ];
  it.each(rows)('%s', (_name, failure, expected) => {
    expect(serverProblem(failure)).toEqual(expected);
  });
});
