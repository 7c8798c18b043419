import type { DisplaySettings } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Switch } from '../controls/switch.tsx';
import { StyleChooser } from './style-chooser.tsx';
import './settings-panel.css';

export interface SettingsPanelProps {
  readonly settings: DisplaySettings;
  readonly onChange: (change: Partial<DisplaySettings>) => void;
}

/** The local browser settings: switches for the display and sounds, stone and board style. */
export function SettingsPanel({ settings, onChange }: SettingsPanelProps) {
  const { t } = useTranslation('settings');
  return (
    <div className="tg-settings">
      <section className="tg-settings__group">
        <h3 className="tg-settings__heading">{t('display')}</h3>
        <Switch
          label={t('coordinates')}
          checked={settings.coordinates}
          onChange={(v) => onChange({ coordinates: v })}
        />
        <div>
          <Switch
            label={t('moveConfirm')}
            checked={settings.moveConfirm}
            onChange={(v) => onChange({ moveConfirm: v })}
          />
          <p className="tg-settings__hint">{t('moveConfirmHint')}</p>
        </div>
        <Switch label={t('showHp')} checked={settings.showHp} onChange={(v) => onChange({ showHp: v })} />
      </section>
      <section className="tg-settings__group">
        <h3 className="tg-settings__heading">{t('sounds')}</h3>
        <Switch label={t('sound')} checked={settings.sound} onChange={(v) => onChange({ sound: v })} />
        <div>
          <Switch
            label={t('soundEffect')}
            checked={settings.soundEffect}
            onChange={(v) => onChange({ soundEffect: v })}
          />
          <p className="tg-settings__hint">{t('soundEffectHint')}</p>
        </div>
      </section>
      <StyleChooser
        kind="stone"
        legend={t('stoneStyle')}
        names={{ 1: t('stone1'), 2: t('stone2'), 3: t('stone3') }}
        value={settings.stoneStyle}
        onChange={(v) => onChange({ stoneStyle: v })}
      />
      <StyleChooser
        kind="board"
        legend={t('boardStyle')}
        names={{ 1: t('board1'), 2: t('board2'), 3: t('board3') }}
        value={settings.boardStyle}
        onChange={(v) => onChange({ boardStyle: v })}
      />
      <p className="tg-settings__hint">{t('savedHere')}</p>
    </div>
  );
}
