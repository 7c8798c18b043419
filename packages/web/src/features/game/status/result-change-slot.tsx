/** The appeals' notice of a changed result where the game page shows it: under the result. */
import { useHost } from '../../../common/host/host-context.tsx';
import { ResultChangeNotice } from '../../appeals/result-change-notice.tsx';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';

export function ResultChangeSlot() {
  const { api } = usePlayUi();
  const { user } = useHost();
  const play = useGameSlice((s) => s.play);
  const finish = useGameSlice((s) => s.finish);
  return (
    <ResultChangeNotice
      api={api}
      play={play}
      username={user?.username ?? null}
      outcome={
        finish ? { result: finish.winner, wintype: finish.wintype, winnumber: finish.winnumber } : null
      }
    />
  );
}
