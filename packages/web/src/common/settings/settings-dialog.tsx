import type { DisplaySettings } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../controls/button.tsx';
import { Modal } from '../controls/modal.tsx';
import { useSettings } from './settings.ts';
import { SettingsPanel } from './settings-panel.tsx';

export interface SettingsDialogProps {
  readonly onClose: () => void;
  /** Values in effect on this page where they differ from the stored ones (a device's default). */
  readonly shown?: Partial<DisplaySettings>;
}

/** The settings panel in a window, bound to the stored settings. */
export function SettingsDialog({ onClose, shown }: SettingsDialogProps) {
  const { t } = useTranslation('settings');
  const [stored, update] = useSettings();
  const settings = shown ? { ...stored, ...shown } : stored;
  return (
    <Modal
      title={t('title')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('done')}
        </Button>
      }
    >
      <SettingsPanel settings={settings} onChange={update} />
    </Modal>
  );
}
