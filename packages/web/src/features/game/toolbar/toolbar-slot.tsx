import { OVERLAYS } from '@tengen/protocol';
import { SettingsDialog } from '../../../common/settings/settings-dialog.tsx';
import { useMoveConfirm } from '../board/move-confirm.ts';
import { usePlayUi } from '../play-ui.tsx';
import { SideToolbar } from './side-toolbar.tsx';
import { useToolbar } from './use-toolbar.ts';

/** The side toolbar; on phones its extra tools open in the more-buttons window (45). */
export function ToolbarSlot() {
  const ui = usePlayUi();
  const { tools, status, note } = useToolbar();
  const moveConfirm = useMoveConfirm();
  return (
    <div className="tg-toolbar-slot">
      <SideToolbar
        tools={tools}
        status={status}
        onMore={ui.phone ? () => ui.overlays.open({ overlay: OVERLAYS.moreButtons }) : undefined}
      />
      {note && (
        <p className="tg-toolbar-slot__note" role="status">
          {note}
        </p>
      )}
      {ui.settingsOpen && (
        <SettingsDialog onClose={() => ui.setSettingsOpen(false)} shown={{ moveConfirm }} />
      )}
    </div>
  );
}
