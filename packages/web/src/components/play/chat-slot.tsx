import { useTranslation } from 'react-i18next';
import { ChatPanel } from '../chat/chat-panel.tsx';
import { Switch } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import { useChatPanel } from './use-chat-panel.ts';

/**
 * The chat beside the board (desktops and tablets), and for a player the switch that allows or
 * forbids chat in this game (change_chat_req; chat needs both players' consent).
 */
export function ChatSlot() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const panel = useChatPanel();
  const seat = useGameSlice((s) => s.viewer?.seat ?? 0);
  const mine = useGameSlice((s) => (seat === 1 ? s.chatAllowed.black : s.chatAllowed.white));
  return (
    <div className="chat-slot">
      {seat !== 0 && (
        <Switch
          label={t('chat.allow')}
          checked={mine}
          onChange={(on) => controller.send({ cmd: 'change_chat_req', action: on ? 'enable' : 'disable' })}
        />
      )}
      <ChatPanel {...panel} />
    </div>
  );
}
