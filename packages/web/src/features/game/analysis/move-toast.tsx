import { TOASTS } from '@tengen/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { useAnalysisUi } from './analysis-context.tsx';
import { moveToastAt, percentText, type MoveVerdict as Toast } from './analysis-model.ts';

/**
 * Good and bad move toasts in review (seed 000 section 4): stepping forward onto a problem move
 * or onto GNU Go's own choice, once the game is analysed, shows it for 2 s.
 */
export function MoveToast() {
  const { t } = useTranslation('analysis');
  const report = useAnalysisUi()?.data.report ?? null;
  const { review } = usePlayUi();
  const moves = useGameSlice((s) => s.moves);
  const [toast, setToast] = useState<{ step: number; toast: Exclude<Toast, null> } | null>(null);
  const step = review && review.state.shown === 0 ? review.state.step : null;
  const previous = useRef(step);

  useEffect(() => {
    const from = previous.current;
    previous.current = step;
    if (step === from) return;
    const forward = step !== null && from !== null && step === from + 1 && report?.status === 2;
    const found = forward ? moveToastAt(report, moves, step) : null;
    setToast(found && step !== null ? { step, toast: found } : null);
  }, [step, report, moves]);

  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => setToast(null), TOASTS.goodBadMoveMs);
    return () => clearTimeout(timer);
  }, [toast]);

  if (!toast) return null;
  const { kind } = toast.toast;
  return (
    <p className={`tg-move-toast tg-move-toast--${kind}`} role="status">
      {toast.toast.kind === 'bad'
        ? t('toast.bad', { step: toast.step, percent: percentText(toast.toast.downrate) })
        : t('toast.good', { step: toast.step })}
    </p>
  );
}
