import { COUNT_REFUSAL, type CountRefusal } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '../../lib/game/display.ts';
import { useNow } from '../../lib/game/hooks.ts';
import { answersCounting, answersTakeBack, earlyStartToAnswer } from '../../lib/game/rules.ts';
import { Button } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import './request-panel.css';

const REASONS = [
  [COUNT_REFUSAL.finishEndgame, 'countRefusalFinishEndgame'],
  [COUNT_REFUSAL.notOver, 'countRefusalNotOver'],
  [COUNT_REFUSAL.bothCount, 'countRefusalBothCount'],
] as const satisfies readonly (readonly [CountRefusal, string])[];

/**
 * Requests waiting for the viewer's answer (overlays 28, 19, 21, 54): a take-back, a counting
 * request (refused with one of the three reasons), a counted result, an early start. They stay
 * until answered, or until the server says they are gone.
 */
export function RequestPanel() {
  const { t } = useTranslation(['play', 'errors']);
  const controller = useGameController();
  const state = useGameSlice((s) => s);
  const now = useNow(500, state.earlyStart !== null);
  const takeBack = answersTakeBack(state) ? state.takeBack : null;
  const counting = answersCounting(state);
  const earlyStart = earlyStartToAnswer(state, now);
  if (!takeBack && !counting && earlyStart === null) return null;
  const count = state.counting?.state === 'result' ? state.counting.count : null;

  return (
    <div className="request-panel" role="alertdialog" aria-live="assertive">
      {takeBack && (
        <div className="request-panel__item">
          <p>{takeBack.depth === 2 ? t('play:requests.takeBackTwo') : t('play:requests.takeBackOne')}</p>
          <Button variant="primary" onClick={() => controller.answerTakeBack(true)}>
            {t('play:requests.accept')}
          </Button>
          <Button onClick={() => controller.answerTakeBack(false)}>{t('play:requests.refuse')}</Button>
        </div>
      )}
      {counting === 'request' && (
        <div className="request-panel__item">
          <p>{t('play:requests.counting')}</p>
          <Button variant="primary" onClick={() => controller.answerCounting(true)}>
            {t('play:requests.accept')}
          </Button>
          {REASONS.map(([reason, key]) => (
            <Button key={reason} onClick={() => controller.answerCounting(false, reason)}>
              {t(`errors:messages.${key}`)}
            </Button>
          ))}
        </div>
      )}
      {counting === 'result' && count && (
        <div className="request-panel__item">
          <p>
            {t('play:requests.countResult', {
              black: formatHundredths(count.bscore),
              white: formatHundredths(count.wscore),
            })}
          </p>
          <Button variant="primary" onClick={() => controller.answerCountResult(true)}>
            {t('play:requests.acceptResult')}
          </Button>
          <Button onClick={() => controller.answerCountResult(false)}>
            {t('play:requests.rejectResult')}
          </Button>
        </div>
      )}
      {earlyStart !== null && (
        <div className="request-panel__item">
          <p>{t('play:requests.earlyStart', { seconds: earlyStart })}</p>
          <Button variant="primary" onClick={() => controller.answerStartNow(true)}>
            {t('play:requests.startNow')}
          </Button>
          <Button onClick={() => controller.answerStartNow(false)}>{t('play:requests.refuse')}</Button>
        </div>
      )}
    </div>
  );
}
