/**
 * The analysis panel (seed 000 section 2): what the win rate is, where the analysis stands
 * (request, progress, done), then the tabs — black problems, white problems, ask-a-move and
 * the win-rate chart. Guests and games without analysis get the reason instead.
 */
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { useAnalysisUi } from './analysis-context.tsx';
import type { AnalysisMarks } from './analysis-model.ts';
import { AnalysisStatusView } from './analysis-status-view.tsx';
import { AskMoveTab } from './ask-move-tab.tsx';
import { ProblemList } from './problem-list.tsx';
import './analysis.css';

const WinRateChart = lazy(() => import('./win-rate-chart.tsx'));

const TABS = ['black', 'white', 'ask', 'chart'] as const;
type Tab = (typeof TABS)[number];

export function AnalysisPanel() {
  const { t } = useTranslation('analysis');
  const analysis = useAnalysisUi();
  if (!analysis?.open) return null;
  const { access } = analysis;
  const reason =
    access === 'guest'
      ? t('access.guest')
      : access === 'notFinished'
        ? t('access.notFinished')
        : access === 'notAllowed'
          ? t('access.notAllowed')
          : null;
  return (
    <section className="tg-analysis" aria-labelledby="tg-analysis-title">
      <header className="tg-analysis__bar">
        <h2 id="tg-analysis-title" className="tg-analysis__title">
          {t('title')}
        </h2>
        <button
          type="button"
          className="tg-analysis__close"
          aria-label={t('close')}
          onClick={() => analysis.setOpen(false)}
        >
          ×
        </button>
      </header>
      <p className="tg-analysis__help">{t('help')}</p>
      {reason ? (
        <p className="tg-analysis__reason" role="status">
          {reason}
        </p>
      ) : (
        <AnalysisBody />
      )}
    </section>
  );
}

function AnalysisBody() {
  const { t } = useTranslation('analysis');
  const analysis = useAnalysisUi()!;
  const { review } = usePlayUi();
  const moves = useGameSlice((s) => s.moves);
  const [tab, setTab] = useState<Tab>('black');
  if (!review) return null;
  const { data, marks, setMarks } = analysis;
  const report = data.report;
  const record = review.state.record;
  const done = report?.status === 2;
  const show = (step: number, shownMarks: AnalysisMarks | null) => {
    review.dispatch({ type: 'goTo', step });
    setMarks(shownMarks);
  };
  const notReady = <p>{t('status.notReady')}</p>;
  const problems = (color: 'black' | 'white') =>
    done ? (
      <ProblemList
        problems={report.bad[color]}
        rates={report.rates}
        moves={moves}
        size={record.size}
        firstColor={record.firstColor}
        marks={marks}
        onShow={show}
      />
    ) : (
      notReady
    );
  const content: Record<Tab, () => ReactNode> = {
    black: () => problems('black'),
    white: () => problems('white'),
    ask: () => (
      <AskMoveTab
        data={data}
        review={review.state}
        dispatch={review.dispatch}
        moves={moves}
        marks={marks}
        setMarks={setMarks}
      />
    ),
    chart: () =>
      done ? (
        <Suspense fallback={<p>{t('chart.loading')}</p>}>
          <WinRateChart
            rates={report.rates}
            problems={[...report.bad.black, ...report.bad.white]}
            step={review.state.step}
            onStep={(step) => show(step, null)}
          />
        </Suspense>
      ) : (
        notReady
      ),
  };
  return (
    <>
      <AnalysisStatusView
        data={data}
        player={analysis.access === 'player'}
        totalMoves={record.mainLine.length}
      />
      <div className="tg-analysis__tabs" role="tablist" aria-label={t('tabs.label')}>
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`tg-analysis-tab-${id}`}
            aria-selected={tab === id}
            aria-controls="tg-analysis-tabpanel"
            className="tg-analysis__tab"
            onClick={() => setTab(id)}
          >
            {t(`tabs.${id}`)}
          </button>
        ))}
      </div>
      <div
        id="tg-analysis-tabpanel"
        role="tabpanel"
        aria-labelledby={`tg-analysis-tab-${tab}`}
        className="tg-analysis__tabpanel"
      >
        {content[tab]()}
      </div>
    </>
  );
}
