import type { Stone } from '@tengen/core';
import { TOASTS } from '@tengen/protocol';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { energyToast, energyView } from './energy.ts';
import './energy-bar.css';

/** One side's share of the energy bar (black's estimated lead from the score list). */
export function EnergyBar({ color }: { readonly color: Stone }) {
  const { t } = useTranslation('play');
  const { platform } = usePlayUi();
  const list = useGameSlice((s) => s.scoreList);
  const size = useGameSlice((s) => s.setup.size);
  const view = energyView(list, size, platform);
  if (!view) return null;
  const share = color === 1 ? view.blackShare : 1 - view.blackShare;
  const percent = Math.round(share * 100);
  return (
    <div
      className={`tg-energy-bar tg-energy-bar--${color === 1 ? 'black' : 'white'}`}
      title={t('energy.label')}
    >
      <span className="tg-energy-bar__fill" style={{ width: `${percent}%` }} />
      <span className="tg-visually-hidden">{`${t('energy.label')}: ${percent}%`}</span>
    </div>
  );
}

/** The toast of a big swing: shown for 1 s when a new score entry changes the lead enough. */
export function EnergyToast() {
  const { t } = useTranslation('play');
  const { platform } = usePlayUi();
  const list = useGameSlice((s) => s.scoreList);
  const size = useGameSlice((s) => s.setup.size);
  const [toast, setToast] = useState<number | null>(null);
  const seen = useRef(list.length);
  useEffect(() => {
    // Only a new entry after a move, not the whole list arriving on joining.
    const grewByOne = list.length === seen.current + 1;
    seen.current = list.length;
    const change = grewByOne ? energyToast(list, size, platform) : null;
    if (change === null) return;
    setToast(change);
    const timer = setTimeout(() => setToast(null), TOASTS.energyMs);
    return () => clearTimeout(timer);
  }, [list, size, platform]);
  if (toast === null) return null;
  return (
    <p className="tg-energy-toast" role="status">
      {t(toast > 0 ? 'energy.blackGains' : 'energy.whiteGains', { count: Math.abs(toast) })}
    </p>
  );
}
