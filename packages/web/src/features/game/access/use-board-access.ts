/**
 * The board's keyboard play and screen-reader words on the game page: the widget's labels in the
 * page's language, and the game's result said through the board's live region when it ends.
 */
import type { BoardApi } from '@tengen/board';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { resultText } from '../../../common/result-text.ts';
import { useGameSlice } from '../game-context.tsx';
import { boardLabels } from './board-labels.ts';

export function useBoardAccess(api: BoardApi | null): void {
  const { t } = useTranslation('access');
  const { t: tResult } = useTranslation(['pages', 'common']);
  const finish = useGameSlice((s) => s.finish);

  useEffect(() => {
    api?.set({ keyboard: true, labels: boardLabels(t) });
  }, [api, t]);

  useEffect(() => {
    if (!api || !finish) return;
    const result = resultText(
      { result: finish.winner, wintype: finish.wintype, winnumber: finish.winnumber },
      tResult,
    );
    api.announce(t('gameOver', { result }));
  }, [api, finish, t, tResult]);
}
