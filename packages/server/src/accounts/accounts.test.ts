import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Store } from '../storage/store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { type Accounts, createAccounts } from './accounts.ts';
import { userKeyFor } from './userkey.ts';

const [sqlite] = testDatabases();
const secret = Buffer.from('s'.repeat(64));
const DAY = 86_400_000;

describe('accounts', () => {
  let store: Store;
  let accounts: Accounts;
  let clock: number;
  beforeAll(() => sqlite.setup());
  afterAll(() => sqlite.teardown());
  beforeEach(async () => {
    store = await sqlite.newStore();
    clock = 1_000_000;
    accounts = createAccounts({
      store,
      secret,
      tokenTtlMs: DAY,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      now: () => clock,
    });
  });
  afterEach(() => store.close());

  it('registers, then logs in with the same password (name without regard to case)', async () => {
    const registered = await accounts.register('Honinbo', 'shusaku1849');
    expect(registered).toMatchObject({ ok: true, value: { user: { username: 'Honinbo', rank: -101 } } });
    const login = await accounts.logIn('honinbo', 'shusaku1849');
    expect(login).toMatchObject({ ok: true, value: { user: { username: 'Honinbo' } } });
    if (!login.ok || !registered.ok) return;
    expect(login.value.token).not.toBe(registered.value.token);
  });

  it.each([
    ['ab', 'long enough', 'BAD_USERNAME'],
    ['guest_123456789', 'long enough', 'BAD_USERNAME'],
    ['Guest_x', 'long enough', 'BAD_USERNAME'],
    ['machine_gnugo', 'long enough', 'BAD_USERNAME'],
    ['has space', 'long enough', 'BAD_USERNAME'],
    ['a'.repeat(21), 'long enough', 'BAD_USERNAME'],
    ['ok_name', 'short', 'BAD_PASSWORD'],
    ['Admin', 'kaya-board-19', 'RESERVED_USERNAME'],
    ['ROOT', 'kaya-board-19', 'RESERVED_USERNAME'],
    ['moderator_2', 'kaya-board-19', 'RESERVED_USERNAME'],
    ['tengen', 'kaya-board-19', 'RESERVED_USERNAME'],
    ['System', 'kaya-board-19', 'RESERVED_USERNAME'],
    ['ok_name', 'password1', 'WEAK_PASSWORD'],
    ['ok_name', '12345678', 'WEAK_PASSWORD'],
    ['ok_name', 'qwertyuiop', 'WEAK_PASSWORD'],
    ['karlsson', 'karlsson1', 'WEAK_PASSWORD'],
  ])('registration refuses %s / %s', async (username, password, error) => {
    expect(await accounts.register(username, password)).toEqual({ ok: false, error });
  });

  it('a taken name, in any case, is refused', async () => {
    await accounts.register('kitani', 'kaya-board-19');
    expect(await accounts.register('KITANI', 'kaya-board-20')).toEqual({
      ok: false,
      error: 'USERNAME_TAKEN',
    });
  });

  it('the admin may create machine opponents, never guests', async () => {
    const machine = await accounts.createAccount(
      { username: 'machine_gnugo', password: 'unused-pw' },
      { machineName: 'allow' },
    );
    expect(machine.ok).toBe(true);
    const guest = await accounts.createAccount(
      { username: 'guest_000000001', password: 'unused-pw' },
      { machineName: 'allow' },
    );
    expect(guest).toEqual({ ok: false, error: 'BAD_USERNAME' });
  });

  it('a wrong password and an unknown name get the same answer', async () => {
    await accounts.register('go_seigen', 'kaya-board-19');
    expect(await accounts.logIn('go_seigen', 'kaya-board-20')).toEqual({
      ok: false,
      error: 'BAD_CREDENTIALS',
    });
    expect(await accounts.logIn('nobody', 'kaya-board-19')).toEqual({ ok: false, error: 'BAD_CREDENTIALS' });
  });

  it('a token is valid until logout, then revoked', async () => {
    const session = await accounts.register('sakata', 'kaya-board-19');
    if (!session.ok) throw new Error('not registered');
    const signedIn = await accounts.authenticate(session.value.token);
    expect(signedIn).toMatchObject({ ok: true, value: { user: { username: 'sakata' } } });
    if (!signedIn.ok) return;
    await accounts.logOut(signedIn.value.tokenId);
    expect(await accounts.authenticate(session.value.token)).toEqual({ ok: false, error: 'REVOKED' });
  });

  it('a token expires after its time to live', async () => {
    const session = await accounts.register('fujisawa', 'kaya-board-19');
    if (!session.ok) throw new Error('not registered');
    clock += DAY - 1;
    expect((await accounts.authenticate(session.value.token)).ok).toBe(true);
    clock += 1;
    expect(await accounts.authenticate(session.value.token)).toEqual({ ok: false, error: 'EXPIRED' });
  });

  it('a well-signed token without a session is refused', async () => {
    const forged = (await import('./tokens.ts')).signToken(secret, {
      userId: 1,
      tokenId: 'A'.repeat(22),
      expiresAt: clock + DAY,
    });
    expect(await accounts.authenticate(forged)).toEqual({ ok: false, error: 'REVOKED' });
  });

  it("a socket's userkey names its user while the login lasts, and a guest always", async () => {
    const session = await accounts.register('cho_chikun', 'kaya-board-19');
    if (!session.ok) throw new Error('not registered');
    const signedIn = await accounts.authenticate(session.value.token);
    if (!signedIn.ok) throw new Error('not signed in');
    const key = userKeyFor(secret, 9, {
      kind: 'user',
      userId: signedIn.value.user.id,
      tokenId: signedIn.value.tokenId,
    });
    expect(await accounts.identifySocket(9, key)).toMatchObject({
      ok: true,
      value: { kind: 'user', user: { username: 'cho_chikun' } },
    });
    expect(await accounts.identifySocket(10, key)).toEqual({ ok: false, error: 'BAD_USERKEY' });
    const guestKey = userKeyFor(secret, 9, { kind: 'guest', username: 'guest_555555555' });
    expect(await accounts.identifySocket(9, guestKey)).toEqual({
      ok: true,
      value: { kind: 'guest', username: 'guest_555555555' },
    });
    await accounts.logOut(signedIn.value.tokenId);
    expect(await accounts.identifySocket(9, key)).toEqual({ ok: false, error: 'BAD_USERKEY' });
  });
});
