import type { Stone } from '@tengen/core';
import { useTranslation } from 'react-i18next';
import { type ClockView, clockUrgency, formatCountdown, shownMs } from './clock-view.ts';
import './countdown-bar.css';

export interface CountdownBarProps {
  readonly color: Stone;
  readonly clock: ClockView;
  /** Stones this side has captured. */
  readonly captures: number;
}

/**
 * One side's countdown: the time left, then the captures, or the byo-yomi periods once in
 * byo-yomi. Short time changes its colour (clockUrgency): amber under 30 s of fixed time or of a
 * move limit, red in the last 10 s of a period, of fixed time or of a move limit.
 */
export function CountdownBar({ color, clock, captures }: CountdownBarProps) {
  const { t } = useTranslation('play');
  const shown = formatCountdown(shownMs(clock));
  const urgency = clockUrgency(clock);
  const urgent = clock.running && urgency === 'critical';
  const limit = clock.moveMs !== null && clock.running ? formatCountdown(clock.moveMs) : null;
  return (
    <div
      className={`tg-countdown-bar${clock.running ? ' tg-countdown-bar--running' : ''}${urgency === 'none' ? '' : ` tg-countdown-bar--${urgency}`}`}
      data-color={color === 1 ? 'black' : 'white'}
      data-urgency={urgency}
    >
      <span className="tg-countdown-bar__stone" aria-hidden="true" />
      <time className="tg-countdown-bar__time" aria-live={urgent ? 'polite' : 'off'}>
        {shown.days > 0 && <span>{t('time.days', { days: shown.days })} </span>}
        {shown.clock}
      </time>
      <span className="tg-countdown-bar__info">
        {clock.inByoyomi
          ? t('countdown.byoyomiLeft', { times: clock.periods })
          : t('countdown.captures', { count: captures })}
      </span>
      {limit && (
        <span className="tg-countdown-bar__info">{t('countdown.moveLimit', { time: limit.clock })}</span>
      )}
      {clock.running && <span className="tg-countdown-bar__thinking">{t('countdown.thinking')}</span>}
      {clock.stoppedSeconds !== null && (
        <span className="tg-countdown-bar__stopped">
          {t('countdown.stopped', { seconds: clock.stoppedSeconds })}
        </span>
      )}
    </div>
  );
}
