import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encodeForm, type RouteForm } from '@tengen/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/server-config.ts';
import { startServer } from '../server.ts';
import { corpusMoves, FINISHED_19 } from '../testing/test-gnugo.ts';
import { LiveSite } from '../testing/test-live.ts';

type Score = RouteForm<'estimateScore'>['score'];

describe('POST /jwt/getmuscore/ on the real server with GNU Go', () => {
  let site: LiveSite;
  beforeAll(async () => {
    site = await LiveSite.start();
  });
  afterAll(() => site?.destroy());

  const base: Score = {
    prepos: { black: [], white: [] },
    posstr: [],
    gamerule: 1,
    rangzi: 0,
    gamesize: 9,
    blackfirst: 1,
    cmd: 'calc',
    daotiemu: 0,
  };

  async function post(fields: Record<string, string>) {
    const res = await fetch(`${site.url}/jwt/getmuscore/`, {
      method: 'POST',
      body: new URLSearchParams(fields),
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }
  const ask = (score: Score) => post(encodeForm('estimateScore', { score }));
  /** The wire JSON of a valid request with some fields replaced as a careless client might. */
  const raw = (changes: Record<string, unknown>) => {
    const wire = JSON.parse(encodeForm('estimateScore', { score: base }).score) as Record<string, unknown>;
    return { score: JSON.stringify({ ...wire, ...changes }) };
  };

  it('judges a played-out game in hundredths, as the room counts', async () => {
    const moves = [...corpusMoves(FINISHED_19.file), 'tt', 'tt'];
    const { status, body } = await ask({ ...base, gamesize: 19, posstr: moves });
    expect(status).toBe(200);
    expect(body).toMatchObject({ win: 0, rule: 1 });
    expect((body.bscore as number) + (body.wscore as number)).toBe(36100);
    // komi 3¾ stones; engines/judge.test.ts checks these numbers against GNU Go's own final_score
    expect(body.winscore).toBe(((body.bscore as number) - (body.wscore as number)) / 2 - 375);
    expect(body.winscore).toBeGreaterThan(0);
  });

  it('answers the dead stones and territory of the same estimate, and never an older answer', async () => {
    const moves = [...corpusMoves(FINISHED_19.file), 'tt', 'tt'];
    const finished = await ask({ ...base, gamesize: 19, posstr: moves });
    const dead = finished.body.dead as string[];
    const bterritory = finished.body.bterritory as string[];
    const wterritory = finished.body.wterritory as string[];
    expect(dead.length).toBeGreaterThan(10);
    expect(bterritory.length + wterritory.length).toBeGreaterThan(50);
    expect(((finished.body.bscore as number) + (finished.body.wscore as number)) / 100).toBe(361);
    for (const empty of [[], ['tt']]) {
      const { status, body } = await ask({ ...base, gamesize: 19, posstr: empty });
      expect(status).toBe(200);
      // every point shared evenly; white leads by komi alone (3¾ stones)
      expect(body).toEqual({
        win: 1,
        winscore: 375,
        rule: 1,
        bscore: 18050,
        wscore: 18050,
        dead: [],
        bterritory: [],
        wterritory: [],
      });
    }
  });

  it('judges setup stones and a handicap komi', async () => {
    const score = {
      ...base,
      prepos: { black: ['cc', 'gg', 'cg', 'gc'], white: [] },
      rangzi: 4,
      blackfirst: 0 as const,
      posstr: ['ee'],
    };
    const { status, body } = await ask(score);
    expect(status).toBe(200);
    expect(body.win).toBe(0); // four handicap stones on 9×9: black far ahead
    expect((body.bscore as number) + (body.wscore as number)).toBe(8100);
  });

  it('refuses bad input with a 400 that says why, and changes nothing', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      [
        'an illegal move',
        encodeForm('estimateScore', { score: { ...base, posstr: ['ee', 'ee'] } }),
        /move 2 \(ee\) is illegal/,
      ],
      [
        'a point off the board',
        encodeForm('estimateScore', { score: { ...base, posstr: ['ss'] } }),
        /not a point/,
      ],
      [
        'a stone on a setup stone',
        encodeForm('estimateScore', {
          score: { ...base, prepos: { black: ['aa'], white: [] }, posstr: ['aa'] },
        }),
        /illegal/,
      ],
      ['a board size not played', raw({ gamesize: 11 }), /gamesize/],
      ['garbage', { score: '{not json' }, /score/],
      ['no score', {}, /score/],
      ['a move that is not a point', raw({ posstr: 'ee*zz9' }), /posstr/],
    ];
    for (const [name, fields, why] of cases) {
      const { status, body } = await post(fields);
      expect(status, name).toBe(400);
      expect(body.error, name).toBe('BAD_REQUEST');
      expect(String(body.message), name).toMatch(why);
    }
  });
});

describe('POST /jwt/getmuscore/ when the engines cannot serve', () => {
  async function startWith(env: Record<string, string>) {
    const dir = mkdtempSync(join(tmpdir(), 'tengen-engine-'));
    const config = loadConfig({ TENGEN_DATA_DIR: dir, PORT: '0', ...env });
    if (!config.ok) throw new Error(config.error);
    const server = await startServer({ ...config.value, passwordCost: { N: 2 ** 10, r: 8, p: 1 } });
    return {
      server,
      async stop() {
        await server.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const form = encodeForm('estimateScore', {
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

  it.each([
    [
      'an engine that cannot start',
      { TENGEN_ENGINE: '/nonexistent/engine --mode gtp' },
      /the engine failed: cannot run \/nonexistent\/engine/,
    ],
    ['a full queue', { TENGEN_ENGINE_QUEUE: '0' }, /busy/],
  ])('%s is a 503 that says so, at once', async (_name, env, why) => {
    const { server, stop } = await startWith(env);
    try {
      const res = await fetch(`${server.url}/jwt/getmuscore/`, {
        method: 'POST',
        body: new URLSearchParams(form),
      });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: string; message: string };
      expect(body.error).toBe('INTERNAL');
      expect(body.message).toMatch(why);
    } finally {
      await stop();
    }
  });
});
