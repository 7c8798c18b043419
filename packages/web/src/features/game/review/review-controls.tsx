/**
 * The review controls after the game: start, back 5, back 1, forward 1, forward 5, end,
 * auto-play, try-variation, letter labels and (when the viewer may see it) situation
 * judgement. The navigation state comes in with its dispatch; toggles report out.
 */
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

export interface ReviewControlsProps {
  readonly state: ReviewState;
  readonly dispatch: (action: ReviewAction) => void;
  readonly letters: boolean;
  readonly onLettersChange: (on: boolean) => void;
  /** Shown only when given (maySeeJudgement decides). */
  readonly judgement?: boolean;
  readonly onJudgementChange?: (on: boolean) => void;
}

const BUTTONS = [
  ['toStart', 'back'],
  ['back5', 'back'],
  ['back1', 'back'],
  ['forward1', 'forward'],
  ['forward5', 'forward'],
  ['toEnd', 'forward'],
] as const;

export function ReviewControls({
  state,
  dispatch,
  letters,
  onLettersChange,
  judgement,
  onJudgementChange,
}: ReviewControlsProps) {
  const { t } = useTranslation('review');
  const end = atEnd(state);
  const start = atStart(state);
  const [playing, setPlaying] = useAutoPlay(() => dispatch(NAVIGATION.forward1), end);
  const go = (action: ReviewAction) => {
    setPlaying(false);
    dispatch(action);
  };
  const error = state.error && state.error !== 'BAD_POINT' ? t(`moveError.${state.error}`) : null;

  return (
    <section className="tg-review" aria-label={t('controls.label')}>
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
      <div className="tg-review__toggles">
        <Switch
          label={t('controls.tryVariation')}
          checked={state.trying}
          onChange={(on) => go({ type: 'setTrying', on })}
        />
        <Switch label={t('controls.letters')} checked={letters} onChange={onLettersChange} />
        {judgement !== undefined && onJudgementChange ? (
          <Switch label={t('controls.judgement')} checked={judgement} onChange={onJudgementChange} />
        ) : null}
      </div>
    </section>
  );
}
