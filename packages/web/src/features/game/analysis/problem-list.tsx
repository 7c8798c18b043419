import { pointName, type Stone } from '@tengen/core';
import type { ProblemMove, RatePoint } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { type AnalysisMarks, percentText, problemMarks } from './analysis-model.ts';

export interface ProblemListProps {
  readonly problems: readonly ProblemMove[];
  readonly rates: readonly RatePoint[];
  /** The game's moves (SGF). */
  readonly moves: readonly string[];
  readonly size: number;
  readonly firstColor: Stone;
  readonly marks: AnalysisMarks | null;
  /** Shows move `step` on the board with these marks. */
  readonly onShow: (step: number, marks: AnalysisMarks | null) => void;
}

/** One side's problem moves: move, win rate lost, the move played and GNU Go's choice; a press shows it. */
export function ProblemList({ problems, rates, moves, size, firstColor, marks, onShow }: ProblemListProps) {
  const { t } = useTranslation('analysis');
  if (problems.length === 0) return <p>{t('problems.none')}</p>;
  const name = (point: string) => pointName(point, size) ?? t('problems.pass');
  return (
    <>
      <ul className="tg-analysis__problems">
        {problems.map((problem) => {
          const shown = problemMarks(
            moves,
            rates.find((r) => r.step === problem.step),
            problem.step,
            firstColor,
          );
          const current =
            shown !== null && marks?.kind === 'problem' && marks.positionKey === shown.positionKey;
          return (
            <li key={problem.step}>
              <button
                type="button"
                className="tg-analysis__problem-move"
                aria-current={current || undefined}
                onClick={() => onShow(problem.step, shown)}
              >
                <span className="tg-analysis__step">{t('problems.move', { step: problem.step })}</span>
                <span className="tg-analysis__loss">
                  {t('problems.loss', { percent: percentText(problem.downrate) })}
                </span>
                {shown?.kind === 'problem' ? (
                  <span className="tg-analysis__points">
                    {t('problems.played', { point: name(shown.played) })} ·{' '}
                    {t('problems.engine', { point: name(shown.engine) })}
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
      <p className="tg-analysis__legend">{t('problems.legend')}</p>
    </>
  );
}
