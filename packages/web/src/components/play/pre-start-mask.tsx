import { useTranslation } from 'react-i18next';
import { formatCountdown } from '../../lib/game/clock-view.ts';
import { useNow } from '../../lib/game/hooks.ts';
import { canStartEarly, secondsToStart, showsPreStartMask } from '../../lib/game/rules.ts';
import { Button } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import './pre-start-mask.css';

/** Before the start: a mask over the board with the countdown, and the early-start request where allowed. */
export function PreStartMask() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const state = useGameSlice((s) => s);
  const shown = showsPreStartMask(state);
  const now = useNow(500, shown);
  if (!shown) return null;
  const left = formatCountdown(secondsToStart(state, now) * 1000);
  return (
    <div className="pre-start-mask" role="status">
      <p className="pre-start-mask__time">{t('prestart.startsIn', { time: left.clock })}</p>
      {canStartEarly(state) && (
        <Button variant="primary" onClick={() => controller.startNow()}>
          {t('prestart.startEarly')}
        </Button>
      )}
    </div>
  );
}
