import type { LobbyInfo, PlayInfo } from '@tengen/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_LIMITS } from '../accounts/auth-limits.ts';
import { httpRequest, postForm, type TestAnswer } from '../testing/test-http.ts';
import { LiveSite } from '../testing/test-live.ts';
import { startTestProxy, type TestProxy } from '../testing/test-proxy.ts';

const PUBLIC_URL = 'https://go.example.org';

/**
 * The real server behind a real proxy (127.0.0.1, appending X-Forwarded-For), reached by
 * clients on several loopback addresses that write their own X-Forwarded-* headers.
 */
describe('behind a reverse proxy', () => {
  let site: LiveSite;
  let proxy: TestProxy | null = null;
  afterEach(async () => {
    await proxy?.close();
    proxy = null;
    await site.destroy();
  });
  const start = async (trust: string) => {
    site = await LiveSite.start(undefined, undefined, {}, undefined, {
      TENGEN_TRUST_PROXY: trust,
      TENGEN_PUBLIC_URL: PUBLIC_URL,
    });
    proxy = await startTestProxy(site.url);
    return proxy.url;
  };
  const status = (answer: TestAnswer) => answer.status;

  it('a client that writes its own X-Forwarded-For is still counted by its own address (one hop trusted)', async () => {
    const via = await start('1');
    await site.register('alice');
    const { max } = AUTH_LIMITS.loginsPerAddress;
    const login = (n: number, from: string) =>
      postForm(
        `${via}/api/account/login/`,
        { username: 'alice', password: 'correct-horse' },
        { from, headers: { 'x-forwarded-for': `10.9.${n}.1, 203.0.113.7` } },
      );
    for (let n = 0; n < max; n++) expect(status(await login(n, '127.0.0.2'))).toBe(200);
    expect(status(await login(max, '127.0.0.2'))).toBe(429);
    expect(status(await login(max + 1, '127.0.0.3'))).toBe(200);
  });

  it('registrations from one client behind the proxy meet the per-address limit', async () => {
    const via = await start('1');
    const { max } = AUTH_LIMITS.registrationsPerAddress;
    const register = (n: number, from: string) =>
      postForm(
        `${via}/api/account/register/`,
        { username: `player${n}`, password: 'correct-horse' },
        { from, headers: { 'x-forwarded-for': `10.9.${n}.1` } },
      );
    for (let n = 0; n < max; n++) expect(status(await register(n, '127.0.0.4'))).toBe(200);
    expect(status(await register(max, '127.0.0.4'))).toBe(429);
    expect(status(await register(max + 1, '127.0.0.5'))).toBe(200);
  });

  it('a list of proxy addresses: a client that goes around the proxy is counted as itself', async () => {
    const via = await start('127.0.0.1');
    await site.register('bob');
    const login = (url: string, from: string, n: number) =>
      postForm(
        `${url}/api/account/login/`,
        { username: 'bob', password: 'correct-horse' },
        { from, headers: { 'x-forwarded-for': `10.8.${n}.1` } },
      );
    const { max } = AUTH_LIMITS.loginsPerAddress;
    // Straight to the server from 127.0.0.6, which is no proxy: its header is not believed.
    for (let n = 0; n < max; n++) expect(status(await login(site.url, '127.0.0.6', n))).toBe(200);
    expect(status(await login(site.url, '127.0.0.6', max))).toBe(429);
    // Through the proxy, the address it appends is believed.
    expect(status(await login(via, '127.0.0.7', 0))).toBe(200);
  });

  it('X-Forwarded-Host and -Proto change neither the socket URLs nor the page root', async () => {
    const via = await start('1');
    const alice = await site.register('alice');
    const bob = await site.register('bob');
    const play = await site.createPlay(alice, bob);
    const forged = { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http', host: 'evil.example' };
    const info = JSON.parse(
      (await httpRequest(`${via}/jwt/getplayinfo/${play.id}/`, { headers: forged, from: '127.0.0.8' })).body,
    ) as PlayInfo;
    expect([info.sockethost, info.sockethost2]).toEqual([
      'wss://go.example.org/ws',
      'wss://go.example.org/ws2',
    ]);
    const lobby = JSON.parse(
      (await httpRequest(`${via}/api/lobby/`, { headers: forged, from: '127.0.0.8' })).body,
    ) as LobbyInfo;
    expect(lobby.sockethost).toBe('wss://go.example.org/ws');
  });
});
