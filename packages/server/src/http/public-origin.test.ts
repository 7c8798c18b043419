import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LobbyInfo } from '@tengen/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { type RunningServer, startServer } from '../server.ts';
import { httpRequest } from '../testing/test-http.ts';

describe("the site's origin without TENGEN_PUBLIC_URL: the listen address, as HOST names it", () => {
  let server: RunningServer;
  let dir: string;
  afterEach(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['127.0.0.1', 'localhost'])(
    'HOST=%s: the socket URLs name it, whatever Host the request says',
    async (host) => {
      dir = mkdtempSync(join(tmpdir(), 'tengen-origin-'));
      const config = loadConfig({ TENGEN_DATA_DIR: dir, HOST: host, PORT: '0' });
      if (!config.ok) throw new Error(config.error);
      server = await startServer({ ...config.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } });
      const answer = await httpRequest(`http://${host}:${server.port}/api/lobby/`, {
        headers: { host: 'evil.example' },
      });
      const lobby = JSON.parse(answer.body) as LobbyInfo;
      expect([lobby.sockethost, lobby.sockethost2]).toEqual([
        `ws://${host}:${server.port}/ws`,
        `ws://${host}:${server.port}/ws2`,
      ]);
    },
  );
});
