import { BEANS, FREE_ANALYSES_PER_DAY, membershipTier } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../common/controls/button.tsx';
import { useBeans } from '../../../common/host/beans.tsx';
import { useHost } from '../../../common/host/host-context.tsx';
import { failureText } from '../failure-text.ts';
import { freeAnalysesLeft, progressOf } from './analysis-model.ts';
import type { AnalysisData, AnalysisProblem } from './use-analysis-data.ts';

/**
 * Where the analysis stands: loading, not analysed (the players' request button with what it
 * costs), analysing (progress and the expected wait), or done; and why a request failed.
 */
export function AnalysisStatusView({
  data,
  player,
  totalMoves,
}: {
  readonly data: AnalysisData;
  readonly player: boolean;
  readonly totalMoves: number;
}) {
  const { t } = useTranslation('analysis');
  const { t: tp } = useTranslation('play');
  const { report, loadFailure } = data;
  if (loadFailure)
    return (
      <div className="tg-analysis__status" role="alert">
        <p>{t('status.loadFailed', { reason: failureText(tp, loadFailure) })}</p>
        <Button onClick={data.reload}>{t('status.retry')}</Button>
      </div>
    );
  if (!report)
    return (
      <p className="tg-analysis__status" role="status">
        {t('status.loading')}
      </p>
    );
  if (report.status === 1) {
    const { done, total } = progressOf(report, totalMoves);
    return (
      <div className="tg-analysis__status" role="status">
        <progress className="tg-analysis__progress" value={done} max={Math.max(1, total)} />
        <p>
          {t('status.analysing', { done, total })} {t('status.wait', { minutes: report.costtime.toFixed(1) })}
        </p>
      </div>
    );
  }
  if (report.status === 2)
    return (
      <p className="tg-analysis__status" role="status">
        {t('status.done', { count: report.rates.length })}
      </p>
    );
  return (
    <div className="tg-analysis__status">
      {player ? <RequestAnalysis data={data} used={report.docount} /> : <p>{t('access.notPlayer')}</p>}
      <ProblemText problem={data.problem} />
    </div>
  );
}

function RequestAnalysis({ data, used }: { readonly data: AnalysisData; readonly used: number }) {
  const { t } = useTranslation('analysis');
  const { user } = useHost();
  const beans = useBeans();
  const total = FREE_ANALYSES_PER_DAY[membershipTier(user?.usertype ?? 0)];
  const left = freeAnalysesLeft(total, used);
  return (
    <>
      <p>{left > 0 ? t('request.free', { left, total }) : t('request.paid', { beans: BEANS.analysis })}</p>
      {beans !== null && left === 0 ? <p>{t('request.balance', { count: beans })}</p> : null}
      <Button variant="primary" busy={data.requesting} onClick={data.request}>
        {t('request.button')}
      </Button>
    </>
  );
}

/** Why the last request or ask did not go through, in words, with the way to payment when beans are short. */
export function ProblemText({ problem }: { readonly problem: AnalysisProblem | null }) {
  const { t } = useTranslation('analysis');
  const { t: tp } = useTranslation('play');
  if (!problem) return null;
  if (problem.kind === 'guest')
    return (
      <p className="tg-analysis__problem" role="alert">
        {t('access.guest')}
      </p>
    );
  if (problem.kind === 'failed')
    return (
      <p className="tg-analysis__problem" role="alert">
        {failureText(tp, problem.failure)}
      </p>
    );
  return (
    <div className="tg-analysis__problem" role="alert">
      <p>{problem.what === 'ask' ? t('ask.needsBeans') : t('request.beansShort')}</p>
      <ButtonLink href="/pay/">{t('request.topUp')}</ButtonLink>
    </div>
  );
}
