/**
 * The board during play: it shows the server's moves, takes clicks only on the viewer's own
 * turn, shows the move on its way as a ghost stone, and with move confirmation asks for a
 * second tap on the same point (the first shows the stone as a candidate).
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
  const pending = useGameSlice((s) => s.pendingMove);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const loaded = useRef(false);
  const candidate = useRef<string | null>(null);

  if (active) {
    onCandidate.current = (vertex: Vertex) => {
      const point = vertexToSgf(vertex);
      if (moveConfirm && candidate.current !== point) {
        candidate.current = point;
        return;
      }
      candidate.current = null;
      controller.play(point);
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
      clickMode: accepts ? 'candidate' : 'disabled',
      // Turning confirm mode off is how the widget drops a shown candidate.
      confirmMode: false,
      ghost: pending && pending.pos !== 'tt' && seat !== 0 ? { point: pending.pos, color: seat } : null,
    });
  }, [api, active, accepts, pending, seat, moveConfirm]);
}
