import type { ChatActor, ChatEntry } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { formatChatTime, localOffsetMinutes, messageActions } from './chat-rules.ts';

export interface ChatLineProps {
  readonly entry: ChatEntry;
  readonly viewer: ChatActor;
  readonly onDelete?: (id: number) => void;
  readonly onForbid?: (username: string) => void;
}

/** One chat line: time, sender, text, and the delete / mute buttons the viewer may use. */
export function ChatLine({ entry, viewer, onDelete, onForbid }: ChatLineProps) {
  const { t } = useTranslation('overlays');
  const actions = messageActions(viewer, entry);
  return (
    <li className="tg-chat-message" data-level={entry.Level}>
      <time className="tg-chat-message__time" dateTime={new Date(entry.T).toISOString()}>
        {formatChatTime(entry.T, localOffsetMinutes(entry.T))}
      </time>
      <span className="tg-chat-message__user">{entry.User}</span>
      <span className="tg-chat-message__content">{entry.Content}</span>
      {actions.canDelete && onDelete ? (
        <button
          type="button"
          className="tg-chat-message__action"
          aria-label={t('chat.deleteLabel', { user: entry.User })}
          onClick={() => onDelete(entry.id)}
        >
          {t('chat.deleteMessage')}
        </button>
      ) : null}
      {actions.canForbid && onForbid ? (
        <button
          type="button"
          className="tg-chat-message__action"
          aria-label={t('chat.forbidLabel', { user: entry.User })}
          onClick={() => onForbid(entry.User)}
        >
          {t('chat.forbid')}
        </button>
      ) : null}
    </li>
  );
}
