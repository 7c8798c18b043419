/**
 * The tab's title on the game page: the players, and in front "(Your move)" while it is the
 * viewer's turn in a live game, as lichess and OGS do, so a player in another tab sees it; the
 * mark goes as soon as the move is played, the turn passes or the game ends.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSlice } from '../game-context.tsx';
import { isOwnTurn } from '../state/rules.ts';

export function useGameTitle(): void {
  const { t } = useTranslation(['play', 'common']);
  const black = useGameSlice((s) => s.play.blackneiname || s.play.busername);
  const white = useGameSlice((s) => s.play.whiteneiname || s.play.wusername);
  const yourMove = useGameSlice((s) => isOwnTurn(s) && s.pendingMove === null);
  useEffect(() => {
    const game = t('play:page.title', { black, white, site: t('common:siteName') });
    document.title = yourMove ? t('play:page.titleYourMove', { title: game }) : game;
  }, [t, black, white, yourMove]);
}
