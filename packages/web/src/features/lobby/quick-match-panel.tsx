import { QUICK_MATCH_PRESETS, type QuickMatchPreset, type QuickMatchPresetId } from '@tengen/protocol';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';

/** A time control in words: `9 × 9 · 3 min + 10 s × 3`. */
export function presetText(preset: QuickMatchPreset, t: TFunction<'lobby'>): string {
  return `${t('setup.sizeValue', { size: preset.size })} · ${t('quickMatch.clock', {
    minutes: preset.time,
    seconds: preset.byoyomi,
    periods: preset.periods,
  })}`;
}

export interface QuickMatchPanelProps {
  readonly waitingIn: QuickMatchPresetId | null;
  /** Null for a guest: the presets are shown without buttons. */
  readonly onJoin: ((preset: QuickMatchPresetId) => void) | null;
  readonly onCancel: () => void;
}

/** Quick match: pick a time control and wait to be paired with a player of close rank. */
export function QuickMatchPanel({ waitingIn, onJoin, onCancel }: QuickMatchPanelProps) {
  const { t } = useTranslation(['lobby']);
  const waiting = QUICK_MATCH_PRESETS.find((p) => p.id === waitingIn);
  return (
    <section className="tg-card tg-quick-match" aria-labelledby="tg-quick-match-title">
      <h2 id="tg-quick-match-title" className="tg-seeks__title">
        {t('lobby:quickMatch.title')}
      </h2>
      <p className="tg-quick-match__intro">{t('lobby:quickMatch.intro')}</p>
      {waiting ? (
        <div className="tg-notice tg-quick-match__waiting" role="status">
          <span>{t('lobby:quickMatch.waiting', { game: presetText(waiting, t) })}</span>
          <Button onClick={onCancel}>{t('lobby:quickMatch.cancel')}</Button>
        </div>
      ) : (
        <div className="tg-quick-match__presets">
          {QUICK_MATCH_PRESETS.map((preset) => (
            <Button key={preset.id} disabled={onJoin === null} onClick={() => onJoin?.(preset.id)}>
              {presetText(preset, t)}
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
