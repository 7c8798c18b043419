/**
 * The complaint box of the game page (seed 000 section 4): form 1 to submit a complaint, form 2
 * the viewer's own complaint and its result, form 3 the judge view of an appeal man. Too few
 * beans opens the insufficient-beans window (33, box 10 of the seed), which leads to /pay/.
 */
import { type ComplaintReason, mayFileComplaint, type PlayInfo, RESULT_CODE } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient, ApiFailure } from '../../common/api/api-client.ts';
import { failureMessageKey } from '../../common/api/call-route.ts';
import { Button, ButtonLink, Modal } from '../../common/controls/index.ts';
import { useAnnounceBeans } from '../../common/host/beans.tsx';
import { useWords } from '../../common/words/use-words.ts';
import { ComplaintJudge, type JudgeDecision } from './complaint-judge.tsx';
import { outcomeKey } from './complaint-refresh.ts';
import { ComplaintResult } from './complaint-result.tsx';
import { ComplaintSubmit } from './complaint-submit.tsx';
import { useComplaints } from './use-complaints.ts';
import './complaint.css';

export interface ComplaintBoxProps {
  readonly api: ApiClient;
  readonly play: PlayInfo;
  /** The signed-in viewer's name. */
  readonly username: string;
  /** The game's result as the page knows it now (the play info is as the page loaded it); null while it goes on. */
  readonly outcome: Pick<PlayInfo, 'result' | 'wintype' | 'winnumber'> | null;
  readonly onClose: () => void;
  /** The balance cannot pay the complaint. */
  readonly onBeansShort: () => void;
}

type Note = { readonly kind: 'ok' | 'problem'; readonly text: string } | null;

export function ComplaintBox(props: ComplaintBoxProps) {
  const { t } = useTranslation(['appeals', 'common']);
  const words = useWords();
  const { api, play, username } = props;
  const [complaints, reload] = useComplaints({
    api,
    playid: play.playid,
    username,
    resultKey: outcomeKey(props.outcome),
  });
  const announceBeans = useAnnounceBeans();
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<Note>(null);
  const isPlayer = username === play.busername || username === play.wusername;
  const mayFile = mayFileComplaint({
    isPlayer,
    isAppealMan: play.isappealman,
    gameid: play.gameid,
    finished: props.outcome !== null,
    machineGame: play.machinename !== '',
  });
  const result = words.result(props.outcome ?? play);
  const apps = complaints.kind === 'done' ? complaints.apps : [];
  const own = apps.find((a) => a.user === username) ?? null;
  const others = apps.filter((a) => a.user !== username);

  const failed = (failure: ApiFailure, conflict: string) =>
    setNote({
      kind: 'problem',
      text:
        failure.kind === 'api' && failure.error === 'CONFLICT'
          ? conflict
          : t(`common:${failureMessageKey(failure)}`),
    });

  const submit = async (reason: ComplaintReason, content: string) => {
    setBusy(true);
    setNote(null);
    const answer = await api.call('postAppeal', { form: { playid: play.playid, reason, content } });
    setBusy(false);
    if (!answer.ok) return failed(answer.error, t('appeals:submit.alreadyFiled'));
    if (answer.value.result === RESULT_CODE.appealBeansShort) return props.onBeansShort();
    announceBeans(answer.value.beans);
    setNote({ kind: 'ok', text: t('appeals:submit.submitted') });
    await reload();
  };

  const rejudge = async (aid: number) => {
    setBusy(true);
    const answer = await api.call('rejudgeAppeal', { form: { aid } });
    setBusy(false);
    if (!answer.ok) return failed(answer.error, t('appeals:judge.alreadyDecided'));
    setNote({ kind: 'ok', text: t('appeals:own.rejudged') });
    await reload();
  };

  const decide = async (aid: number, decision: JudgeDecision) => {
    setBusy(true);
    setNote(null);
    const answer =
      decision.do === 'recive' && decision.verdict !== null
        ? await api.call('appealVerdict', { form: { aid, result: decision.verdict } })
        : await api.call('decideAppeal', { form: { do: decision.do, aid } });
    setBusy(false);
    if (!answer.ok) return failed(answer.error, t('appeals:judge.alreadyDecided'));
    // A new result is the game page's to show: it reads the game again.
    if (decision.do === 'recive' && decision.verdict !== null) return window.location.reload();
    setNote({ kind: 'ok', text: t('appeals:judge.decided') });
    await reload();
  };

  return (
    <Modal
      title={t('appeals:title')}
      onClose={props.onClose}
      actions={
        <>
          <ButtonLink href="/appeals/">{t('appeals:all')}</ButtonLink>
          <Button onClick={props.onClose}>{t('appeals:close')}</Button>
        </>
      }
    >
      <div className="tg-complaint">
        {note ? (
          <p
            className={`tg-complaint__note tg-complaint__note--${note.kind}`}
            role={note.kind === 'ok' ? 'status' : 'alert'}
          >
            {note.text}
          </p>
        ) : null}
        {complaints.kind === 'loading' ? <p className="tg-empty">{t('appeals:loading')}</p> : null}
        {complaints.kind === 'failed' ? (
          <p className="tg-notice tg-notice--error">{t(`common:${failureMessageKey(complaints.failure)}`)}</p>
        ) : null}
        {complaints.kind === 'done' && own ? (
          <ComplaintResult appeal={own} result={result} busy={busy} onRejudge={() => void rejudge(own.id)} />
        ) : null}
        {complaints.kind === 'done' && !own && mayFile ? (
          <ComplaintSubmit busy={busy} onSubmit={(reason, content) => void submit(reason, content)} />
        ) : null}
        {complaints.kind === 'done' && play.isappealman ? (
          <ComplaintJudge
            apps={others}
            result={result}
            ownGame={isPlayer}
            busy={busy}
            onDecide={(aid, decision) => void decide(aid, decision)}
          />
        ) : null}
      </div>
    </Modal>
  );
}
