/**
 * The move choices after the game, for everyone (players and spectators): each move that had
 * choices, its letters and what was actually played, with a button that takes the review to the
 * position before that move, where the board shows the letters (use-choices-board.ts).
 */

import { pointName } from '@tengen/core';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { type ChoiceOutcome, lettersText, outcomeAt, stepsWithChoices } from './choice-tags.ts';
import { useChoices } from './choices-context.tsx';
import './choices.css';

export function ChoicesReview() {
  const { t } = useTranslation('choices');
  const { review } = usePlayUi();
  const choices = useChoices();
  const moves = useGameSlice((s) => s.moves);
  const size = useGameSlice((s) => s.setup.size);
  if (!review || !choices.enabled) return null;
  const steps = stepsWithChoices(choices.options);
  const current = review.state.shown === 0 ? review.state.step + 1 : null;
  const here = steps.find((s) => s.step === current) ?? null;
  const pass = t('review.pass');
  const outcome = (o: ChoiceOutcome) =>
    o.kind === 'chosen'
      ? t('review.chosen', { letter: o.letter })
      : o.kind === 'other'
        ? t('review.other', { point: pointName(o.move, size) ?? pass })
        : t('review.unplayed');
  return (
    <section className="tg-choices-review" aria-label={t('review.label')}>
      <h3 className="tg-choices__title">{t('review.label')}</h3>
      {/* The place's choices, said when the review reaches a move that had them. */}
      <p className="tg-choices-review__here" aria-live="polite">
        {here ? t('review.here', { step: here.step, outcome: outcome(outcomeAt(here, moves)) }) : null}
      </p>
      {steps.length === 0 ? (
        <p className="tg-choices__empty">{t('review.none')}</p>
      ) : (
        <ol className="tg-choices-review__steps">
          {steps.map((s) => (
            <li
              key={s.step}
              className="tg-choices-review__step"
              data-step={s.step}
              aria-current={s.step === current ? 'step' : undefined}
            >
              <button
                type="button"
                className="tg-choices-review__go"
                aria-label={t('review.goTo', { step: s.step })}
                onClick={() => review.dispatch({ type: 'goTo', step: s.step - 1 })}
              >
                {t('review.step', { step: s.step })}
              </button>
              <div className="tg-choices-review__text">
                <span className="tg-choices-review__letters">{lettersText(s.options, size, pass)}</span>
                <span className="tg-choices-review__outcome">{outcome(outcomeAt(s, moves))}</span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
