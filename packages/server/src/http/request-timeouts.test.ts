import { afterEach, describe, expect, it } from 'vitest';
import { LiveSite } from '../testing/test-live.ts';
import { rawConnection } from '../testing/test-raw-connections.ts';

describe('request deadlines, on the real server', () => {
  let site: LiveSite;
  afterEach(() => site.destroy());
  const start = (env: Record<string, string>) =>
    LiveSite.start(undefined, undefined, {}, undefined, env).then((started) => {
      site = started;
      return Number(new URL(started.url).port);
    });

  it('half a request, or half its body, is answered 408 and closed after the request timeout', async () => {
    const port = await start({ TENGEN_REQUEST_TIMEOUT_SECONDS: '1' });
    const headers = await rawConnection(port, '127.0.0.2');
    headers.write('GET /api/lobby/ HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const body = await rawConnection(port, '127.0.0.2');
    body.write(
      'POST /api/account/login/ HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nusername=a',
    );
    await Promise.all([headers.ended, body.ended]);
    expect(headers.text()).toMatch(/^HTTP\/1\.1 408 /);
    expect(body.text()).toMatch(/^HTTP\/1\.1 408 /);
  });
});
