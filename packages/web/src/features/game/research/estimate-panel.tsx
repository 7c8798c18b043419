/**
 * The research window's estimate: who leads and by how much (in the language's unit, common/words), both areas. The
 * estimate is made elsewhere (the engine call) and comes in as a prop; one made for another
 * position is not shown.
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { formatArea } from '../review/stone-amount.ts';
import { estimateLead, type PositionEstimate } from './estimate.ts';

export interface EstimatePanelProps {
  readonly positionKey: string;
  readonly estimate: PositionEstimate | null;
  readonly pending: boolean;
  /** Why the last estimate failed, in words. */
  readonly error?: string | null;
  /** Asks for an estimate of the position on the board; absent: not available. */
  readonly onRequest?: () => void;
}

export function EstimatePanel({
  positionKey,
  estimate,
  pending,
  error = null,
  onRequest,
}: EstimatePanelProps) {
  const { t } = useTranslation('review');
  const words = useWords();
  const current = estimate && estimate.positionKey === positionKey ? estimate.result : null;
  const lead = current ? estimateLead(current) : null;
  return (
    <section className="tg-estimate" aria-label={t('estimate.title')} aria-busy={pending}>
      {current ? (
        <>
          <p className="tg-estimate__lead">
            {lead
              ? t('estimate.leads', {
                  side: t(`colors.${lead.side}`),
                  amount: words.margin(lead.margin),
                })
              : t('estimate.even')}
          </p>
          <p className="tg-estimate__areas">
            {t('estimate.areas', { black: formatArea(current.bscore), white: formatArea(current.wscore) })}
          </p>
          {current.dead?.length ? (
            <p className="tg-estimate__dead">{t('estimate.dead', { count: current.dead.length })}</p>
          ) : null}
          <p className="tg-estimate__note">{t('estimate.note')}</p>
        </>
      ) : (
        <p className="tg-estimate__note" role={error ? 'status' : undefined}>
          {pending ? t('estimate.waiting') : (error ?? t('estimate.none'))}
        </p>
      )}
      {onRequest ? (
        <Button variant="primary" busy={pending} disabled={current !== null} onClick={onRequest}>
          {t('estimate.request')}
        </Button>
      ) : null}
    </section>
  );
}
