import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** A real HTTP server on 127.0.0.1 that records each request and answers by path. */
let server: Server;
let base: string;
const seen: Seen[] = [];

function read(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => resolve(body));
  });
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await read(req);
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      authorization: req.headers.authorization,
      contentType: req.headers['content-type'],
      body,
    });
    const json = (status: number, value: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.url === '/jwt/querysecondp/12/') return json(200, { result: 0, secondid: 13 });
    if (req.url === '/jwt/getplayinfo/404/')
      return json(404, { error: 'NOT_FOUND', message: 'no such play' });
    if (req.url === '/jwt/adddianmucount/') return json(200, { result: 0 });
    if (req.url === '/api/account/login/') {
      res.setHeader('retry-after', '90');
      return json(429, { error: 'RATE_LIMITED', message: 'too many sign-in attempts; try again in 90 s' });
    }
    if (req.url === '/api/account/register/') {
      // With both, the body's retryAfter is the one read.
      res.setHeader('retry-after', '60');
      return json(429, { error: 'RATE_LIMITED', message: 'try again in 42 s', retryAfter: 42 });
    }
    if (req.url === '/jwt/getplayinfo/502/') {
      res.writeHead(502);
      return res.end('<html>bad gateway</html>');
    }
    json(500, { nonsense: true });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('createApiClient against a real HTTP server', () => {
  it('GET: the path filled from the route table, the JWT header, the typed answer', async () => {
    const api = createApiClient({ baseUrl: `${base}/`, token: 'tok-1' });
    const answer = await api.call('querySecondPlay', { params: { playid: 12 } });
    expect(answer).toEqual({ ok: true, value: { result: 0, secondid: 13 } });
    expect(seen.at(-1)).toMatchObject({
      method: 'GET',
      url: '/jwt/querysecondp/12/',
      authorization: 'JWT tok-1',
    });
  });

  it('POST: the form encoded by the protocol codecs', async () => {
    const api = createApiClient({ baseUrl: base, token: 'tok-2' });
    const answer = await api.call('addCountRequest', { form: { playid: 12 } });
    expect(answer.ok).toBe(true);
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/jwt/adddianmucount/',
      contentType: 'application/x-www-form-urlencoded',
      body: 'playid=12',
      authorization: 'JWT tok-2',
    });
  });

  it('a guest sends no Authorization header', async () => {
    const api = createApiClient({ baseUrl: base, token: null });
    await api.call('querySecondPlay', { params: { playid: 12 } });
    expect(seen.at(-1)?.authorization).toBeUndefined();
  });

  it('failures are values: the server error body, a bare status, no server at all, bad input', async () => {
    const api = createApiClient({ baseUrl: base, token: null });
    expect(await api.call('getPlayInfo', { params: { playid: 404 } })).toEqual({
      ok: false,
      error: { kind: 'api', status: 404, error: 'NOT_FOUND', message: 'no such play' },
    });
    const bare = await api.call('getPlayInfo', { params: { playid: 502 } });
    expect(bare).toMatchObject({ ok: false, error: { kind: 'http', status: 502 } });
    const count = seen.length;
    const bad = await api.call('getPlayInfo', { params: { playid: -1 } });
    expect(bad).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(seen.length, 'bad input never reaches the server').toBe(count);
    const limited = await api.call('login', { form: { username: 'lee', password: 'x' } });
    expect(limited).toEqual({
      ok: false,
      error: {
        kind: 'api',
        status: 429,
        error: 'RATE_LIMITED',
        message: 'too many sign-in attempts; try again in 90 s',
        retryAfterSeconds: 90,
      },
    });
    const named = await api.call('register', { form: { username: 'lee', password: 'password1' } });
    expect(named).toEqual({
      ok: false,
      error: {
        kind: 'api',
        status: 429,
        error: 'RATE_LIMITED',
        message: 'try again in 42 s',
        retryAfterSeconds: 42,
      },
    });
    const nobody = createApiClient({ baseUrl: 'http://127.0.0.1:1', token: null });
    expect(await nobody.call('querySecondPlay', { params: { playid: 1 } })).toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
  });
});
