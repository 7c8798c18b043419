import { moveToSgf, pointName, sgfToMove } from '@tengen/core';
import type { AskedMove } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/button.tsx';
import type { ReviewAction, ReviewState } from '../review/review-navigation.ts';
import { type AnalysisMarks, askMarks } from './analysis-model.ts';
import { ProblemText } from './analysis-status-view.tsx';
import type { AnalysisData } from './use-analysis-data.ts';

export interface AskMoveTabProps {
  readonly data: AnalysisData;
  readonly review: ReviewState;
  readonly dispatch: (action: ReviewAction) => void;
  /** The game's moves (SGF). */
  readonly moves: readonly string[];
  readonly marks: AnalysisMarks | null;
  readonly setMarks: (marks: AnalysisMarks | null) => void;
}

/** Puts the review at an ask's position: the game's first `step` moves, then its tried moves. */
function showAskPosition(dispatch: AskMoveTabProps['dispatch'], ask: AskedMove, size: number): void {
  dispatch({ type: 'goTo', step: ask.step });
  if (ask.testpos.length === 0) return;
  dispatch({ type: 'setTrying', on: true });
  for (const point of ask.testpos) {
    const move = sgfToMove(point, size);
    if (move.ok) dispatch({ type: 'play', vertex: move.value });
  }
}

/**
 * Ask-a-move (2 Weidou): GNU Go plays on from the position on the board (the review's move and
 * any tried moves after it); its line is numbered on the board. The viewer's asks on this game
 * can be shown again or deleted.
 */
export function AskMoveTab({ data, review, dispatch, moves, marks, setMarks }: AskMoveTabProps) {
  const { t } = useTranslation('analysis');
  const size = review.record.size;
  const tried = review.variation.slice(0, review.shown).map((m) => moveToSgf(m.vertex, size));
  const asks = data.report?.asks ?? [];
  const lineText = (ask: AskedMove) =>
    ask.moves.length === 0
      ? t('ask.resigns')
      : ask.moves.map((p, i) => `${i + 1}. ${pointName(p, size) ?? t('problems.pass')}`).join('  ');

  const ask = async () => {
    const asked = await data.ask(review.step, tried);
    if (asked) setMarks(askMarks(moves, asked));
  };

  return (
    <div className="tg-analysis__ask">
      <p>{t('ask.intro')}</p>
      <p className="tg-analysis__position">
        {tried.length > 0
          ? t('ask.tried', { count: tried.length, step: review.step })
          : t('ask.position', { step: review.step })}
      </p>
      <Button variant="primary" busy={data.asking} onClick={() => void ask()}>
        {data.asking ? t('ask.asking') : t('ask.button')}
      </Button>
      <ProblemText problem={data.problem} />
      <h3 className="tg-analysis__subtitle">{t('ask.mine')}</h3>
      {asks.length === 0 ? <p>{t('ask.none')}</p> : null}
      <ul className="tg-analysis__asks">
        {asks.map((a) => {
          const shown = askMarks(moves, a);
          const current = marks?.kind === 'ask' && marks.positionKey === shown.positionKey;
          return (
            <li key={a.id} className="tg-analysis__ask-item" aria-current={current || undefined}>
              <span className="tg-analysis__line">
                {a.testpos.length > 0
                  ? t('ask.lineTried', { step: a.step, count: a.testpos.length, moves: lineText(a) })
                  : t('ask.line', { step: a.step, moves: lineText(a) })}
              </span>
              <Button
                onClick={() => {
                  showAskPosition(dispatch, a, size);
                  setMarks(shown);
                }}
              >
                {t('ask.show')}
              </Button>
              <Button variant="quiet" onClick={() => data.deleteAsk(a.id)}>
                {t('ask.delete')}
              </Button>
            </li>
          );
        })}
      </ul>
      {marks?.kind === 'ask' ? <p className="tg-analysis__legend">{t('ask.legend')}</p> : null}
    </div>
  );
}
