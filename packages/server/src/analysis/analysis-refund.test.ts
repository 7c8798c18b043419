import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../accounts/accounts.ts';
import { buildApp } from '../app.ts';
import { SOCKET_PATHS } from '../config/server-config.ts';
import { EnginePool } from '../engines/pool.ts';
import { openStore } from '../storage/open-store.ts';
import type { Store } from '../storage/store.ts';
import { callRouteAt } from '../testing/test-analysis-site.ts';
import { corpusOpening, finishedPlay } from '../testing/test-plays.ts';
import { createAnalysisService } from './analysis-service.ts';

describe('ask-a-move when the engine cannot run', () => {
  let dir: string;
  let store: Store;
  let pool: EnginePool;
  let url: string;
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tengen-refund-'));
    store = await openStore({ kind: 'sqlite', file: join(dir, 'db.sqlite') });
    pool = new EnginePool({
      command: [join(dir, 'no-such-engine')],
      size: 1,
      maxQueued: 4,
      commandTimeoutMs: 5000,
      defaultLevel: 0,
    });
    const config = { level: 0, parallel: 1, chunkMoves: 5, maxAttempts: 1, askMoves: 3, pollMs: 1000 };
    const analysis = createAnalysisService({
      store,
      node: 'refund-test',
      pool,
      config,
      now: Date.now,
      onError: () => undefined,
    });
    const secret = Buffer.from('refund-test-secret-'.repeat(3));
    const appConfig = {
      secret,
      tokenTtlMs: 86_400_000,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      sockets: { paths: SOCKET_PATHS, urls: [null, null] as const },
    };
    const accounts = createAccounts({ ...appConfig, store, now: Date.now });
    const app = buildApp({ config: appConfig, store, accounts, analysis });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    close = () => app.close();
  });
  afterAll(async () => {
    await close?.();
    await pool?.close();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers 503 and gives the 2 beans back through the ledger', async () => {
    const accounts = createAccounts({
      store,
      secret: Buffer.from('refund-test-secret-'.repeat(3)),
      tokenTtlMs: 86_400_000,
      passwordCost: { N: 2 ** 10, r: 8, p: 1 },
      now: Date.now,
    });
    const created = await accounts.createAccount({ username: 'gina', password: 'password1' });
    const other = await accounts.createAccount({ username: 'hank', password: 'password1' });
    if (!created.ok || !other.ok) throw new Error('not created');
    const login = await accounts.logIn('gina', 'password1');
    if (!login.ok) throw new Error('no login');
    await store.changeBeans({ userId: created.value.id, delta: 5, reason: 'admin', at: 1 });
    const game = await finishedPlay(store, created.value.id, other.value.id, corpusOpening(6));

    const form = { addon: true, step: 2, testpos: [], objid: game.id, objtype: 0 as const };
    const answer = await callRouteAt(url, 'askMove', { form, token: login.value.token });
    expect(answer.status).toBe(503);
    expect(answer.body.error).toBe('INTERNAL');
    expect((await store.userById(created.value.id))?.beans).toBe(5);
    const ledger = await store.ledgerOf(created.value.id, 2);
    expect(ledger.map((e) => [e.delta, e.reason])).toEqual([
      [2, 'ask_move_refund'],
      [-2, 'ask_move'],
    ]);
    expect(await store.analysis.asksOf(created.value.id, game.id)).toEqual([]);
  });
});
