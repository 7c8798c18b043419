/**
 * The rating after each rated game (uPlot), loaded only when the profile has a history, so
 * uPlot stays out of the profile's first load.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { type RatingSeries, ratingRange } from './rating-series.ts';

const HEIGHT = 200;

export default function RatingChart({ series }: { readonly series: RatingSeries }) {
  const { t } = useTranslation('rating');
  const box = useRef<HTMLDivElement>(null);
  const range = useMemo(() => ratingRange(series[1]), [series]);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    const plot = new uPlot(
      {
        width: Math.max(240, target.clientWidth),
        height: HEIGHT,
        legend: { show: false },
        scales: { x: { time: false }, y: { range } },
        axes: [
          // Whole games only.
          { label: t('profile.axisGame'), size: 36, incrs: [1, 2, 5, 10, 20, 50, 100] },
          { label: t('profile.axisRating'), size: 52 },
        ],
        series: [
          {},
          {
            label: t('profile.axisRating'),
            stroke: '#8a4b14',
            width: 2,
            fill: 'rgba(138,75,20,0.08)',
            points: { show: true, size: 6 },
          },
        ],
      },
      series,
      target,
    );
    const resize = new ResizeObserver(() =>
      plot.setSize({ width: Math.max(240, target.clientWidth), height: HEIGHT }),
    );
    resize.observe(target);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [series, range, t]);

  return <div ref={box} className="tg-rating-panel__plot" role="img" aria-label={t('profile.chartLabel')} />;
}
