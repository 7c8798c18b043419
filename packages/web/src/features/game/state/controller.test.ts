/** The controller's move attempts: what goes to the server, and what the page is told when nothing goes. */
import type { ClientMessage, ServerMessage } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../common/api/api-client.ts';
import type { ConnectionState, SocketConnection } from '../../../common/socket/socket-connection.ts';
import { ManualTimers } from '../../../common/socket/test-timers.ts';
import { GameController } from './controller.ts';
import { CLOCKS, posMessage, T0, testInitData, testPlay } from './test-game.ts';

/** A socket the test drives: what the page sent, and messages from the "server". */
function fakeSocket() {
  const sent: ClientMessage[] = [];
  let onMessage: (m: ServerMessage) => void = () => {};
  let onState: (s: ConnectionState) => void = () => {};
  let open = true;
  const socket = {
    stats: { received: 0, dropped: 0, droppedBy: {}, opened: 0 },
    onMessage: (fn: (m: ServerMessage) => void) => {
      onMessage = fn;
      return () => {};
    },
    onStateChange: (fn: (s: ConnectionState) => void) => {
      onState = fn;
      return () => {};
    },
    start: () => {},
    close: () => {},
    reconnect: () => {},
    send: (m: ClientMessage) => {
      if (open) sent.push(m);
      return open;
    },
  };
  return {
    socket: socket as unknown as SocketConnection,
    sent,
    receive: (...ms: ServerMessage[]) => {
      for (const m of ms) onMessage(m);
    },
    state: (s: ConnectionState) => onState(s),
    cut: () => {
      open = false;
    },
  };
}

/** Black (alice) in a 9×9 game with `moves` played. */
function game(moves: string[], seat: 1 | 2 = 1) {
  const fake = fakeSocket();
  const controller = new GameController({
    play: testPlay({ lu: 9 }),
    api: { call: async () => ({ ok: false }) } as unknown as ApiClient,
    navigate: () => {},
    reload: () => {},
    socket: fake.socket,
    now: () => T0,
    timers: new ManualTimers(),
  });
  controller.start();
  fake.state('joined');
  fake.receive(
    { cmd: 'connected', username: seat === 1 ? 'alice' : 'bob', role: 'member', color: seat, now: T0 },
    testInitData({ pos: moves, nextcolor: moves.length % 2 === 0 ? 1 : 2, stepcount: moves.length }),
  );
  return { controller, ...fake };
}

/**
 * A ko on the 9×9 board, white to play: black has just taken white's `cc` by playing `dc`, so
 * white may not take back at `cc` at once. (The browser test plays the same moves.)
 */
const KO = ['cb', 'db', 'bc', 'ec', 'cd', 'dd', 'gg', 'cc', 'dc'];

describe('move attempts', () => {
  it('a legal move goes, with its number', () => {
    const { controller, sent } = game([]);
    expect(controller.play('ee')).toBe('SENT');
    expect(sent.at(-1)).toEqual({ cmd: 'pos_stone', pos: 'ee', step: 1 });
    expect(controller.getState().refusedMove).toBeNull();
  });

  it.each([
    ['a ko retake', KO, 'cc', 'KO'],
    ['the ko taken elsewhere first', [...KO, 'hh', 'hg'], 'cc', null],
    ['an occupied point', ['ee'], 'ee', 'NOT_EMPTY'],
    ['a suicide', ['aa', 'bb', 'ia', 'ab', 'ib', 'ba'], 'aa', 'SUICIDE'],
  ])('%s: refused with its reason, or sent', (_, moves, point, code) => {
    const { controller, sent } = game(moves, moves.length % 2 === 0 ? 1 : 2);
    const before = sent.length;
    expect(controller.play(point)).toBe(code ?? 'SENT');
    expect(sent.length).toBe(code ? before : before + 1);
    expect(controller.getState().refusedMove).toEqual(code ? expect.objectContaining({ code }) : null);
  });

  it('out of turn: not sent, and the player is told it is not theirs', () => {
    const { controller, sent } = game(['ee'], 1);
    expect(controller.play('cc')).toBe('NOT_YOUR_TURN');
    expect(controller.getState().refusedMove).toMatchObject({ code: 'NOT_YOUR_TURN' });
    expect(sent.filter((m) => m.cmd === 'pos_stone')).toEqual([]);
  });

  it('the same mistake twice is told twice (a new id each time)', () => {
    const { controller } = game(['ee'], 1);
    controller.play('cc');
    const first = controller.getState().refusedMove;
    controller.play('cc');
    expect(controller.getState().refusedMove?.id).not.toBe(first?.id);
  });

  it('a second click while the move is on its way: nothing sent, nothing to tell', () => {
    const { controller, sent } = game([]);
    controller.play('ee');
    expect(controller.play('cc')).toBe('MOVE_PENDING');
    expect(sent.filter((m) => m.cmd === 'pos_stone')).toHaveLength(1);
    expect(controller.getState().refusedMove).toBeNull();
  });

  it('checkMove tells without sending: move confirmation checks the first tap', () => {
    const { controller, sent } = game(['ee'], 2);
    const before = sent.length;
    expect(controller.checkMove('cc')).toBe(true);
    expect(controller.getState().refusedMove).toBeNull();
    expect(controller.checkMove('ee')).toBe(false);
    expect(controller.getState().refusedMove).toMatchObject({ code: 'NOT_EMPTY' });
    expect(sent.length).toBe(before);
  });

  it('the server refuses a move: the ghost goes and the reason is told', () => {
    const { controller, receive } = game([]);
    controller.play('ee');
    expect(controller.getState().pendingMove).toEqual({ pos: 'ee', step: 1 });
    receive({ cmd: 'error', code: 'STALE_MOVE', message: 'x', replyTo: 'pos_stone' });
    expect(controller.getState().pendingMove).toBeNull();
    expect(controller.getState().refusedMove).toMatchObject({ code: 'STALE_MOVE' });
    receive(posMessage('ee', 1, CLOCKS));
    expect(controller.getState().refusedMove).toBeNull();
  });

  it('a lost link: the move is not lost silently', () => {
    const { controller, cut } = game([]);
    cut();
    expect(controller.play('ee')).toBe('NOT_CONNECTED');
    expect(controller.getState().refusedMove).toMatchObject({ code: 'NOT_JOINED' });
  });

  it('a pass out of turn is refused with the reason', () => {
    const { controller, sent } = game(['ee'], 1);
    expect(controller.pass()).toBe('NOT_YOUR_TURN');
    expect(sent.filter((m) => m.cmd === 'pass_req')).toEqual([]);
  });
});
