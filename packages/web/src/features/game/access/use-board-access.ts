/**
 * The board's keyboard play and screen-reader words on the game page: the widget's labels in the
 * page's language, and the game's result said through the board's live region when it ends.
 */
import type { BoardApi } from '@tengen/board';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boardLabels } from '../../../common/board/board-labels.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { useGameSlice } from '../game-context.tsx';

export function useBoardAccess(api: BoardApi | null): void {
  const { t } = useTranslation('access');
  const words = useWords();
  const finish = useGameSlice((s) => s.finish);

  useEffect(() => {
    api?.set({ keyboard: true, labels: boardLabels(t) });
  }, [api, t]);

  useEffect(() => {
    if (!api || !finish) return;
    const result = words.result({
      result: finish.winner,
      wintype: finish.wintype,
      winnumber: finish.winnumber,
    });
    api.announce(t('gameOver', { result }));
  }, [api, finish, t, words]);
}
