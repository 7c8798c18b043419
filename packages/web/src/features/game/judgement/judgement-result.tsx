import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useWords } from '../../../common/words/use-words.ts';
import { failureText } from '../failure-text.ts';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi, useShownMoves } from '../play-ui.tsx';
import { estimateLead } from '../research/estimate.ts';
import { formatArea } from '../review/stone-amount.ts';

/**
 * The situation judgement's answer beside the board: who leads and by how much (quarter
 * fractions), both areas and how many stones it counts dead, or why there is none. While it is
 * on, each new position on the board (a move, a review step) is judged again; the board shows
 * the same estimate's territory and crosses its dead stones (use-judgement-marks.ts).
 */
export function JudgementResult() {
  const { t } = useTranslation('play');
  const { t: tr } = useTranslation('review');
  const words = useWords();
  const { judgement: control } = usePlayUi();
  const { judgement, judge } = control;
  const setup = useGameSlice((s) => s.setup);
  const play = useGameSlice((s) => s.play);
  const shown = useShownMoves();

  useEffect(() => {
    if (judgement.on) judge({ setup, moves: shown, rangzi: play.rangzi, daotiemu: play.daotiemu });
  }, [judgement.on, judge, setup, shown, play]);

  if (!judgement.on) return null;
  const result = judgement.result;
  const lead = result ? estimateLead(result) : null;
  return (
    <section className="tg-judgement-result" aria-label={t('judgement.title')} aria-busy={judgement.pending}>
      {judgement.failure ? (
        <p role="status">{t('judgement.failed', { reason: failureText(t, judgement.failure) })}</p>
      ) : result ? (
        <>
          <p className="tg-judgement-result__lead">
            {lead
              ? tr('estimate.leads', {
                  side: tr(`colors.${lead.side}`),
                  amount: words.margin(lead.margin),
                })
              : tr('estimate.even')}
          </p>
          <p>
            {tr('estimate.areas', { black: formatArea(result.bscore), white: formatArea(result.wscore) })}
          </p>
          {result.dead?.length ? (
            <p className="tg-judgement-result__dead">{tr('estimate.dead', { count: result.dead.length })}</p>
          ) : null}
        </>
      ) : (
        <p role="status">{tr('estimate.waiting')}</p>
      )}
    </section>
  );
}
