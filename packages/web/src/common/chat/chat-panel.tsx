/**
 * The game room chat: the messages, and an input that says why it is closed, what is wrong
 * with the text, and how long the 5 s throttle still holds. The judge gets canned phrases.
 * Data in, callbacks out: sending, deleting and muting are the page's (socket) business.
 */
import {
  CHAT_FORBIDDEN_SYMBOLS,
  type ChatEntry,
  type ChatSendError,
  chatWaitSeconds,
  checkChatMessage,
} from '@tengen/protocol';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Switch } from '../controls/index.ts';
import { useNow } from '../use-now.ts';
import { ChatLine } from './chat-line.tsx';
import {
  CHAT_MAX_LENGTH,
  type ChatRoom,
  type ChatViewer,
  chatInputBlock,
  chatLength,
  JUDGE_PHRASES,
} from './chat-rules.ts';
import './chat.css';

export interface ChatPanelProps {
  readonly entries: readonly ChatEntry[];
  readonly viewer: ChatViewer;
  readonly room: ChatRoom;
  /** When this viewer last sent a message (ms), for the throttle; null: not yet. */
  readonly lastSentAt: number | null;
  /** A checked, trimmed message to send. */
  readonly onSend: (text: string) => void;
  readonly onDelete?: (id: number) => void;
  readonly onForbid?: (username: string) => void;
  /** This viewer's mute of the room's chat (others' lines hidden), and its switch. */
  readonly muted?: boolean;
  readonly onMutedChange?: (muted: boolean) => void;
  /** `side`: the desktop panel; `overlay`: inside the mobile chat window (46). */
  readonly variant?: 'side' | 'overlay';
}

export function ChatPanel({
  entries,
  viewer,
  room,
  lastSentAt,
  onSend,
  onDelete,
  onForbid,
  muted = false,
  onMutedChange,
  variant = 'side',
}: ChatPanelProps) {
  const { t } = useTranslation('overlays');
  const [text, setText] = useState('');
  const [error, setError] = useState<ChatSendError | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const inputId = useId();
  const block = chatInputBlock(viewer, room);
  // The clock ticks only while the throttle holds.
  const throttled = block === null && chatWaitSeconds(lastSentAt, Date.now()) > 0;
  const tick = useNow(throttled, 250);
  // Once the throttle is over the last tick is stale: read the time now.
  const now = throttled ? tick : Date.now();
  const wait = chatWaitSeconds(lastSentAt, now);

  useEffect(() => {
    const el = list.current;
    if (el && entries.length > 0) el.scrollTop = el.scrollHeight;
  }, [entries.length]);

  const send = (message: string, clearInput: boolean) => {
    const checked = checkChatMessage(message, lastSentAt, Date.now());
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    onSend(checked.value);
    if (clearInput) setText('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send(text, true);
  };

  return (
    <section className={`tg-chat tg-chat--${variant}`} aria-label={t('chat.label')}>
      {onMutedChange ? (
        <div className="tg-chat__mute">
          <Switch label={t('chat.mute')} checked={muted} onChange={onMutedChange} />
        </div>
      ) : null}
      <ol ref={list} className="tg-chat__list" aria-live="polite">
        {muted ? <li className="tg-chat__empty">{t('chat.muted')}</li> : null}
        {entries.length === 0 && !muted ? <li className="tg-chat__empty">{t('chat.empty')}</li> : null}
        {entries.map((entry) => (
          <ChatLine key={entry.id} entry={entry} viewer={viewer} onDelete={onDelete} onForbid={onForbid} />
        ))}
      </ol>
      {block ? (
        <p className="tg-chat__blocked">{t(`chat.block.${block}`)}</p>
      ) : (
        <form className="tg-chat__form" onSubmit={submit}>
          <label htmlFor={inputId} className="tg-visually-hidden">
            {t('chat.placeholder')}
          </label>
          <input
            id={inputId}
            className="tg-chat__input"
            value={text}
            placeholder={t('chat.placeholder')}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={error !== null && error.code !== 'THROTTLED'}
            onChange={(event) => {
              setText(event.target.value);
              if (error) setError(null);
            }}
          />
          <span className="tg-chat__length" data-over={chatLength(text) > CHAT_MAX_LENGTH || undefined}>
            {t('chat.length', { used: chatLength(text), max: CHAT_MAX_LENGTH })}
          </span>
          <Button type="submit" variant="primary" disabled={wait > 0}>
            {wait > 0 ? t('chat.wait', { seconds: wait }) : t('chat.send')}
          </Button>
        </form>
      )}
      {error ? (
        <p className="tg-chat__error" role="alert">
          {t(`chat.error.${error.code}`, {
            max: CHAT_MAX_LENGTH,
            symbols: CHAT_FORBIDDEN_SYMBOLS.split('').join(' '),
            seconds: error.code === 'THROTTLED' ? error.seconds : 0,
          })}
        </p>
      ) : null}
      {viewer.role === 'judge' && !block ? (
        <fieldset className="tg-chat__phrases">
          <legend className="tg-visually-hidden">{t('chat.phrases')}</legend>
          {JUDGE_PHRASES.map((key) => (
            <Button
              key={key}
              variant="quiet"
              disabled={wait > 0}
              onClick={() => send(t(`chat.phrase.${key}`), false)}
            >
              {t(`chat.phrase.${key}`)}
            </Button>
          ))}
        </fieldset>
      ) : null}
    </section>
  );
}
