import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useNow } from '../../../common/use-now.ts';
import { formatCountdown } from '../clocks/clock-view.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { canStartEarly, secondsToStart, showsPreStartMask } from '../state/rules.ts';
import './pre-start-mask.css';

/** Before the start: a mask over the board with the countdown, and the early-start request where allowed. */
export function PreStartMask() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const state = useGameSlice((s) => s);
  const shown = showsPreStartMask(state);
  const now = useNow(shown, 500);
  if (!shown) return null;
  const left = formatCountdown(secondsToStart(state, now) * 1000);
  return (
    <div className="tg-pre-start-mask" role="status">
      <p className="tg-pre-start-mask__time">{t('prestart.startsIn', { time: left.clock })}</p>
      {canStartEarly(state) && (
        <Button variant="primary" onClick={() => controller.startNow()}>
          {t('prestart.startEarly')}
        </Button>
      )}
    </div>
  );
}
