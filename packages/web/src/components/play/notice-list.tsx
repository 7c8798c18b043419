import type { Stone } from '@tengen/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatHundredths } from '../../lib/game/display.ts';
import type { GameNotice } from '../../lib/game/notices.ts';
import { Button } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import './notice-list.css';

const BLOCK_MESSAGE = {
  COUNTING_LIMIT: 'countingLimit',
  COUNTING_TOO_EARLY: 'countingTooEarly',
  COUNTING_WAIT: 'countingWait',
  COUNTING_NEEDS_MOVE: 'countingNeedsMove',
} as const;

const REASON_MESSAGE = {
  1: 'countRefusalFinishEndgame',
  2: 'countRefusalNotOver',
  3: 'countRefusalBothCount',
} as const;

const HOW = { 1: 'resignation', 2: 'points', 3: 'timeout', 4: 'abstention', 5: 'referee' } as const;

/** A notice in the viewer's language. */
export function noticeText(notice: GameNotice, t: TFunction<['play', 'errors']>, seat: 0 | Stone): string {
  switch (notice.kind) {
    case 'message':
      // The seed's texts fill at most {{num}}.
      return t(`errors:messages.${notice.message}`, { num: notice.values?.num ?? '' });
    case 'result': {
      const f = notice.finish;
      if (f.winner === 3) return t('play:result.draw');
      if (seat !== 0 && f.winner !== seat && f.wintype === 3) return t('errors:messages.timeRanOut');
      const side = f.winner === 1 ? t('play:player.black') : t('play:player.white');
      return t(`play:result.${HOW[f.wintype]}`, { side, margin: formatHundredths(f.winnumber) });
    }
    case 'countingRefused': {
      const base = t('errors:messages.countingRequestRefused');
      return notice.reason === 0 ? base : `${base} ${t(`errors:messages.${REASON_MESSAGE[notice.reason]}`)}`;
    }
    case 'countingResultRefused':
      return t('errors:messages.countingResultRefused');
    case 'takeBackRefused':
      return t('errors:messages.takeBackRefused');
    case 'countingBlocked':
      return t(`errors:messages.${BLOCK_MESSAGE[notice.code]}`, { num: notice.minMoves });
    case 'countingResult':
      return t('play:notice.countingResult', {
        black: formatHundredths(notice.count.bscore),
        white: formatHundredths(notice.count.wscore),
      });
    case 'earlyStartSent':
      return t('errors:messages.requestSent');
    case 'earlyStartRefused':
      return t('play:notice.earlyStartRefused');
    case 'refereeCalled':
      return t('errors:messages.refereeCalled');
    case 'refused':
      return t(`errors:refused.${notice.code}`);
  }
}

/**
 * The notices of the game (refusals, results, counting messages) as a list the viewer closes one
 * by one. The numbered overlay windows show them where the overlay system is wired; this list is
 * the page's own plain rendering.
 */
export function NoticeList() {
  const { t } = useTranslation(['play', 'errors']);
  const controller = useGameController();
  const notices = useGameSlice((s) => s.notices);
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  if (notices.length === 0) return null;
  return (
    <ul className="notice-list" aria-live="polite">
      {notices.map((n) => (
        <li key={n.id} className={`notice-list__item notice-list__item--${n.kind}`}>
          <span>{noticeText(n, t, seat)}</span>
          <Button onClick={() => controller.closeNotice(n.id)}>{t('play:controls.ok')}</Button>
        </li>
      ))}
    </ul>
  );
}
