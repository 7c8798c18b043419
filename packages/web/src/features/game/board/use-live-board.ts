/**
 * The board during play: it shows the server's moves, takes a player's clicks while the game is
 * on, shows the move on its way as a ghost stone, and with move confirmation asks for a second
 * tap on the same point (the first shows the stone as a candidate).
 *
 * A click that may not be played (a ko retake, a suicide, an occupied point, the opponent's
 * turn) leaves no stone: the widget's candidate is dropped at once and the controller tells why
 * (`refusedMove`, shown by status/board-notice.tsx). So the board takes a player's clicks on the
 * opponent's turn too, to say that it is not theirs rather than ignore them.
 */
import type { BoardApi } from '@tengen/board';
import { type Vertex, vertexToSgf } from '@tengen/core';
import { type RefObject, useEffect, useRef } from 'react';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { boardAcceptsInput } from '../state/rules.ts';
import { syncBoard } from './board-sync.ts';

export function useLiveBoard(
  api: BoardApi | null,
  onCandidate: RefObject<(vertex: Vertex) => void>,
  moveConfirm: boolean,
  active: boolean,
): void {
  const controller = useGameController();
  const setup = useGameSlice((s) => s.setup);
  const moves = useGameSlice((s) => s.moves);
  const accepts = useGameSlice(boardAcceptsInput);
  // A player's clicks are taken while the game is on, to play or to be told why not.
  const clickable = useGameSlice(
    (s) => (s.viewer?.seat ?? 0) !== 0 && s.status === 'playing' && s.finish === null,
  );
  const pending = useGameSlice((s) => s.pendingMove);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const loaded = useRef(false);
  const candidate = useRef<string | null>(null);

  if (active) {
    onCandidate.current = (vertex: Vertex) => {
      const point = vertexToSgf(vertex);
      // The widget has just drawn its candidate stone: it stays only while it waits for a second tap.
      const drop = () => {
        candidate.current = null;
        api?.set({ confirmMode: false });
      };
      if (!controller.checkMove(point)) return drop();
      if (moveConfirm && candidate.current !== point) {
        candidate.current = point;
        return;
      }
      // Sent: the move on its way replaces the candidate with its ghost stone (below).
      candidate.current = null;
      if (controller.play(point) !== 'SENT') drop();
    };
  }

  useEffect(() => {
    if (!api || !active) return;
    syncBoard(api, setup, moves, loaded.current);
    loaded.current = true;
  }, [api, active, setup, moves]);

  useEffect(() => {
    if (!api || !active) return;
    // A stone waiting for its second tap goes when input closes or confirmation is turned off.
    if (!accepts || !moveConfirm) candidate.current = null;
    api.set({
      clickMode: clickable ? 'candidate' : 'disabled',
      // Turning confirm mode off is how the widget drops a shown candidate.
      confirmMode: false,
      ghost: pending && pending.pos !== 'tt' && seat !== 0 ? { point: pending.pos, color: seat } : null,
    });
  }, [api, active, accepts, clickable, pending, seat, moveConfirm]);
}
