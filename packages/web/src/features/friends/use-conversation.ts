/**
 * One conversation: its messages (GET /jwt/getprimsg/{userid}/{page}/, newest page polled while
 * open, earlier pages on demand) and sending (POST /jwt/writeprimsg/) under the chat's rules.
 */
import {
  CHAT,
  type ChatSendError,
  checkChatMessage,
  PRIVATE_MESSAGES_PER_PAGE,
  type PrivateMessage,
} from '@tengen/protocol';
import { useCallback, useState } from 'react';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { announceMessagesChanged, CONVERSATION_POLL_MS, usePolling } from '../../common/polling.ts';
import { mergeMessages, serverWaitSeconds } from './message-rules.ts';

/** Why a message did not go: the rules (before sending), the server's throttle, or another failure. */
export type SendProblem =
  | ChatSendError
  | { readonly code: 'SERVER_THROTTLED'; readonly seconds: number }
  | { readonly code: 'FAILED'; readonly failure: ApiFailure };

export interface Conversation {
  /** Oldest first. */
  readonly messages: readonly PrivateMessage[];
  readonly heads: { readonly mine: string; readonly theirs: string };
  readonly loaded: boolean;
  readonly loadFailure: ApiFailure | null;
  /** More pages back in time may exist. */
  readonly hasEarlier: boolean;
  readonly loadingEarlier: boolean;
  loadEarlier(): void;
  readonly lastSentAt: number | null;
  /** The text as sent, or why it was not. */
  send(text: string): Promise<SendProblem | null>;
}

export function useConversation(
  other: { readonly userid: number; readonly username: string },
  token: string | null,
): Conversation {
  const { userid, username } = other;
  const [messages, setMessages] = useState<PrivateMessage[]>([]);
  const [heads, setHeads] = useState({ mine: '', theirs: '' });
  const [loaded, setLoaded] = useState(false);
  const [loadFailure, setLoadFailure] = useState<ApiFailure | null>(null);
  const [pages, setPages] = useState(1);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [lastSentAt, setLastSentAt] = useState<number | null>(null);

  const fetchPage = useCallback(
    async (page: number) => {
      const answer = await callRoute('getPrivateMessages', { params: { userid, page }, token });
      if (!answer.ok) {
        setLoadFailure(answer.error);
        return null;
      }
      setLoadFailure(null);
      setHeads({ mine: answer.value.uhead, theirs: answer.value.desthead });
      setMessages((shown) => mergeMessages(shown, answer.value.msgs));
      // Reading marked what was new as read: the header's count asks again.
      if (answer.value.msgs.some((m) => !m.is_read && m.username === username)) announceMessagesChanged();
      return answer.value.msgs;
    },
    [userid, username, token],
  );

  usePolling(
    async () => {
      const newest = await fetchPage(1);
      if (newest === null) return;
      setLoaded(true);
      if (pages === 1) setHasEarlier(newest.length === PRIVATE_MESSAGES_PER_PAGE);
    },
    CONVERSATION_POLL_MS,
    { enabled: token !== null && userid > 0 },
  );

  const loadEarlier = () => {
    if (loadingEarlier) return;
    setLoadingEarlier(true);
    const page = pages + 1;
    void fetchPage(page).then((msgs) => {
      setLoadingEarlier(false);
      if (msgs === null) return;
      setPages(page);
      setHasEarlier(msgs.length === PRIVATE_MESSAGES_PER_PAGE);
    });
  };

  const send = async (text: string): Promise<SendProblem | null> => {
    const now = Date.now();
    const checked = checkChatMessage(text, lastSentAt, now);
    if (!checked.ok) return checked.error;
    const answer = await callRoute('writePrivateMessage', {
      form: { userid, content: checked.value },
      token,
    });
    if (!answer.ok) {
      const seconds = serverWaitSeconds(answer.error);
      if (seconds === null) return { code: 'FAILED', failure: answer.error };
      // The server's clock says when the last message went: count down from there.
      setLastSentAt(Date.now() - (CHAT.throttleMs - seconds * 1000));
      return { code: 'SERVER_THROTTLED', seconds };
    }
    setLastSentAt(Date.now());
    await fetchPage(1);
    announceMessagesChanged();
    return null;
  };

  return { messages, heads, loaded, loadFailure, hasEarlier, loadingEarlier, loadEarlier, lastSentAt, send };
}
