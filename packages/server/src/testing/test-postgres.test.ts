import { existsSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startTestPostgres } from './test-postgres.ts';

describe('test PostgreSQL harness', () => {
  it('starts a server on a loopback port, creates databases, stops and cleans up', async () => {
    const server = await startTestPostgres();
    const urls: string[] = [];
    try {
      expect(existsSync(server.folder)).toBe(true);
      urls.push(await server.createDatabase(), await server.createDatabase());
      expect(urls[0]).not.toBe(urls[1]);
      expect(urls[0]).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/tengen_/);
      const client = new pg.Client({ connectionString: urls[0] });
      await client.connect();
      const { rows } = await client.query<{ one: number }>('SELECT 1 AS one');
      await client.end();
      expect(rows[0].one).toBe(1);
      console.info(`test PostgreSQL started in ${server.startupMs} ms`);
    } finally {
      await server.stop();
    }
    const client = new pg.Client({ connectionString: urls[0], connectionTimeoutMillis: 1000 });
    await expect(client.connect()).rejects.toThrow();
    expect(existsSync(server.folder)).toBe(false);
  });
});
