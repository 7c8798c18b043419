import { describe, expect, it } from 'vitest';
import { type CredentialProblems, type CredentialsInput, checkCredentials } from './credentials-check.ts';
import { AFTER_SIGN_IN_DEFAULT, nextAfterSignIn } from './next-url.ts';

const none: CredentialProblems = { username: null, password: null, confirm: null };

describe('checkCredentials for registration (the protocol rules)', () => {
  const rows: [name: string, input: CredentialsInput, expected: CredentialProblems][] = [
    ['valid', { username: 'lee_sedol9', password: 'correct horse', confirm: 'correct horse' }, none],
    ['3 characters', { username: 'lee', password: '12345678', confirm: '12345678' }, none],
    ['20 characters', { username: 'a'.repeat(20), password: '12345678', confirm: '12345678' }, none],
    [
      'empty name',
      { username: '', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameRequired' },
    ],
    [
      'blank name',
      { username: '   ', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameRequired' },
    ],
    [
      '2 characters',
      { username: 'ab', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameFormat' },
    ],
    [
      '21 characters',
      { username: 'a'.repeat(21), password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameFormat' },
    ],
    [
      'a space',
      { username: 'lee sedol', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameFormat' },
    ],
    [
      'Chinese',
      { username: '李世石', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameFormat' },
    ],
    [
      'guest_ prefix',
      { username: 'guest_123', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameReserved' },
    ],
    [
      'Machine_ prefix',
      { username: 'Machine_x', password: '12345678', confirm: '12345678' },
      { ...none, username: 'usernameReserved' },
    ],
    [
      'empty password',
      { username: 'lee', password: '', confirm: '' },
      { ...none, password: 'passwordRequired' },
    ],
    [
      '7 characters',
      { username: 'lee', password: '1234567', confirm: '1234567' },
      { ...none, password: 'passwordLength' },
    ],
    [
      '129 characters',
      { username: 'lee', password: 'x'.repeat(129), confirm: 'x'.repeat(129) },
      { ...none, password: 'passwordLength' },
    ],
    ['128 characters', { username: 'lee', password: 'x'.repeat(128), confirm: 'x'.repeat(128) }, none],
    [
      'mismatch',
      { username: 'lee', password: '12345678', confirm: '12345679' },
      { ...none, confirm: 'passwordMismatch' },
    ],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(checkCredentials(input, 'register')).toEqual(expected);
  });
});

describe('checkCredentials for signing in', () => {
  const rows: [name: string, input: CredentialsInput, expected: CredentialProblems][] = [
    ['anything not empty', { username: 'ab', password: 'x' }, none],
    ['empty name', { username: '', password: 'x' }, { ...none, username: 'usernameRequired' }],
    ['empty password', { username: 'lee', password: '' }, { ...none, password: 'passwordRequired' }],
  ];
  it.each(rows)('%s', (_name, input, expected) => {
    expect(checkCredentials(input, 'login')).toEqual(expected);
  });
});

describe('nextAfterSignIn', () => {
  const rows: [search: string, expected: string][] = [
    ['', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2Fplay%2Fp%2F12%2F', '/play/p/12/'],
    ['?next=/play/my/', '/play/my/'],
    ['?next=%2Fbook%2Fcreate%2F%3Fbooktype%3D4', '/book/create/?booktype=4'],
    ['?next=%2Fu%2Flee%2F%23games', '/u/lee/#games'],
    ['?next=https%3A%2F%2Fevil.example%2F', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2F%2Fevil.example%2F', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2F%5Cevil.example', AFTER_SIGN_IN_DEFAULT],
    ['?next=javascript%3Aalert(1)', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2F%09%2Fevil.example', AFTER_SIGN_IN_DEFAULT],
    ['?next=play%2Fmy%2F', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2Flogin%2F%3Fnext%3D%2Fpay%2F', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2Fregister%2F', AFTER_SIGN_IN_DEFAULT],
    ['?next=%2Flogin', AFTER_SIGN_IN_DEFAULT],
  ];
  it.each(rows)('%s → %s', (search, expected) => {
    expect(nextAfterSignIn(search)).toBe(expected);
  });
});
