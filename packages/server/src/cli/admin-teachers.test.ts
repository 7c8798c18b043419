import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openStore, type StoreLocation } from '../storage/open-store.ts';
import { testDatabases } from '../testing/test-databases.ts';
import { runAdmin } from './admin.ts';

describe.each(testDatabases())('tengen admin teacher on $name', (engine) => {
  let env: NodeJS.ProcessEnv;
  let location: StoreLocation;
  let dataDir: string;
  let userId: number;
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));
  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tengen-admin-teachers-'));
    if (engine.name === 'sqlite') {
      env = { TENGEN_DATA_DIR: dataDir };
      location = { kind: 'sqlite', file: join(dataDir, 'tengen.sqlite') };
    } else {
      location = await engine.newLocation();
      env = { TENGEN_DATA_DIR: dataDir, DATABASE_URL: location.kind === 'postgres' ? location.url : '' };
    }
    const store = await openStore(location);
    try {
      const user = await store.createUser({ username: 'sensei', passwordHash: 'h', createdAt: 1 });
      if (!user.ok) throw new Error('not created');
      userId = user.value.id;
    } finally {
      await store.close();
    }
  });

  async function admin(...args: string[]) {
    const out: string[] = [];
    const errs: string[] = [];
    const code = await runAdmin(args, { out: (l) => out.push(l), err: (l) => errs.push(l) }, env);
    return { code, json: out.length > 0 ? (JSON.parse(out[0]) as Record<string, unknown>) : null, errs };
  }

  const granted = async () => {
    const store = await openStore(location);
    try {
      return await store.homework.isGrantedTeacher(userId);
    } finally {
      await store.close();
    }
  };

  it('grants the role, lists it and revokes it', async () => {
    expect(await admin('teacher', 'grant', 'sensei')).toMatchObject({
      code: 0,
      json: { granted: 'teacher', id: userId, username: 'sensei' },
    });
    expect(await granted()).toBe(true);
    const list = await admin('teacher', 'list');
    expect(list.code).toBe(0);
    expect(list.json?.teachers).toEqual([{ id: userId, username: 'sensei', granted: expect.any(String) }]);
    expect(await admin('teacher', 'revoke', 'sensei')).toMatchObject({
      code: 0,
      json: { revoked: 'teacher' },
    });
    expect(await granted()).toBe(false);
    expect((await admin('teacher', 'list')).json).toEqual({ teachers: [] });
  });

  it('refuses an unknown user, a second grant and a revoke of no teacher, changing nothing', async () => {
    expect(await admin('teacher', 'grant', 'nobody')).toMatchObject({
      code: 1,
      json: null,
      errs: ["tengen admin teacher grant: no user 'nobody'"],
    });
    expect(await admin('teacher', 'revoke', 'sensei')).toMatchObject({
      code: 1,
      errs: [
        "tengen admin teacher revoke: 'sensei' is not a teacher the administrator named; nothing changed",
      ],
    });
    expect((await admin('teacher', 'grant', 'sensei')).code).toBe(0);
    expect(await admin('teacher', 'grant', 'sensei')).toMatchObject({
      code: 1,
      errs: ["tengen admin teacher grant: 'sensei' is a teacher already; nothing changed"],
    });
    expect(await granted()).toBe(true);
    expect((await admin('teacher', 'grant')).errs).toEqual([
      'tengen admin teacher grant: give exactly one username',
    ]);
    expect((await admin('teacher', 'list', 'x')).code).toBe(1);
  });
});
