import { type ClientMessageOf, INVITE, isRankRange, RANKS } from '@tengen/protocol';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { Dropdown } from '../../common/controls/dropdown.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { Switch } from '../../common/controls/switch.tsx';
import { useLevelName } from '../../common/level-name.ts';
import { BYOYOMI_CHOICES, SIZE_CHOICES, TIME_CHOICES } from './invite-choices.ts';

export type SeekDraft = Omit<ClientMessageOf<'seek_req'>, 'cmd'>;
type RankChoice = SeekDraft['minlevel'];

const RANK_CHOICES = RANKS.map(([label]) => label) as readonly RankChoice[];

/** The form's preselection: 19×19, 20 min + 30 s × 3, free, anyone. */
export const INITIAL_SEEK: SeekDraft = {
  size: 19,
  time: INVITE.defaultBasicMinutes,
  byoyomi: 30,
  ranked: false,
  minlevel: 'Auto',
  maxlevel: '9D',
};

export interface SeekDialogProps {
  readonly onPost: (seek: SeekDraft) => void;
  readonly onClose: () => void;
}

/** Posting an open challenge: the game (board, clock, ranked or free) and who may accept it (a rank range). */
export function SeekDialog({ onPost, onClose }: SeekDialogProps) {
  const { t } = useTranslation(['lobby', 'common', 'choices']);
  const levelName = useLevelName();
  const [draft, setDraft] = useState<SeekDraft>(INITIAL_SEEK);
  const [problem, setProblem] = useState(false);
  const change = (patch: Partial<SeekDraft>) => {
    setDraft({ ...draft, ...patch });
    setProblem(false);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isRankRange(draft.minlevel, draft.maxlevel)) setProblem(true);
    else onPost(draft);
  };
  const rankOptions = RANK_CHOICES.map((label) => ({ value: label, label: levelName(label) }));

  return (
    <Modal
      title={t('lobby:seeks.dialogTitle')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('common:cancel')}</Button>
          <Button variant="primary" type="submit" form="tg-seek-setup">
            {t('lobby:seeks.send')}
          </Button>
        </>
      }
    >
      <form id="tg-seek-setup" className="tg-invite-setup" onSubmit={submit} noValidate>
        {problem ? (
          <p className="tg-notice tg-notice--error" role="alert">
            {t('lobby:seeks.badRange')}
          </p>
        ) : null}
        <div className="tg-invite-setup__challenge">
          <Switch
            label={t('lobby:seeks.rankedSwitch')}
            checked={draft.ranked}
            onChange={(ranked) => change({ ranked })}
          />
          <p className="tg-invite-setup__note">{t('lobby:seeks.evenNote')}</p>
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
          <span />
          <Dropdown<RankChoice>
            label={t('lobby:seeks.minRank')}
            value={draft.minlevel}
            options={rankOptions}
            onChange={(minlevel) => change({ minlevel })}
          />
          <Dropdown<RankChoice>
            label={t('lobby:seeks.maxRank')}
            value={draft.maxlevel}
            options={rankOptions}
            onChange={(maxlevel) => change({ maxlevel })}
          />
        </div>
      </form>
    </Modal>
  );
}
