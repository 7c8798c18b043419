/** The move-choice panel beside the game, rendered with a game as a player has it. */
import type { ServerMessage, StepOptions } from '@tengen/protocol';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../common/api/api-client.ts';
import type { SocketConnection } from '../../../common/socket/socket-connection.ts';
import { ManualTimers } from '../../../common/socket/test-timers.ts';
import { renderHtml, textOf } from '../../../common/test-render.ts';
import { GameProvider } from '../game-context.tsx';
import { GameController } from '../state/controller.ts';
import { T0, testInitData, testPlay } from '../state/test-game.ts';
import { ChoicesProvider } from './choices-context.tsx';
import { ChoicesPanel } from './choices-panel.tsx';

/** No call is made while the panel stays closed. */
const api = { call: async () => ({ ok: false }) } as unknown as ApiClient;

/** Black (alice) on move `moves.length + 1` of a 9×9 stepselect game with `saved` choices. */
function blackToPlay(moves: string[], saved: StepOptions[]): GameController {
  let deliver: (m: ServerMessage) => void = () => {};
  let connect: (s: 'joined') => void = () => {};
  const socket = {
    stats: { received: 0, dropped: 0, droppedBy: {}, opened: 0 },
    onMessage: (fn: typeof deliver) => {
      deliver = fn;
      return () => {};
    },
    onStateChange: (fn: typeof connect) => {
      connect = fn;
      return () => {};
    },
    start: () => {},
    close: () => {},
    send: () => true,
  } as unknown as SocketConnection;
  const controller = new GameController({
    play: testPlay({ lu: 9, stepselect: true, stepoptions: saved }),
    api,
    navigate: () => {},
    reload: () => {},
    socket,
    now: () => T0,
    timers: new ManualTimers(),
  });
  controller.start();
  connect('joined');
  deliver({ cmd: 'connected', username: 'alice', role: 'member', color: 1, now: T0 });
  deliver(testInitData({ pos: moves, nextcolor: 1, stepcount: moves.length }));
  return controller;
}

const panel = (controller: GameController, lang = 'en') =>
  textOf(
    renderHtml(
      <GameProvider controller={controller}>
        <ChoicesProvider api={api}>
          <ChoicesPanel />
        </ChoicesProvider>
      </GameProvider>,
      lang,
    ),
  );

describe('the closed move-choice panel', () => {
  it('lists the choices saved for the coming move beside its button, in the page language', () => {
    const saved = [{ step: 3, options: ['cc', 'gg'] }];
    const game = blackToPlay(['ee', 'gc'], saved);
    expect(panel(game)).toContain('Saved for move 3: A C7 · B G3');
    expect(panel(game, 'ja')).toContain('3手目に保存済み：A C7 · B G3');
  });

  it('says nothing of choices saved for another move', () => {
    const game = blackToPlay(['ee', 'gc'], [{ step: 1, options: ['cc', 'ee'] }]);
    expect(panel(game)).toContain('Move choices');
    expect(panel(game)).not.toContain('Saved for');
  });
});
