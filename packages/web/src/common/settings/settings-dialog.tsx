import { useTranslation } from 'react-i18next';
import { Button } from '../controls/button.tsx';
import { Modal } from '../controls/modal.tsx';
import { useSettings } from './settings.ts';
import { SettingsPanel } from './settings-panel.tsx';

/** The settings panel in a window, bound to the stored settings. */
export function SettingsDialog({ onClose }: { readonly onClose: () => void }) {
  const { t } = useTranslation('settings');
  const [settings, update] = useSettings();
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
