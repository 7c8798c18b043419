import { useGameSlice } from '../game-context.tsx';
import { ResultText } from '../overlays/notice-overlays.tsx';
import { resultMessage } from '../overlays/result-message.ts';
import { usePlayUi } from '../play-ui.tsx';

/**
 * What a guest learns without overlay windows (guests may open only 51): the game's result as a
 * line of text under the status. The lost connection is in ConnectionBanner.
 */
export function GuestResult() {
  const { role } = usePlayUi();
  const finish = useGameSlice((s) => s.finish);
  if (role !== 'guest' || !finish) return null;
  const message = resultMessage(finish.winner, finish.wintype, finish.winnumber, 'spectator');
  return (
    <div className="tg-guest-result" role="status">
      <ResultText message={message} />
    </div>
  );
}
