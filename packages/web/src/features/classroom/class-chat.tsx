/** The class's chat: the game chat's panel and rules; a guest reads it, a muted student is told so. */
import type { ChatEntry } from '@tengen/protocol';
import { ChatPanel } from '../../common/chat/chat-panel.tsx';
import type { ChatRoom } from '../../common/chat/chat-rules.ts';

/** A class's chat is always on; everyone signed in speaks as a member, guests have no name to chat with. */
const CLASS_CHAT_ROOM: ChatRoom = { enablechat: true, blackChat: true, whiteChat: true, guestenable: false };

export interface ClassChatProps {
  readonly entries: readonly ChatEntry[];
  /** '' for a guest. */
  readonly username: string;
  readonly muted: boolean;
  readonly lastSentAt: number | null;
  readonly onSend: (text: string) => void;
}

export function ClassChat({ entries, username, muted, lastSentAt, onSend }: ClassChatProps) {
  return (
    <div className="tg-class-chat">
      <ChatPanel
        entries={entries}
        viewer={{ username, role: 'member', markedBad: false, forbidden: muted, userlevel: 0 }}
        room={CLASS_CHAT_ROOM}
        lastSentAt={lastSentAt}
        onSend={onSend}
      />
    </div>
  );
}
