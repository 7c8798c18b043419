import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { runAdmin } from './admin.ts';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

describe.each(testDatabases())('tengen admin on $name', (engine) => {
  let env: NodeJS.ProcessEnv;
  let location: StoreLocation;
  let dataDir: string;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tengen-admin-'));
    if (engine.name === 'sqlite') {
      env = { TENGEN_DATA_DIR: dataDir };
      location = { kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') };
    } else {
      location = await engine.newLocation();
      env = { TENGEN_DATA_DIR: dataDir, DATABASE_URL: location.kind === 'postgres' ? location.url : '' };
    }
  });

  async function admin(...args: string[]) {
    const out: string[] = [];
    const errs: string[] = [];
    const code = await runAdmin(args, { out: (l) => out.push(l), err: (l) => errs.push(l) }, env);
    return { code, json: out.length > 0 ? (JSON.parse(out[0]) as Record<string, unknown>) : null, errs };
  }

  async function withStore<T>(
    work: (store: Awaited<ReturnType<typeof openStore>>) => Promise<T>,
  ): Promise<T> {
    const store = await openStore(location);
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  }

  it('creates users with level, rank, tier and roles', async () => {
    const judge = await admin(
      'user',
      'create',
      'Referee',
      '--password',
      'password1',
      '--level',
      '3',
      '--rank',
      '5d',
      '--tier',
      'gold',
      '--audit',
      '--appeal',
      '--display-name',
      'The Referee',
    );
    expect(judge).toMatchObject({
      code: 0,
      json: {
        created: 'user',
        username: 'Referee',
        level: 3,
        rank: '5D',
        rankValue: 500,
        tier: 2,
        audit: true,
        appeal: true,
      },
    });
    const machine = await admin('user', 'create', 'machine_gnugo', '--rank', '1K');
    expect(machine).toMatchObject({
      code: 0,
      json: { username: 'machine_gnugo', password: expect.any(String) },
    });
    expect(await admin('user', 'show', 'referee')).toMatchObject({
      code: 0,
      json: { username: 'Referee', beans: 0 },
    });
    await withStore(async (store) =>
      expect((await store.userByName('Referee'))?.displayName).toBe('The Referee'),
    );
  });

  it.each([
    [['user', 'create', 'Dup', '--password', 'password1'], /USERNAME_TAKEN/],
    [['user', 'create', 'x', '--password', 'password1'], /BAD_USERNAME/],
    [['user', 'create', 'Rank', '--rank', '11D'], /--rank/],
    [['user', 'create', 'Level', '--level', '4'], /--level/],
    [['user', 'create', 'Tier', '--tier', 'platinum'], /--tier/],
    [['user', 'create', 'Opt', '--frobnicate'], /frobnicate/],
    [['role', 'grant', 'Dup', 'king'], /role/],
    [['user', 'show', 'nobody'], /no user/],
    [['beans', 'grant', 'Dup', '0'], /amount/],
  ])('refuses %j with exit code 1', async (args, message) => {
    await admin('user', 'create', 'Dup', '--password', 'password1');
    const answer = await admin(...args);
    expect(answer.code).toBe(1);
    expect(answer.errs.join('\n')).toMatch(message);
  });

  it('grants and revokes roles', async () => {
    await admin('user', 'create', 'Kato', '--password', 'password1', '--level', '1');
    expect((await admin('role', 'grant', 'Kato', 'audit')).json).toMatchObject({
      granted: 'audit',
      audit: true,
    });
    expect((await admin('role', 'grant', 'Kato', 'appeal')).json).toMatchObject({ appeal: true });
    expect((await admin('role', 'grant', 'Kato', 'moderator')).json).toMatchObject({ level: 3 });
    expect((await admin('role', 'revoke', 'Kato', 'moderator')).json).toMatchObject({
      revoked: 'moderator',
      level: 2,
    });
    expect((await admin('role', 'revoke', 'Kato', 'audit')).json).toMatchObject({
      audit: false,
      appeal: true,
    });
  });

  it('grants beans as a ledger row with reason admin', async () => {
    await admin('user', 'create', 'Rich', '--password', 'password1');
    expect((await admin('beans', 'grant', 'Rich', '50', '--note', 'welcome')).json).toEqual({
      granted: 'beans',
      username: 'Rich',
      amount: 50,
      balance: 50,
    });
    expect((await admin('beans', 'grant', 'Rich', '7')).json).toMatchObject({ balance: 57 });
    const ledger = await withStore(async (store) =>
      store.ledgerOf((await store.userByName('Rich'))?.id ?? 0),
    );
    expect(ledger.map((e) => [e.delta, e.reason, e.reference])).toEqual([
      [7, 'admin', ''],
      [50, 'admin', 'welcome'],
    ]);
  });

  it('creates a competition round with all time settings, and its second game', async () => {
    await admin('user', 'create', 'Black', '--password', 'password1');
    await admin('user', 'create', 'White', '--password', 'password1');
    const cup = await admin('competition', 'create', '--name', 'Tengen Cup', '--maxplaycount', '2');
    expect(cup).toMatchObject({
      code: 0,
      json: { created: 'competition', gamename: 'Tengen Cup', maxplaycount: 2 },
    });
    const gameid = String(cup.json?.gameid);
    const first = await admin(
      'play',
      'create',
      '--black',
      'Black',
      '--white',
      'White',
      '--gameid',
      gameid,
      '--round',
      '4',
      '--index',
      '1',
      '--prev',
      '3',
      '--next',
      '5',
      '--size',
      '13',
      '--time',
      '45',
      '--byoyomi',
      '60',
      '--periods',
      '5',
      '--handicap',
      '2',
      '--komi-shift=-25',
      '--think',
      '90',
      '--start',
      '2030-01-02T03:04:05Z',
      '--white-first',
      '--undo',
      '--early-start',
      '--call-judge',
      '--single-login',
      '--no-chat',
      '--guest-chat',
      '--step-select',
      '--test',
      '--no-analysis',
      '--energy-bar',
    );
    expect(first).toMatchObject({ code: 0, json: { created: 'play', round: 4, playindex: 1 } });
    const firstId = Number(first.json?.playid);
    const second = await admin(
      'play',
      'create',
      '--black',
      'White',
      '--white',
      'Black',
      '--first',
      String(firstId),
      '--start',
      '+30',
    );
    expect(second).toMatchObject({ code: 0, json: { firstid: firstId } });
    const secondId = Number(second.json?.playid);
    expect(
      (await admin('play', 'create', '--black', 'White', '--white', 'Black', '--first', String(firstId)))
        .code,
    ).toBe(1);
    await withStore(async (store) => {
      expect(await store.playById(firstId)).toMatchObject({
        gameId: Number(gameid),
        round: 4,
        playIndex: 1,
        prevPlayId: 3,
        nextPlayId: 5,
        secondPlayId: secondId,
        boardSize: 13,
        mainMinutes: 45,
        byoyomiSeconds: 60,
        byoyomiPeriods: 5,
        handicap: 2,
        komiShift: -25,
        moveLimitSeconds: 90,
        startsAt: Date.parse('2030-01-02T03:04:05Z'),
        blackFirst: false,
        undoAllowed: true,
        earlyStartAllowed: true,
        judgeCallsAllowed: true,
        singleLogin: true,
        chatEnabled: false,
        guestsMayChat: true,
        stepSelect: true,
        isTest: true,
        analysisAllowed: false,
        energyBar: true,
      });
      expect(await store.playById(secondId)).toMatchObject({
        gameId: Number(gameid),
        round: 4,
        playIndex: 2,
        firstPlayId: firstId,
      });
      expect(await store.roundPlayIds(Number(gameid), 4)).toEqual([firstId, secondId]);
    });
    expect(
      (await admin('play', 'create', '--black', 'Black', '--white', 'White', '--gameid', '999')).code,
    ).toBe(1);
    expect((await admin('play', 'create', '--black', 'Black', '--white', 'Nobody')).code).toBe(1);
    expect((await admin('play', 'create', '--black', 'Black', '--white', 'White', '--size', '15')).code).toBe(
      1,
    );
  });
});

describe('tengen admin usage', () => {
  it('prints its usage; an unknown command is exit code 2', async () => {
    const out: string[] = [];
    expect(await runAdmin([], { out: (l) => out.push(l), err: () => {} })).toBe(0);
    expect(out[0]).toContain('user create');
    expect(await runAdmin(['frobnicate', 'now'], { out: () => {}, err: () => {} })).toBe(2);
  });

  it('runs as the installed command', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tengen-admin-bin-'));
    const output = execFileSync(
      'node',
      [join(root, 'bin/tengen.js'), 'admin', 'user', 'create', 'Installed', '--password', 'password1'],
      {
        encoding: 'utf8',
        env: { ...process.env, TENGEN_DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    );
    rmSync(dataDir, { recursive: true, force: true });
    expect(JSON.parse(output)).toMatchObject({ created: 'user', username: 'Installed' });
  });
});
