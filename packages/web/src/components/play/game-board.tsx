import type { BoardApi, BoardConfig } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { type Vertex, vertexToSgf } from '@tengen/core';
import type { DisplaySettings } from '@tengen/protocol';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { syncBoard } from '../../lib/game/board-sync.ts';
import { boardAcceptsInput } from '../../lib/game/rules.ts';
import { useGameController, useGameSlice } from './game-context.tsx';

export interface GameBoardProps {
  /** The board's side in CSS pixels, fitted by the layout. */
  readonly size: number;
  readonly settings: DisplaySettings;
}

/**
 * The board widget wired to the game: it shows the server's moves, takes clicks only on the
 * viewer's own turn, shows the move on its way as a ghost stone, and asks for a second tap on
 * the same point when move confirmation is on (off once the game is over).
 */
export function GameBoard({ size, settings }: GameBoardProps) {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const setup = useGameSlice((s) => s.setup);
  const moves = useGameSlice((s) => s.moves);
  const accepts = useGameSlice(boardAcceptsInput);
  const pending = useGameSlice((s) => s.pendingMove);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const finished = useGameSlice((s) => s.finish !== null);
  const [api, setApi] = useState<BoardApi | null>(null);
  const loaded = useRef(false);
  const candidate = useRef<string | null>(null);
  const confirmMoves = settings.moveConfirm && !finished;

  const onCandidate = useRef((_: Vertex) => {});
  onCandidate.current = (vertex: Vertex) => {
    const point = vertexToSgf(vertex);
    if (confirmMoves && candidate.current !== point) {
      candidate.current = point;
      return;
    }
    candidate.current = null;
    controller.play(point);
  };

  const initial = useMemo<BoardConfig>(
    () => ({
      kind: 'game',
      size: setup.size,
      clickMode: 'disabled',
      lastMoveMark: true,
      events: { onCandidate: (v) => onCandidate.current(v) },
    }),
    [setup.size],
  );

  useEffect(() => {
    if (!api) return;
    syncBoard(api, setup, moves, loaded.current);
    loaded.current = true;
  }, [api, setup, moves]);

  useEffect(() => {
    if (!api) return;
    if (!accepts) candidate.current = null;
    api.set({
      clickMode: accepts ? 'candidate' : 'disabled',
      // Turning confirm mode off is how the widget drops a shown candidate.
      confirmMode: false,
      showCoor: settings.coordinates,
      audioOn: settings.sound,
      boardStyle: settings.boardStyle,
      stoneStyle: settings.stoneStyle,
      ghost: pending && pending.pos !== 'tt' && seat !== 0 ? { point: pending.pos, color: seat } : null,
    });
  }, [api, accepts, pending, seat, settings]);

  return (
    <section className="game-board" style={{ width: size, height: size }} aria-label={t('page.board')}>
      <BoardView config={initial} onApi={setApi} />
    </section>
  );
}
