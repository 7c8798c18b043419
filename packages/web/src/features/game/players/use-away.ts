import { useEffect, useState } from 'react';
import { useGameController } from '../game-context.tsx';
import { type AwayMarks, NOBODY_AWAY, withAwayTip } from './away-state.ts';

/** Who of the players is away, kept from the server's `away_tip` messages of this page's socket. */
export function useAwayMarks(): AwayMarks {
  const controller = useGameController();
  const [marks, setMarks] = useState<AwayMarks>(NOBODY_AWAY);
  useEffect(
    () =>
      controller.onMessage((message) => {
        if (message.cmd === 'away_tip') setMarks((before) => withAwayTip(before, message, Date.now()));
      }),
    [controller],
  );
  return marks;
}
