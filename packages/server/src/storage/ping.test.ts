import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabases } from '../testing/test-databases.ts';

describe.each(testDatabases())('the store answers a ping on $name', (engine) => {
  beforeAll(() => engine.setup());
  afterAll(() => engine.teardown());

  it('while open, and fails once closed', async () => {
    const store = await engine.newStore();
    await expect(store.ping()).resolves.toBeUndefined();
    await store.close();
    await expect(store.ping()).rejects.toThrow();
  });
});
