/**
 * The chat panel wired to the room: messages from the game state, sending with add_chat (the
 * panel checks the seed's rules and the 5 s throttle first), delete_chat and forbid_chat for
 * those allowed, the game's switches (enablechat, both players' chat, guestenable).
 */
import { useMemo, useState } from 'react';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import type { ChatPanelProps } from './chat-panel.tsx';

export function useChatPanel(): Omit<ChatPanelProps, 'variant'> {
  const controller = useGameController();
  const { role } = usePlayUi();
  const entries = useGameSlice((s) => s.chats);
  const username = useGameSlice((s) => s.viewer?.username ?? '');
  const forbidden = useGameSlice((s) => s.chatForbidden.includes(s.viewer?.username ?? ''));
  const allowed = useGameSlice((s) => s.chatAllowed);
  const play = useGameSlice((s) => s.play);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  return useMemo(
    () => ({
      entries,
      viewer: { username, role, userlevel: play.userlevel, markedBad: false, forbidden },
      room: {
        enablechat: play.enablechat,
        blackChat: allowed.black,
        whiteChat: allowed.white,
        guestenable: allowed.guests,
      },
      lastSentAt,
      onSend: (content: string) => {
        if (controller.send({ cmd: 'add_chat', content })) setLastSentAt(Date.now());
      },
      onDelete: (id: number) => void controller.send({ cmd: 'delete_chat', id }),
      onForbid: (user: string) => void controller.send({ cmd: 'forbid_chat', username: user }),
    }),
    [controller, entries, username, role, play, forbidden, allowed, lastSentAt],
  );
}
