import { encodeForm } from '@tengen/protocol';
import { afterAll, describe, expect, it } from 'vitest';
import { ServeProcess } from '../testing/test-serve-process.ts';

afterAll(() => ServeProcess.killAll());

const judgeForm = encodeForm('estimateScore', {
  score: {
    prepos: { black: [], white: [] },
    posstr: ['ee'],
    gamerule: 1,
    rangzi: 0,
    gamesize: 9,
    blackfirst: 1,
    cmd: 'calc',
    daotiemu: 0,
  },
});

describe('tengen serve logs', () => {
  it('writes JSON lines: information on standard output, warnings on standard error', async () => {
    const server = ServeProcess.start({ env: { TENGEN_ENGINE: '/nonexistent/engine --mode gtp' } });
    const url = await server.url();
    const me = await fetch(`${url}/api/account/me/?token=not-a-real-token`);
    expect(me.status).toBe(401);
    const judged = await fetch(`${url}/jwt/getmuscore/`, {
      method: 'POST',
      body: new URLSearchParams(judgeForm),
    });
    expect(judged.status).toBe(503);
    await server.until(() => server.stdout.split('"msg":"request"').length === 3);
    await server.until(() => server.stderr.includes('cannot run /nonexistent/engine'));
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);

    const out = server.logLines('stdout');
    expect(out.every((line) => line.level === 30)).toBe(true);
    expect(out.map((line) => [line.component, line.msg])).toEqual(
      expect.arrayContaining([
        ['store', 'store opened'],
        ['rooms', 'unfinished games restored'],
        ['http', expect.stringMatching(/^Server listening at http:\/\/127\.0\.0\.1:\d+$/)],
        ['http', 'request'],
      ]),
    );
    expect(out.filter((line) => line.msg === 'request')).toEqual([
      expect.objectContaining({ method: 'GET', url: '/api/account/me/', status: 401 }),
      expect.objectContaining({ method: 'POST', url: '/jwt/getmuscore/', status: 503 }),
    ]);
    expect(server.stdout).not.toContain('not-a-real-token');
    expect(server.logLines('stderr')).toEqual([
      expect.objectContaining({
        level: 40,
        component: 'engines',
        msg: 'cannot run /nonexistent/engine: spawn /nonexistent/engine ENOENT',
      }),
    ]);
    server.removeData();
  });

  it('LOG_LEVEL=silent: only the command’s own line', async () => {
    const server = ServeProcess.start({ env: { LOG_LEVEL: 'silent' } });
    const url = await server.url();
    expect((await fetch(`${url}/api/account/me/`)).status).toBe(401);
    server.signal('SIGTERM');
    expect(await server.exited).toBe(0);
    expect([server.stdout.trim().split('\n').length, server.logLines('stdout'), server.stderr]).toEqual([
      1,
      [],
      '',
    ]);
    server.removeData();
  });
});
