/**
 * The review controls after the game, in two parts the page places apart so that the board and
 * its navigation are always in view together (docs/game-page.md, "Review layout"):
 * `ReviewSteps` — start, back 5, back 1, forward 1, forward 5, end, auto-play and the place —
 * and `ReviewToggles` — try-variation, letter labels and (when the viewer may see it) situation
 * judgement. `ReviewControls` is both in one section. The navigation state comes in with its
 * dispatch; toggles report out.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../common/controls/index.ts';
import { useAutoPlay } from './auto-play.ts';
import { ReviewIcon } from './review-icons.tsx';
import {
  atEnd,
  atStart,
  moveNumber,
  NAVIGATION,
  type ReviewAction,
  type ReviewState,
} from './review-navigation.ts';
import './review.css';

export interface ReviewStepsProps {
  readonly state: ReviewState;
  readonly dispatch: (action: ReviewAction) => void;
}

export interface ReviewTogglesProps extends ReviewStepsProps {
  readonly letters: boolean;
  readonly onLettersChange: (on: boolean) => void;
  /** Shown only when given (maySeeJudgement decides). */
  readonly judgement?: boolean;
  readonly onJudgementChange?: (on: boolean) => void;
}

export type ReviewControlsProps = ReviewTogglesProps;

const BUTTONS = [
  ['toStart', 'back'],
  ['back5', 'back'],
  ['back1', 'back'],
  ['forward1', 'forward'],
  ['forward5', 'forward'],
  ['toEnd', 'forward'],
] as const;

/** The step buttons, auto-play, the place in the game and why a tried move was refused. */
export function ReviewSteps({ state, dispatch }: ReviewStepsProps) {
  const { t } = useTranslation('review');
  const end = atEnd(state);
  const start = atStart(state);
  const [playing, setPlaying] = useAutoPlay(() => dispatch(NAVIGATION.forward1), end);
  // Turning try-variation on or off stops auto-play, as a step does.
  const tryingWas = useRef(state.trying);
  useEffect(() => {
    if (tryingWas.current === state.trying) return;
    tryingWas.current = state.trying;
    setPlaying(false);
  });
  const go = (action: ReviewAction) => {
    setPlaying(false);
    dispatch(action);
  };
  const error = state.error && state.error !== 'BAD_POINT' ? t(`moveError.${state.error}`) : null;

  return (
    <>
      <div className="tg-review__steps">
        {BUTTONS.map(([name, direction]) => (
          <button
            key={name}
            type="button"
            className="tg-review__button"
            aria-label={t(`controls.${name}`)}
            title={t(`controls.${name}`)}
            disabled={direction === 'back' ? start : end}
            onClick={() => go(NAVIGATION[name])}
          >
            <ReviewIcon name={name} />
          </button>
        ))}
        <button
          type="button"
          className="tg-review__button tg-review__play"
          aria-pressed={playing}
          disabled={end && !playing}
          onClick={() => setPlaying(!playing)}
        >
          {playing ? t('controls.pause') : t('controls.autoPlay')}
        </button>
      </div>
      <p className="tg-review__position" aria-live="polite">
        {t('controls.position', { step: moveNumber(state), total: state.record.mainLine.length })}
        {state.variation.length > 0 ? (
          <span className="tg-review__variation">
            {' '}
            {t('controls.variation', { count: state.shown, from: state.step })}
          </span>
        ) : null}
      </p>
      {error ? (
        <p className="tg-review__error" role="status">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Try-variation, letters and situation judgement. */
export function ReviewToggles({
  state,
  dispatch,
  letters,
  onLettersChange,
  judgement,
  onJudgementChange,
}: ReviewTogglesProps) {
  const { t } = useTranslation('review');
  return (
    <div className="tg-review__toggles">
      <Switch
        label={t('controls.tryVariation')}
        checked={state.trying}
        onChange={(on) => dispatch({ type: 'setTrying', on })}
      />
      <Switch label={t('controls.letters')} checked={letters} onChange={onLettersChange} />
      {judgement !== undefined && onJudgementChange ? (
        <Switch label={t('controls.judgement')} checked={judgement} onChange={onJudgementChange} />
      ) : null}
    </div>
  );
}

export function ReviewControls(props: ReviewControlsProps) {
  const { t } = useTranslation('review');
  return (
    <section className="tg-review" aria-label={t('controls.label')}>
      <ReviewSteps state={props.state} dispatch={props.dispatch} />
      <ReviewToggles {...props} />
    </section>
  );
}
