import { ChatConsent } from './chat-consent.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { useChatPanel } from './use-chat-panel.ts';

/** The chat beside the board (desktops and tablets), with a player's switch for chat in this game. */
export function ChatSlot() {
  const panel = useChatPanel();
  return (
    <div className="tg-chat-slot">
      <ChatConsent />
      <ChatPanel {...panel} />
    </div>
  );
}
