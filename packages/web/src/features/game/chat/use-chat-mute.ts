/**
 * This viewer's mute of one game's chat (docs/social.md): a switch of their own, kept in the
 * browser (localStorage) per game, so a reload keeps it. Nobody else is told.
 */
import { useCallback, useState } from 'react';

const key = (playId: number) => `tengen.chatMuted.${playId}`;

function read(playId: number): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(key(playId)) === '1';
  } catch {
    return false;
  }
}

export function useChatMute(playId: number): readonly [boolean, (muted: boolean) => void] {
  const [muted, setMuted] = useState(() => read(playId));
  const change = useCallback(
    (next: boolean) => {
      setMuted(next);
      try {
        if (next) localStorage.setItem(key(playId), '1');
        else localStorage.removeItem(key(playId));
      } catch {
        // Storage refused (private mode): the mute lasts until the page is left.
      }
    },
    [playId],
  );
  return [muted, change] as const;
}
