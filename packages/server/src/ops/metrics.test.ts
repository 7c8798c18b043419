import { afterEach, describe, expect, it } from 'vitest';
import { type Engines, startEngines } from '../engines/engines.ts';
import type { EnginePosition } from '../engines/gtp-position.ts';
import { GNUGO } from '../testing/test-gnugo.ts';
import { parseMetrics } from '../testing/test-scrape.ts';
import { Metrics } from './metrics.ts';

const read = async (metrics: Metrics) => parseMetrics((await metrics.exposition()).text);

const EMPTY_9: EnginePosition = {
  size: 9,
  komi: 7.5,
  setup: { black: [], white: [] },
  firstColor: 1,
  moves: [],
};

describe('Metrics', () => {
  const pools: Engines[] = [];
  afterEach(async () => {
    await Promise.all(pools.splice(0).map((e) => e.pool.close()));
  });

  it('names every metric of its own tengen_…, with a type, beside the process metrics', async () => {
    const scraped = await read(new Metrics());
    const own = [...scraped.types.keys()].filter((name) => name.startsWith('tengen_'));
    expect(own.sort()).toEqual([
      'tengen_engine_job_seconds',
      'tengen_engine_jobs_refused_total',
      'tengen_engine_jobs_running',
      'tengen_engine_processes',
      'tengen_engine_queue_length',
      'tengen_engine_wait_seconds',
      'tengen_game_rooms',
      'tengen_http_errors_total',
      'tengen_http_requests_total',
      'tengen_live_games',
      'tengen_moves_total',
      'tengen_open_sockets',
      'tengen_owned_games',
      'tengen_socket_errors_total',
      'tengen_store_commit_seconds',
    ]);
    expect(scraped.types.get('tengen_moves_total')).toBe('counter');
    expect(scraped.types.get('tengen_store_commit_seconds')).toBe('histogram');
    expect(scraped.types.get('tengen_open_sockets')).toBe('gauge');
    expect(scraped.value('process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(scraped.value('nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('keeps each server’s numbers apart: two sets in one process share nothing', async () => {
    const a = new Metrics();
    const b = new Metrics();
    a.live.moves += 3;
    a.observeCommit(0.003);
    a.countRequest('GET', '/healthz', 200);
    const [ra, rb] = [await read(a), await read(b)];
    expect([ra.value('tengen_moves_total'), rb.value('tengen_moves_total')]).toEqual([3, 0]);
    expect([
      ra.value('tengen_store_commit_seconds_count'),
      rb.value('tengen_store_commit_seconds_count'),
    ]).toEqual([1, 0]);
    expect(ra.value('tengen_store_commit_seconds_bucket', { le: '0.004' })).toBe(1);
    expect(ra.value('tengen_store_commit_seconds_bucket', { le: '0.002' })).toBe(0);
    expect(ra.value('tengen_http_requests_total', { route: '/healthz', status: '200' })).toBe(1);
    expect(rb.value('tengen_http_requests_total')).toBeUndefined();
  });

  it('reads the live counts, the rooms and the HTTP errors when scraped', async () => {
    const metrics = new Metrics();
    Object.assign(metrics.live, { openSockets: 4, malformedFrames: 2, limitedFrames: 5, brokenSockets: 1 });
    metrics.watch({ rooms: () => ({ rooms: 3, live: 2, owned: 1 }) });
    metrics.countRequest('POST', '/api/account/login/', 500);
    metrics.countRequest('GET', undefined, 404);
    const scraped = await read(metrics);
    expect(scraped.value('tengen_open_sockets')).toBe(4);
    expect(scraped.value('tengen_live_games')).toBe(2);
    expect(scraped.value('tengen_game_rooms')).toBe(3);
    expect(scraped.value('tengen_owned_games')).toBe(1);
    expect(scraped.value('tengen_socket_errors_total', { kind: 'malformed' })).toBe(2);
    expect(scraped.value('tengen_socket_errors_total', { kind: 'rate_limited' })).toBe(5);
    expect(scraped.value('tengen_socket_errors_total', { kind: 'handler' })).toBe(0);
    expect(scraped.value('tengen_socket_errors_total', { kind: 'socket' })).toBe(1);
    expect(scraped.value('tengen_http_errors_total')).toBe(1);
    expect(scraped.value('tengen_http_requests_total', { route: 'unmatched', status: '404' })).toBe(1);
  });

  it('once stopped, exposes nothing and reads no source', async () => {
    const metrics = new Metrics();
    let reads = 0;
    metrics.watch({
      rooms: () => {
        reads++;
        return { rooms: 1, live: 1, owned: 1 };
      },
    });
    expect((await read(metrics)).value('tengen_live_games')).toBe(1);
    const readsBefore = reads;
    expect(readsBefore).toBeGreaterThan(0);
    metrics.stop();
    expect((await metrics.exposition()).text.trim()).toBe('');
    expect(reads).toBe(readsBefore);
  });

  it('times real engine jobs by lane and outcome, and reads the queue', async () => {
    const metrics = new Metrics();
    const engines = startEngines(
      {
        command: [GNUGO, '--mode', 'gtp'],
        processes: 1,
        liveProcesses: 0,
        maxQueued: 4,
        maxQueuedLive: 4,
        commandTimeoutMs: 10_000,
        judgeLevel: 1,
        finalTimeoutMs: 10_000,
        machineBeans: 5,
        judgementsPerMinute: { guest: 10, user: 30 },
      },
      undefined,
      metrics.observeEngineJob,
    );
    pools.push(engines);
    metrics.watch({ engines: () => engines.pool.metrics() });
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    const held = engines.pool.run({
      owner: 'play:1',
      lane: 'live',
      position: EMPTY_9,
      work: (engine) =>
        new Promise<string>((resolve) => {
          release = () => resolve(engine.send('name'));
          started();
        }),
    });
    const waiting = engines.pool.run({
      owner: 'user:1',
      lane: 'background',
      position: EMPTY_9,
      work: (engine) => engine.send('no_such_command'),
    });
    await running;
    const during = await read(metrics);
    expect(during.value('tengen_engine_queue_length', { lane: 'background' })).toBe(1);
    expect(during.value('tengen_engine_queue_length', { lane: 'live' })).toBe(0);
    expect(during.value('tengen_engine_jobs_running')).toBe(1);
    expect(during.value('tengen_engine_processes')).toBe(1);
    release();
    expect(await held).toBe('GNU Go');
    await expect(waiting).rejects.toThrow();
    const after = await read(metrics);
    expect(after.value('tengen_engine_job_seconds_count', { lane: 'live', outcome: 'ok' })).toBe(1);
    expect(after.value('tengen_engine_job_seconds_count', { lane: 'background', outcome: 'failed' })).toBe(1);
    expect(after.value('tengen_engine_job_seconds_sum', { lane: 'live' })).toBeGreaterThan(0);
    expect(after.value('tengen_engine_wait_seconds_count', { lane: 'background' })).toBe(1);
    expect(after.value('tengen_engine_queue_length')).toBe(0);
  });
});
