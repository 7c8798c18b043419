import { afterEach, describe, expect, it } from 'vitest';
import { GNUGO, MIDGAME_19 } from '../testing/test-gnugo.ts';
import { GtpClient } from './gtp-client.ts';
import { GtpError } from './gtp-errors.ts';

const clients: GtpClient[] = [];
/** What the clients told their `warn` (the server's log). */
let warnings: string[] = [];
const warn = (message: string) => void warnings.push(message);
function gnugo(timeoutMs = 10_000): GtpClient {
  const client = new GtpClient({ command: [GNUGO, '--mode', 'gtp', '--level', '1'], timeoutMs, warn });
  clients.push(client);
  return client;
}
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  warnings = [];
});

async function failureOf(p: Promise<unknown>): Promise<GtpError> {
  const error = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GtpError);
  return error as GtpError;
}

describe('GtpClient against GNU Go', () => {
  it('answers protocol_version, sets up a board, plays and generates a move', async () => {
    const engine = gnugo();
    expect(await engine.send('protocol_version')).toBe('2');
    expect(await engine.send('boardsize 9')).toBe('');
    expect(await engine.send('clear_board')).toBe('');
    expect(await engine.send('play black E5')).toBe('');
    expect(await engine.send('genmove white')).toMatch(/^[A-HJ][1-9]$/);
    expect(await engine.send('list_stones black')).toBe('E5');
  });

  it('keeps commands in order when many are queued at once', async () => {
    const engine = gnugo();
    await engine.send('boardsize 9');
    const names = await Promise.all([engine.send('name'), engine.send('version'), engine.send('name')]);
    expect(names).toEqual(['GNU Go', '3.8', 'GNU Go']);
  });

  it('reads a multi-line reply whole', async () => {
    const engine = gnugo();
    await engine.send('boardsize 9');
    const board = await engine.send('showboard');
    expect(board.split('\n').length).toBeGreaterThan(9);
    expect(await engine.send('name')).toBe('GNU Go'); // the next reply is not confused with it
  });

  it('an illegal move is the engine refusing, and the engine goes on', async () => {
    const engine = gnugo();
    await engine.send('boardsize 9');
    await engine.send('play black E5');
    const occupied = await failureOf(engine.send('play white E5'));
    expect(occupied.failure).toBe('ENGINE_REFUSED');
    expect(occupied.message).toBe('illegal move');
    expect((await failureOf(engine.send('play white Z9'))).failure).toBe('ENGINE_REFUSED');
    expect((await failureOf(engine.send('no_such_command'))).message).toBe('unknown command');
    expect(await engine.send('list_stones black')).toBe('E5');
    expect(engine.starts).toBe(1);
  });

  it('a command over its time limit kills the process; the waiting ones fail; the next command works', async () => {
    const engine = gnugo();
    await engine.send(`loadsgf ${MIDGAME_19.file} ${MIDGAME_19.move}`);
    const firstPid = engine.pid;
    // final_status_list before the end of a 19x19 game reads for many seconds (measured 20 s at level 1)
    const slow = engine.send('final_status_list dead', 300);
    const behind = engine.send('name');
    const timedOut = await failureOf(slow);
    expect(timedOut.failure).toBe('TIMEOUT');
    expect(timedOut.message).toContain('final_status_list dead');
    expect((await failureOf(behind)).failure).toBe('DIED');
    expect(await engine.send('name')).toBe('GNU Go');
    expect(engine.pid).not.toBe(firstPid);
    expect(engine.starts).toBe(2);
    expect(warnings).toEqual([
      `engine process ${firstPid} killed: no answer to "final_status_list dead" within 300 ms`,
    ]);
    expect(await engine.send('list_stones black')).toBe(''); // a fresh process: the position is gone
  });

  it('a process killed from outside fails its command and is started again', async () => {
    const engine = gnugo();
    await engine.send(`loadsgf ${MIDGAME_19.file} ${MIDGAME_19.move}`);
    const slow = engine.send('final_status_list dead');
    const pid = engine.pid as number;
    process.kill(pid, 'SIGKILL');
    const died = await failureOf(slow);
    expect(died.failure).toBe('DIED');
    expect(died.message).toContain('SIGKILL');
    expect(warnings).toEqual([`engine process ${pid} ${GNUGO} exited (SIGKILL)`]);
    expect(await engine.send('protocol_version')).toBe('2');
    expect(engine.starts).toBe(2);
  });

  it('an engine that cannot be started fails cleanly, every time', async () => {
    const engine = new GtpClient({
      command: ['/nonexistent/engine', '--mode', 'gtp'],
      timeoutMs: 5000,
      warn,
    });
    clients.push(engine);
    const [a, b] = await Promise.all([failureOf(engine.send('name')), failureOf(engine.send('version'))]);
    expect(warnings).toEqual(['cannot run /nonexistent/engine: spawn /nonexistent/engine ENOENT']);
    expect(a.failure).toBe('SPAWN_FAILED');
    expect(a.message).toContain('/nonexistent/engine');
    expect(b.failure).toBe('SPAWN_FAILED');
    expect((await failureOf(engine.send('name'))).failure).toBe('SPAWN_FAILED');
  });

  it('an engine that exits at once reports its standard error', async () => {
    const engine = new GtpClient({ command: [GNUGO, '--no-such-option'], timeoutMs: 5000 });
    clients.push(engine);
    const died = await failureOf(engine.send('name'));
    expect(died.failure).toBe('DIED');
    expect(engine.recentStderr.join('\n')).toMatch(/option/i);
  });

  it('refuses a command with a line break (it would be two commands) and anything after close', async () => {
    const engine = gnugo();
    expect((await failureOf(engine.send('name\nquit'))).failure).toBe('ENGINE_REFUSED');
    expect(await engine.send('name')).toBe('GNU Go');
    await engine.close();
    expect((await failureOf(engine.send('name'))).failure).toBe('CLOSED');
    expect(warnings).toEqual([]); // a process that quits when asked did not crash
  });
});
