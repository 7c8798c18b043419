/**
 * A private conversation: both avatars, the messages oldest first with earlier pages on demand,
 * new ones arriving while it is open, and the box to write in (the game chat's rules, said
 * before sending; the server's refusals said as they come). Used by /messages/{username}/ and
 * by the game page's private chat window.
 */
import {
  CHAT,
  CHAT_FORBIDDEN_SYMBOLS,
  chatWaitSeconds,
  languageOrFallback,
  type PrivateMessage,
} from '@tengen/protocol';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { Button } from '../../common/controls/index.ts';
import { useNow } from '../../common/use-now.ts';
import { HTML_LANG } from '../../i18n/init-i18n.ts';
import { type SendProblem, useConversation } from './use-conversation.ts';
import '../../common/controls/text-field.css';
import './friends.css';

export interface ConversationViewProps {
  readonly other: { readonly userid: number; readonly username: string };
  readonly viewer: string;
  readonly token: string;
}

export function ConversationView({ other, viewer, token }: ConversationViewProps) {
  const { t, i18n } = useTranslation(['friends', 'common']);
  const talk = useConversation(other, token);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<SendProblem | null>(null);
  const [sending, setSending] = useState(false);
  const inputId = useId();
  const list = useRef<HTMLOListElement>(null);
  // The clock ticks only while the throttle holds.
  const waiting = chatWaitSeconds(talk.lastSentAt, Date.now()) > 0;
  const tick = useNow(waiting, 250);
  // Once the throttle is over the last tick is stale (a render between two ticks stops the
  // clock at "Wait 1 s"): read the time now.
  const wait = chatWaitSeconds(talk.lastSentAt, waiting ? tick : Date.now());
  const date = new Intl.DateTimeFormat(HTML_LANG[languageOrFallback(i18n.language)], {
    dateStyle: 'short',
    timeStyle: 'short',
  });

  // The newest message in view: scroll to it when it changes (not when earlier pages come).
  const newest = talk.messages.at(-1)?.id ?? 0;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when the newest message changes
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [newest]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const refused = await talk.send(text);
    setSending(false);
    setProblem(refused);
    if (refused === null) setText('');
  };

  const length = Array.from(text.trim()).length;
  return (
    <section className="tg-talk" aria-label={t('conversation.label', { name: other.username })}>
      {talk.loadFailure ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {t('conversation.loadFailed', { reason: t(`common:${failureMessageKey(talk.loadFailure)}`) })}
        </p>
      ) : null}
      <div className="tg-talk__earlier">
        {talk.hasEarlier ? (
          <Button variant="quiet" busy={talk.loadingEarlier} onClick={talk.loadEarlier}>
            {t('conversation.earlier')}
          </Button>
        ) : talk.loaded && talk.messages.length > 0 ? (
          <p className="tg-talk__note">{t('conversation.beginning')}</p>
        ) : null}
      </div>
      {talk.loaded && talk.messages.length === 0 ? (
        <p className="tg-talk__note">{t('conversation.empty')}</p>
      ) : null}
      <ol className="tg-talk__messages" ref={list} aria-live="polite" aria-relevant="additions">
        {talk.messages.map((m) => (
          <MessageRow
            key={m.id}
            message={m}
            mine={m.username === viewer}
            head={m.username === viewer ? talk.heads.mine : talk.heads.theirs}
            when={date.format(m.t)}
          />
        ))}
      </ol>
      <form className="tg-talk__form" onSubmit={submit} noValidate>
        <label className="tg-visually-hidden" htmlFor={inputId}>
          {t('conversation.input')}
        </label>
        <input
          id={inputId}
          className="tg-field__input tg-talk__input"
          value={text}
          placeholder={t('conversation.input')}
          autoComplete="off"
          aria-invalid={problem !== null && problem.code !== 'FAILED' ? true : undefined}
          aria-describedby={`${inputId}-hint`}
          onChange={(event) => {
            setText(event.target.value);
            if (problem && problem.code !== 'SERVER_THROTTLED' && problem.code !== 'THROTTLED')
              setProblem(null);
          }}
        />
        <Button type="submit" variant="primary" busy={sending}>
          {wait > 0 ? t('conversation.wait', { seconds: wait }) : t('conversation.send')}
        </Button>
        <p id={`${inputId}-hint`} className="tg-talk__hint">
          <span>{t('conversation.hint', { max: CHAT.maxLength })}</span>
          <span
            className={length > CHAT.maxLength ? 'tg-talk__length tg-talk__length--over' : 'tg-talk__length'}
          >
            {t('conversation.length', { count: length, max: CHAT.maxLength })}
          </span>
        </p>
        {problem ? (
          <p className="tg-talk__problem" role="alert">
            {problemText(t, problem)}
          </p>
        ) : null}
      </form>
    </section>
  );
}

function MessageRow({
  message,
  mine,
  head,
  when,
}: {
  readonly message: PrivateMessage;
  readonly mine: boolean;
  readonly head: string;
  readonly when: string;
}) {
  const { t } = useTranslation('friends');
  const name = mine ? t('conversation.you') : message.username;
  return (
    <li className={mine ? 'tg-talk__message tg-talk__message--mine' : 'tg-talk__message'}>
      <Avatar src={head} name={message.username} />
      <div className="tg-talk__bubble">
        <p className="tg-talk__meta">
          <span className="tg-talk__sender">{name}</span>{' '}
          <time dateTime={new Date(message.t).toISOString()}>{when}</time>
          {!mine && !message.is_read ? (
            <span className="tg-talk__new">{t('conversation.unreadMark')}</span>
          ) : null}
        </p>
        <p className="tg-talk__text">{message.content}</p>
      </div>
    </li>
  );
}

/** The user's picture, or the first letter of the name when there is none. */
export function Avatar({ src, name }: { readonly src: string; readonly name: string }) {
  const { t } = useTranslation('friends');
  return src ? (
    <img className="tg-avatar" src={src} alt={t('conversation.avatar', { name })} width={36} height={36} />
  ) : (
    <span className="tg-avatar tg-avatar--letter" aria-hidden="true">
      {Array.from(name)[0]?.toUpperCase() ?? '?'}
    </span>
  );
}

type T = ReturnType<typeof useTranslation<['friends', 'common']>>['t'];

function problemText(t: T, problem: SendProblem): string {
  switch (problem.code) {
    case 'EMPTY':
      return t('conversation.refused.EMPTY');
    case 'TOO_LONG':
      return t('conversation.refused.TOO_LONG', { max: CHAT.maxLength });
    case 'FORBIDDEN_SYMBOL':
      return t('conversation.refused.FORBIDDEN_SYMBOL', {
        symbols: CHAT_FORBIDDEN_SYMBOLS.split('').join(' '),
      });
    case 'HIDDEN_CHARACTER':
      return t('conversation.refused.HIDDEN_CHARACTER');
    case 'THROTTLED':
      return t('conversation.refused.THROTTLED', { seconds: problem.seconds });
    case 'SERVER_THROTTLED':
      return t('conversation.serverThrottled', { seconds: problem.seconds });
    case 'FAILED':
      return t('conversation.sendFailed', { reason: t(`common:${failureMessageKey(problem.failure)}`) });
  }
}
