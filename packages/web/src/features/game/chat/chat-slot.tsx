import { ChatPanel } from '../../../common/chat/chat-panel.tsx';
import { ChatConsent } from './chat-consent.tsx';
import { useChatPanel } from './use-chat-panel.ts';

/** The chat beside the board (desktops and tablets), with a player's switches for chat in this game (in one row while they fit). */
export function ChatSlot() {
  const panel = useChatPanel();
  return (
    <div className="tg-chat-slot">
      <div className="tg-chat-slot__switches">
        <ChatConsent />
      </div>
      <ChatPanel {...panel} />
    </div>
  );
}
