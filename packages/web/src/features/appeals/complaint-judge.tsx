/**
 * Form 3 of the complaint box, for appeal men: each complaint of the game, and for those under
 * review the result accepting it leaves (kept, or black wins, white wins, a draw), accept and reject.
 */
import type { Appeal, RefereeVerdict } from '@tengen/protocol';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dropdown } from '../../common/controls/index.ts';
import { REASON_KEYS, STATUS_KEYS } from './complaint-text.ts';

/** Accepting: keep the result, or set it; rejecting changes nothing. */
export type JudgeDecision =
  | { readonly do: 'reject' }
  | { readonly do: 'recive'; readonly verdict: RefereeVerdict | null };

export function ComplaintJudge(props: {
  readonly apps: readonly Appeal[];
  /** The game's result now, in words. */
  readonly result: string;
  /** The appeal man played this game himself: he sees, another decides. */
  readonly ownGame: boolean;
  readonly busy: boolean;
  readonly onDecide: (aid: number, decision: JudgeDecision) => void;
}) {
  const { t } = useTranslation('appeals');
  return (
    <section className="tg-complaint__judge" aria-label={t('judge.title')}>
      <h3>{t('judge.title')}</h3>
      <p>{t('judge.result', { result: props.result })}</p>
      {props.ownGame ? <p className="tg-complaint__hint">{t('judge.ownGame')}</p> : null}
      {props.apps.length === 0 ? <p className="tg-empty">{t('judge.none')}</p> : null}
      <ul className="tg-complaint__list">
        {props.apps.map((a) => (
          <JudgedComplaint
            key={a.id}
            appeal={a}
            canDecide={!props.ownGame}
            busy={props.busy}
            onDecide={props.onDecide}
          />
        ))}
      </ul>
    </section>
  );
}

function JudgedComplaint(props: {
  readonly appeal: Appeal;
  readonly canDecide: boolean;
  readonly busy: boolean;
  readonly onDecide: (aid: number, decision: JudgeDecision) => void;
}) {
  const { t } = useTranslation('appeals');
  const [verdict, setVerdict] = useState<RefereeVerdict | 'keep'>('keep');
  const { appeal } = props;
  return (
    <li className="tg-complaint__item" data-aid={appeal.id}>
      <p>
        <strong>{t('judge.by', { name: appeal.user })}</strong> · {t(REASON_KEYS[appeal.reason])}
      </p>
      {appeal.content ? <p className="tg-complaint__content">{appeal.content}</p> : null}
      <p className={`tg-complaint__status tg-complaint__status--${appeal.status}`}>
        {t('own.status', { status: t(STATUS_KEYS[appeal.status]) })}
        {appeal.round === 2 ? ` · ${t('own.secondLook')}` : ''}
      </p>
      {appeal.status === 0 && props.canDecide ? (
        <div className="tg-complaint__decide">
          <Dropdown
            label={t('judge.verdict')}
            value={verdict}
            options={[
              { value: 'keep', label: t('judge.keep') },
              { value: 'black', label: t('judge.black') },
              { value: 'white', label: t('judge.white') },
              { value: 'he', label: t('judge.draw') },
            ]}
            onChange={setVerdict}
          />
          <div className="tg-complaint__buttons">
            <Button
              variant="primary"
              disabled={props.busy}
              onClick={() =>
                props.onDecide(appeal.id, { do: 'recive', verdict: verdict === 'keep' ? null : verdict })
              }
            >
              {t('judge.recive')}
            </Button>
            <Button disabled={props.busy} onClick={() => props.onDecide(appeal.id, { do: 'reject' })}>
              {t('judge.reject')}
            </Button>
          </div>
        </div>
      ) : null}
    </li>
  );
}
