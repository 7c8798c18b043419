import type { Invitation, InviteColor } from '@tengen/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { Dropdown } from '../../common/controls/dropdown.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { Switch } from '../../common/controls/switch.tsx';
import { TextField } from '../../common/controls/text-field.tsx';
import {
  BYOYOMI_CHOICES,
  COLOR_CHOICES,
  checkInvite,
  HANDICAP_CHOICES,
  type InviteDraft,
  initialDraft,
  SIZE_CHOICES,
  TIME_CHOICES,
  withChallenge,
} from './invite-choices.ts';
import './invite-setup-dialog.css';

export interface InviteSetupDialogProps {
  /** The player chosen from the list; null to type a name. */
  readonly target: string | null;
  readonly me: string;
  readonly onSend: (invitation: Invitation) => void;
  /** The name is a machine opponent's: confirm a challenge instead (box 9). */
  readonly onChallenge: (machine: string) => void;
  readonly onClose: () => void;
}

/**
 * The invitation setup: colour, board, basic time, byo-yomi, handicap (seed 000 section 5), and
 * the level-challenge switch: a ranked even game, so the handicap is 0 and cannot be chosen; and
 * the move-choice panel (`stepselect`, off unless switched on).
 */
export function InviteSetupDialog({ target, me, onSend, onChallenge, onClose }: InviteSetupDialogProps) {
  const { t } = useTranslation(['lobby', 'common', 'choices']);
  const [draft, setDraft] = useState<InviteDraft>(() => initialDraft(target ?? ''));
  const [problem, setProblem] = useState<string | null>(null);
  const change = (patch: Partial<InviteDraft>) => {
    setDraft({ ...draft, ...patch });
    setProblem(null);
  };
  const challenge = draft.challenge === true;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkInvite(draft, me);
    if (checked.kind === 'invite') onSend(checked.invitation);
    else if (checked.kind === 'challenge') onChallenge(checked.machine);
    else setProblem(t(`lobby:problems.${checked.problem}`));
  };

  return (
    <Modal
      title={target ? t('lobby:inviteWho', { name: target }) : t('lobby:setup.title')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button variant="primary" type="submit" form="tg-invite-setup">
            {t('lobby:setup.send')}
          </Button>
        </>
      }
    >
      <form id="tg-invite-setup" className="tg-invite-setup" onSubmit={submit} noValidate>
        {target ? null : (
          <TextField
            label={t('lobby:playerName')}
            value={draft.target}
            onChange={(name) => change({ target: name })}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            hint={t('lobby:machineHint')}
          />
        )}
        {problem ? (
          <p className="tg-notice tg-notice--error" role="alert">
            {problem}
          </p>
        ) : null}
        <div className="tg-invite-setup__challenge">
          <Switch
            label={t('lobby:setup.challenge')}
            checked={challenge}
            onChange={(on) => change(withChallenge(on))}
          />
          {challenge ? <p className="tg-invite-setup__note">{t('lobby:setup.challengeNote')}</p> : null}
        </div>
        <div className="tg-invite-setup__challenge">
          <Switch
            label={t('choices:gameOption.label')}
            checked={draft.stepselect === true}
            onChange={(on) => change({ stepselect: on })}
          />
          {draft.stepselect ? <p className="tg-invite-setup__note">{t('choices:gameOption.note')}</p> : null}
        </div>
        <div className="tg-invite-setup__grid">
          <Dropdown<InviteColor>
            label={t('lobby:setup.color')}
            value={draft.color}
            options={COLOR_CHOICES.map((color) => ({
              value: color,
              label: t(`lobby:setup.colors.${color}`),
            }))}
            onChange={(color) => change({ color })}
          />
          <Dropdown
            label={t('lobby:setup.size')}
            value={draft.size}
            options={SIZE_CHOICES.map((size) => ({
              value: size,
              label: t('lobby:setup.sizeValue', { size }),
            }))}
            onChange={(size) => change({ size })}
          />
          <Dropdown
            label={t('lobby:setup.time')}
            value={draft.time}
            options={TIME_CHOICES.map((time) => ({
              value: time,
              label: t('lobby:setup.minutes', { count: time }),
            }))}
            onChange={(time) => change({ time })}
          />
          <Dropdown
            label={t('lobby:setup.byoyomi')}
            value={draft.byoyomi}
            options={BYOYOMI_CHOICES.map((s) => ({
              value: s,
              label: s === 0 ? t('lobby:setup.byoyomiNone') : t('lobby:setup.seconds', { count: s }),
            }))}
            onChange={(byoyomi) => change({ byoyomi })}
          />
          <Dropdown
            label={t('lobby:setup.handicap')}
            value={draft.handicap}
            options={HANDICAP_CHOICES.map((n) => ({
              value: n,
              label: n === 0 ? t('lobby:setup.handicapNone') : t('lobby:setup.stones', { count: n }),
            }))}
            onChange={(handicap) => change({ handicap })}
            disabled={challenge}
          />
        </div>
        {draft.byoyomi > 0 ? <p className="tg-invite-setup__note">{t('lobby:setup.byoyomiNote')}</p> : null}
      </form>
    </Modal>
  );
}
