import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/button.tsx';
import { type AwayMark, awayDuration } from './away-state.ts';
import './away-line.css';

export interface AwayLineProps {
  /** The player's name as the bar shows it. */
  readonly name: string;
  readonly mark: AwayMark;
  /** Page time now. */
  readonly now: number;
  /** Set when the viewer may claim the win against this player now. */
  readonly onClaim?: () => void;
}

/** "Away 1:23" on an away player's bar, and for their opponent, once allowed, "Claim the win". */
export function AwayLine({ name, mark, now, onClaim }: AwayLineProps) {
  const { t } = useTranslation('presence');
  const time = awayDuration(now - mark.since);
  return (
    <div className="tg-away-line">
      <span className="tg-away-line__badge" role="status" title={t('awayTitle', { name, time })}>
        {t('away', { time })}
      </span>
      {onClaim && (
        <Button
          variant="danger"
          className="tg-away-line__claim"
          title={t('claimTitle', { time })}
          onClick={onClaim}
        >
          {t('claim')}
        </Button>
      )}
    </div>
  );
}
