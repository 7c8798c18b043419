/**
 * A password reset ends the account's sessions as a password change does: their open sockets
 * close at once, saying why. The real server (testing/test-live.ts), a real reset link made by
 * `tengen admin user reset-link` over the same data folder, and real WebSocket clients.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESSION_ENDED_CLOSE } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../cli/admin.ts';
import { LiveSite, type TestClient } from '../../testing/test-live.ts';

const dir = mkdtempSync(join(tmpdir(), 'tengen-reset-sockets-'));
let site: LiveSite;
const open: TestClient[] = [];

beforeAll(async () => {
  site = await LiveSite.start(undefined, dir);
});
afterAll(async () => {
  for (const client of open) client.close();
  await site.destroy();
});

async function resetLinkToken(username: string): Promise<string> {
  const out: string[] = [];
  const code = await runAdmin(
    ['user', 'reset-link', username],
    { out: (line) => out.push(line), err: () => {} },
    { TENGEN_DATA_DIR: dir },
  );
  expect(code).toBe(0);
  return String((JSON.parse(out[0] ?? '{}') as { link?: string }).link).split('#')[1] ?? '';
}

describe('a password reset', () => {
  it("closes every socket of the account's sessions with the reason 'password', and no one else's", async () => {
    const ann = await site.register('ann');
    const bystander = await site.register('ben');
    const annSocket = await site.joinLobby(ann);
    const benSocket = await site.joinLobby(bystander);
    open.push(annSocket, benSocket);

    const token = await resetLinkToken('ann');
    const reset = await fetch(`${site.url}/api/account/reset/`, {
      method: 'POST',
      body: new URLSearchParams({ token, password: 'lantern-ladder-77' }),
    });
    expect([reset.status, await reset.json()]).toEqual([200, { result: 0 }]);

    expect(await annSocket.closed()).toBe(SESSION_ENDED_CLOSE);
    expect(annSocket.closeReason).toBe('password');
    const me = await fetch(`${site.url}/api/account/me/`, { headers: { authorization: `JWT ${ann.token}` } });
    expect(me.status).toBe(401);
    benSocket.send({ cmd: 'ping' });
    await benSocket.next('ping_resp');
  });
});
