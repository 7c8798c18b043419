/**
 * Black's win rate by move (uPlot): rates in percent, the 50% line, the problem moves as red
 * dots and the review's move as a line. A click goes to the nearest analysed move. Loaded only
 * when the chart is opened, so uPlot stays out of the game page's first load.
 */
import type { ProblemMove, RatePoint } from '@tengen/protocol';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { chartSeries, nearestStep, percentText } from './analysis-model.ts';

export interface WinRateChartProps {
  readonly rates: readonly RatePoint[];
  readonly problems: readonly ProblemMove[];
  /** The move the board shows. */
  readonly step: number;
  readonly onStep: (step: number) => void;
}

const HEIGHT = 180;

export default function WinRateChart({ rates, problems, step, onStep }: WinRateChartProps) {
  const { t } = useTranslation('analysis');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  const shown = useRef({ step, problems, onStep });
  shown.current = { step, problems, onStep };
  const data = useMemo(() => chartSeries(rates), [rates]);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const line = (u: uPlot, x: number, color: string) => {
      const left = u.valToPos(x, 'x', true);
      u.ctx.save();
      u.ctx.strokeStyle = color;
      u.ctx.lineWidth = uPlot.pxRatio;
      u.ctx.beginPath();
      u.ctx.moveTo(left, u.bbox.top);
      u.ctx.lineTo(left, u.bbox.top + u.bbox.height);
      u.ctx.stroke();
      u.ctx.restore();
    };
    const draw = (u: uPlot) => {
      const { ctx, bbox } = u;
      const middle = u.valToPos(50, 'y', true);
      ctx.save();
      ctx.strokeStyle = 'rgba(0,0,0,0.35)';
      ctx.setLineDash([4 * uPlot.pxRatio, 4 * uPlot.pxRatio]);
      ctx.beginPath();
      ctx.moveTo(bbox.left, middle);
      ctx.lineTo(bbox.left + bbox.width, middle);
      ctx.stroke();
      ctx.restore();
      const [steps, values] = data;
      ctx.fillStyle = '#d23c2a';
      for (const p of shown.current.problems) {
        const i = steps.indexOf(p.step);
        if (i < 0) continue;
        ctx.beginPath();
        ctx.arc(
          u.valToPos(p.step, 'x', true),
          u.valToPos(values[i], 'y', true),
          4 * uPlot.pxRatio,
          0,
          Math.PI * 2,
        );
        ctx.fill();
      }
      line(u, shown.current.step, '#1a4d8f');
    };
    const plot = new uPlot(
      {
        width: Math.max(200, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false }, y: { range: [0, 100] } },
        axes: [
          // Whole moves only.
          { label: t('chart.move'), size: 36, incrs: [1, 2, 5, 10, 20, 25, 50, 100] },
          { label: t('chart.rate'), size: 44, values: (_u, ticks) => ticks.map((v) => `${v}%`) },
        ],
        series: [{}, { label: t('chart.rate'), stroke: '#222', width: 2, fill: 'rgba(0,0,0,0.08)' }],
        hooks: { draw: [draw] },
      },
      data,
      target,
    );
    const onClick = (event: MouseEvent) => {
      const rect = plot.over.getBoundingClientRect();
      const found = nearestStep(data[0], plot.posToVal(event.clientX - rect.left, 'x'));
      if (found !== null) shown.current.onStep(found);
    };
    plot.over.addEventListener('click', onClick);
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(200, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    chart.current = plot;
    return () => {
      resize.disconnect();
      plot.over.removeEventListener('click', onClick);
      plot.destroy();
      chart.current = null;
    };
  }, [data, t]);

  // The review's move and the problem dots are drawn by the draw hook: a move on repaints.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hook reads them through `shown`
  useEffect(() => {
    chart.current?.redraw(false);
  }, [step, problems]);

  const at = rates.find((r) => r.step === step);
  return (
    <figure className="tg-analysis__chart">
      <div ref={box} className="tg-analysis__plot" role="img" aria-label={t('chart.label')} />
      <figcaption>
        {at ? `${t('chart.at', { step, percent: percentText(at.rate) })} · ` : ''}
        {t('chart.hint')}
      </figcaption>
    </figure>
  );
}
