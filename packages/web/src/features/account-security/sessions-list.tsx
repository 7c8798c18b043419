import { type AccountSession, languageOrFallback } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute, failureMessageKey } from '../../common/api/call-route.ts';
import { useCall } from '../../common/api/use-call.ts';
import { Button } from '../../common/controls/button.tsx';
import { useHost } from '../../common/host/host-context.tsx';
import { HTML_LANG } from '../../i18n/init-i18n.ts';

/**
 * The account's sessions, the last used first: this browser marked, every other with a button
 * that signs it out (its pages' sockets close at once), and one for all of them.
 */
export function SessionsList() {
  const { t, i18n } = useTranslation(['security', 'common']);
  const { token } = useHost();
  const [round, setRound] = useState(0);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<ApiFailure | null>(null);
  const answer = useCall(() => callRoute('getSessions', { token }), `sessions:${round}`);
  const when = new Intl.DateTimeFormat(HTML_LANG[languageOrFallback(i18n.language)], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

  const act = async (which: string, run: () => Promise<string | null | ApiFailure>) => {
    setBusy(which);
    setNote(null);
    setFailure(null);
    const outcome = await run();
    setBusy(null);
    if (typeof outcome === 'object' && outcome !== null) setFailure(outcome);
    else setNote(outcome);
    setRound((r) => r + 1);
  };
  const endOne = (sessionid: string) =>
    act(sessionid, async () => {
      const ended = await callRoute('endSession', { form: { sessionid }, token });
      return ended.ok || (ended.error.kind === 'api' && ended.error.error === 'NOT_FOUND')
        ? null
        : ended.error;
    });
  const endOthers = () =>
    act('others', async () => {
      const ended = await callRoute('endOtherSessions', { token });
      return ended.ok ? t('security:sessions.signedOutOthers', { count: ended.value.ended }) : ended.error;
    });

  const sessions = answer.kind === 'done' ? answer.value.sessions : [];
  const others = sessions.filter((s) => !s.current);
  return (
    <section className="tg-card tg-security__sessions" data-testid="sessions">
      <h2 className="tg-security__heading">{t('security:sessions.heading')}</h2>
      {note ? (
        <p className="tg-notice" role="status">
          {note}
        </p>
      ) : null}
      {failure ? (
        <p className="tg-notice tg-notice--error" role="alert">
          {t(`common:${failureMessageKey(failure)}`)}
        </p>
      ) : null}
      {answer.kind === 'loading' ? <p className="tg-empty">{t('common:loading')}</p> : null}
      {answer.kind === 'failed' ? (
        <p className="tg-notice tg-notice--error">{t(`common:${failureMessageKey(answer.failure)}`)}</p>
      ) : null}
      {answer.kind === 'done' ? (
        <ul className="tg-security__list">
          {sessions.map((session) => (
            <SessionRow
              key={session.sessionid}
              session={session}
              when={when}
              busy={busy === session.sessionid}
              onEnd={() => endOne(session.sessionid)}
            />
          ))}
        </ul>
      ) : null}
      {answer.kind === 'done' && others.length === 0 ? (
        <p className="tg-security__hint">{t('security:sessions.none')}</p>
      ) : null}
      {others.length > 0 ? (
        <Button variant="secondary" busy={busy === 'others'} onClick={endOthers}>
          {t('security:sessions.signOutOthers')}
        </Button>
      ) : null}
    </section>
  );
}

function SessionRow({
  session,
  when,
  busy,
  onEnd,
}: {
  readonly session: AccountSession;
  readonly when: Intl.DateTimeFormat;
  readonly busy: boolean;
  readonly onEnd: () => void;
}) {
  const { t } = useTranslation('security');
  return (
    <li className="tg-security__session" data-current={session.current ? 'true' : undefined}>
      <div className="tg-security__device">
        <strong>{session.device || t('sessions.unknownDevice')}</strong>
        {session.current ? <span className="tg-security__badge">{t('sessions.current')}</span> : null}
      </div>
      <dl className="tg-security__facts">
        <dt>{t('sessions.address')}</dt>
        <dd>{session.address || '—'}</dd>
        <dt>{t('sessions.created')}</dt>
        <dd>{when.format(session.createdAt)}</dd>
        <dt>{t('sessions.lastSeen')}</dt>
        <dd>{when.format(session.lastSeenAt)}</dd>
      </dl>
      {session.current ? null : (
        <Button variant="quiet" busy={busy} onClick={onEnd}>
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
