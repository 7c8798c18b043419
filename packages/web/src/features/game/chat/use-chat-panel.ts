/**
 * The chat panel wired to the room: messages from the game state, sending with add_chat (the
 * panel checks the seed's rules and the 5 s throttle first), delete_chat and forbid_chat for
 * those allowed, the game's switches (enablechat, both players' chat, guestenable); the lines
 * of players the viewer blocked are hidden, and all others' while the viewer mutes the room.
 */
import { useMemo, useState } from 'react';
import { useBlockedPlayers } from '../../../common/blocks/blocked-players-store.ts';
import type { ChatPanelProps } from '../../../common/chat/chat-panel.tsx';
import { useHost } from '../../../common/host/host-context.tsx';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { useChatMute } from './use-chat-mute.ts';

export function useChatPanel(): Omit<ChatPanelProps, 'variant'> {
  const controller = useGameController();
  const { role } = usePlayUi();
  const entries = useGameSlice((s) => s.chats);
  const username = useGameSlice((s) => s.viewer?.username ?? '');
  const forbidden = useGameSlice((s) => s.chatForbidden.includes(s.viewer?.username ?? ''));
  const allowed = useGameSlice((s) => s.chatAllowed);
  const play = useGameSlice((s) => s.play);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);
  const { token } = useHost();
  const blocked = useBlockedPlayers(token);
  const [muted, setMuted] = useChatMute(play.playid);
  const shown = useMemo(() => {
    const hidden = new Set((blocked ?? []).map((b) => b.username));
    // Muted: only the viewer's own lines; always: nothing from a player the viewer blocked.
    return entries.filter((e) => (muted ? e.User === username : !hidden.has(e.User)));
  }, [entries, blocked, muted, username]);
  return useMemo(
    () => ({
      entries: shown,
      muted,
      onMutedChange: setMuted,
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
    [controller, shown, muted, setMuted, username, role, play, forbidden, allowed, lastSentAt],
  );
}
