/**
 * The small draggable research window: its own board starting from a position of the game,
 * its own controls (play through, back, forward, clear) and an estimate panel. Moves played
 * on its board are tried moves of a review state of its own; the game is never touched.
 */
import type { BoardConfig } from '@tengen/board';
import { BoardView } from '@tengen/board/react';
import { moveToSgf, vertexToSgf } from '@tengen/core';
import { useId, useMemo, useReducer, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBoardLabels } from '../../../common/board/board-labels.ts';
import { useAutoPlay } from '../review/auto-play.ts';
import {
  atEnd,
  atStart,
  NAVIGATION,
  positionMoves,
  type ReviewState,
  reviewReducer,
} from '../review/review-navigation.ts';
import { boardRecord, type ReviewRecord } from '../review/review-record.ts';
import { positionKey } from '../state/live-position.ts';
import type { PositionEstimate } from './estimate.ts';
import { EstimatePanel } from './estimate-panel.tsx';
import { useDraggable } from './use-draggable.ts';
import './research.css';

/** What the estimate call (POST /jwt/getmuscore/) needs about the position on the research board. */
export interface EstimateRequest {
  readonly positionKey: string;
  readonly size: number;
  readonly blackFirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly moves: readonly string[];
}

export interface ResearchWindowProps {
  readonly record: ReviewRecord;
  /** The game's move the research starts from. */
  readonly fromStep: number;
  readonly estimate: PositionEstimate | null;
  readonly estimatePending: boolean;
  /** Why the last estimate failed, in words. */
  readonly estimateError?: string | null;
  readonly onEstimate?: (request: EstimateRequest) => void;
  readonly onClose: () => void;
  /** Extra board settings (style, coordinates, sound) from the viewer's settings. */
  readonly board?: Pick<BoardConfig, 'boardStyle' | 'stoneStyle' | 'showCoor' | 'audioOn' | 'theme'>;
}

function start(record: ReviewRecord, fromStep: number): ReviewState {
  return {
    record,
    step: Math.max(0, Math.min(fromStep, record.mainLine.length)),
    trying: true,
    variation: [],
    shown: 0,
    error: null,
  };
}

export function ResearchWindow({
  record,
  fromStep,
  estimate,
  estimatePending,
  estimateError = null,
  onEstimate,
  onClose,
  board,
}: ResearchWindowProps) {
  const { t } = useTranslation('review');
  // The research line is the game up to `fromStep` and nothing after it.
  const base = useMemo(
    () => ({ ...record, mainLine: record.mainLine.slice(0, fromStep) }),
    [record, fromStep],
  );
  const [state, dispatch] = useReducer(reviewReducer, base, (r) => start(r, fromStep));
  const home = Math.min(fromStep, record.mainLine.length);
  const titleId = useId();
  const win = useRef<HTMLDivElement>(null);
  const { position, handleProps } = useDraggable(win, { x: 16, y: 72 });
  const [playing, setPlaying] = useAutoPlay(() => dispatch(NAVIGATION.forward1), atEnd(state));

  const moves = positionMoves(state);
  const sgfMoves = moves.map((m) => moveToSgf(m.vertex, record.size));
  const key = positionKey(sgfMoves);
  const labels = useBoardLabels();
  const config = useMemo<BoardConfig>(
    () => ({
      ...board,
      labels,
      kind: 'game',
      record: boardRecord(state.record, positionMoves(state)),
      clickMode: 'play',
      lastMoveMark: true,
      events: { onPlay: (move) => dispatch({ type: 'play', vertex: move.vertex }) },
    }),
    [board, state, labels],
  );
  const go = (action: Parameters<typeof dispatch>[0]) => {
    setPlaying(false);
    dispatch(action);
  };
  const tried = state.shown;

  return (
    <div
      ref={win}
      className="tg-research"
      role="dialog"
      aria-labelledby={titleId}
      style={{ left: position.x, top: position.y }}
    >
      <div className="tg-research__bar" title={t('research.drag')} {...handleProps}>
        <h2 id={titleId} className="tg-research__title">
          {t('research.title')}
        </h2>
        <button
          type="button"
          className="tg-research__close"
          aria-label={t('research.close')}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      <BoardView className="tg-research__board" config={config} />
      <div className="tg-research__controls">
        <button
          type="button"
          aria-pressed={playing}
          disabled={atEnd(state) && !playing}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? t('research.pause') : t('research.play')}
        </button>
        <button type="button" disabled={atStart(state)} onClick={() => go(NAVIGATION.back1)}>
          {t('research.back')}
        </button>
        <button type="button" disabled={atEnd(state)} onClick={() => go(NAVIGATION.forward1)}>
          {t('research.forward')}
        </button>
        <button
          type="button"
          disabled={state.variation.length === 0 && state.step === home}
          onClick={() => {
            setPlaying(false);
            dispatch({ type: 'goTo', step: home });
          }}
        >
          {t('research.clear')}
        </button>
      </div>
      <p className="tg-research__status" aria-live="polite">
        {state.error && state.error !== 'BAD_POINT'
          ? t(`moveError.${state.error}`)
          : t('research.tried', { count: tried })}
      </p>
      <EstimatePanel
        positionKey={key}
        estimate={estimate}
        pending={estimatePending}
        error={estimateError}
        onRequest={
          onEstimate
            ? () =>
                onEstimate({
                  positionKey: key,
                  size: record.size,
                  blackFirst: record.firstColor === 1,
                  prepos: {
                    black: record.setup.black.map(vertexToSgf),
                    white: record.setup.white.map(vertexToSgf),
                  },
                  moves: sgfMoves,
                })
            : undefined
        }
      />
    </div>
  );
}
