/** The complaint box where the game page shows it: opened by the toolbar's complaint button. */
import { OVERLAYS } from '@tengen/protocol';
import { useHost } from '../../../common/host/host-context.tsx';
import { ComplaintBox } from '../../appeals/complaint-box.tsx';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';

const toPay = () => window.location.assign('/pay/');

export function ComplaintSlot() {
  const ui = usePlayUi();
  const { user } = useHost();
  const play = useGameSlice((s) => s.play);
  const finish = useGameSlice((s) => s.finish);
  if (!ui.complaintOpen || !user) return null;
  return (
    <ComplaintBox
      api={ui.api}
      play={play}
      username={user.username}
      outcome={
        finish ? { result: finish.winner, wintype: finish.wintype, winnumber: finish.winnumber } : null
      }
      onClose={() => ui.setComplaintOpen(false)}
      onBeansShort={() => {
        ui.setComplaintOpen(false);
        ui.overlays.open({ overlay: OVERLAYS.notEnoughBeans, reason: 'balance', onTopUp: toPay });
      }}
    />
  );
}
