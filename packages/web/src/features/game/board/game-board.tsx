import type { BoardApi, BoardConfig } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import type { Vertex } from '@tengen/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../common/settings/settings.ts';
import { useBoardAccess } from '../access/use-board-access.ts';
import { useAnalysisBoard } from '../analysis/use-analysis-board.ts';
import { useChoicesBoard } from '../choices/use-choices-board.ts';
import { useGameSlice } from '../game-context.tsx';
import { useJudgementMarks } from '../judgement/use-judgement-marks.ts';
import { usePlayUi, useShownMoves } from '../play-ui.tsx';
import { NAVIGATION } from '../review/review-navigation.ts';
import { useReviewBoard } from '../review/use-review-board.ts';
import { useWheelSteps } from '../review/wheel-steps.ts';
import { positionKey } from '../state/live-position.ts';
import { BoardNotice } from '../status/board-notice.tsx';
import { boardMoveNumbers } from '../toolbar/toolbar-model.ts';
import { shownMoves } from './board-sync.ts';
import { useMoveConfirm } from './move-confirm.ts';
import { useBoardReady } from './use-board-ready.ts';
import { useCountedPosition } from './use-counted-position.ts';
import { useLiveBoard } from './use-live-board.ts';

export interface GameBoardProps {
  /** The board's side in CSS pixels, fitted by the layout. */
  readonly size: number;
}

/**
 * The board widget on the game page: the live game while it is played (use-live-board.ts), the
 * review's place afterwards (use-review-board.ts), drawn with the viewer's settings (coordinates,
 * sound, stone and board style), the toolbar's move numbers and rotation, and the situation
 * judgement's territory. In review a wheel notch over the board is one step.
 */
export function GameBoard({ size }: GameBoardProps) {
  const { t } = useTranslation('play');
  const ui = usePlayUi();
  const [settings] = useSettings();
  const boardSize = useGameSlice((s) => s.setup.size);
  const synced = useGameSlice((s) => s.synced);
  const finished = useGameSlice((s) => s.finish !== null);
  const shown = useShownMoves();
  const [api, setApi] = useState<BoardApi | null>(null);
  const wrapper = useRef<HTMLElement>(null);
  const onCandidate = useRef<(vertex: Vertex) => void>(() => {});

  const initial = useMemo<BoardConfig>(
    () => ({
      kind: 'game',
      size: boardSize,
      clickMode: 'disabled',
      lastMoveMark: true,
      events: { onCandidate: (v) => onCandidate.current(v) },
    }),
    [boardSize],
  );

  // Move confirmation (the setting, or a small touch board's default) is off once the game is over.
  const moveConfirm = useMoveConfirm();
  useLiveBoard(api, onCandidate, moveConfirm && !finished, ui.review === null);
  useReviewBoard(api, onCandidate, ui.review, ui.view.letters);
  useAnalysisBoard(api, ui.review, ui.view.letters);
  // After the two above: an open move-choice panel takes the board's taps (tags, not moves).
  useChoicesBoard(api, onCandidate, wrapper, ui.review, ui.view.letters);
  useBoardAccess(api);

  useEffect(() => {
    api?.set({
      showCoor: settings.coordinates,
      audioOn: settings.sound,
      boardStyle: settings.boardStyle,
      stoneStyle: settings.stoneStyle,
      moveNumbers: boardMoveNumbers(ui.view.moveNumbers),
      rotation: ui.view.rotation,
    });
  }, [api, settings, ui.view]);

  const { judgement } = ui.judgement;
  const shownKey = positionKey(shown);
  const territoryShown = judgement.on && judgement.result !== null && judgement.positionKey === shownKey;
  // The lead, the territory and the dead stones all come from the judgement's one estimate.
  useJudgementMarks(api, wrapper, territoryShown ? judgement.result : null, shownKey);
  useCountedPosition(api, wrapper, territoryShown, shownKey);

  const review = ui.review;
  useWheelSteps(
    wrapper,
    (step) => review?.dispatch(step > 0 ? NAVIGATION.forward1 : NAVIGATION.back1),
    review !== null,
  );
  useBoardReady(api, synced);
  // What the widget itself shows, for tests and support: the moves to its current node.
  useEffect(() => {
    if (api && wrapper.current) wrapper.current.dataset.shown = shownMoves(api).join(' ');
  });

  return (
    <>
      <section
        ref={wrapper}
        className="tg-game-board"
        style={{ width: size, height: size }}
        aria-label={t('page.board')}
      >
        <BoardView config={initial} onApi={setApi} />
      </section>
      {/* Passes and refused moves, over the board (absolutely placed in the board's slot). */}
      <BoardNotice />
    </>
  );
}
