import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { Modal } from '../../common/controls/modal.tsx';
import { secondsLeft } from './invitation-deadline.ts';
import { viewerColor } from './invitation-terms.ts';
import { isLevelChallenge, type LobbyInvitation } from './lobby-state.ts';
import './invitation-dialog.css';
import { useLevelName } from '../../common/level-name.ts';

export interface InvitationDialogProps {
  readonly invitation: LobbyInvitation;
  readonly now: number;
  readonly onAccept: (id: number) => void;
  readonly onReject: (id: number) => void;
  readonly onCancel: (id: number) => void;
  /** Rejects a received invitation and blocks its sender (docs/social.md); absent: not offered. */
  readonly onBlock?: (invitation: LobbyInvitation) => void;
}

/**
 * The seed's invitation dialog (types 1 to 4) with its 10 s countdown: a sent invitation can be
 * cancelled; a received one accepted or rejected. It closes when the server says it ended.
 */
export function InvitationDialog({
  invitation,
  now,
  onAccept,
  onReject,
  onCancel,
  onBlock,
}: InvitationDialogProps) {
  const { t } = useTranslation(['lobby', 'choices']);
  const levelName = useLevelName();
  const { id, direction, dialogType, opponent, opponentLevel, answering } = invitation;
  const left = secondsLeft(invitation.deadline, now);
  const received = direction === 'received';
  const challenge = isLevelChallenge(invitation);
  return (
    <Modal
      role="alertdialog"
      title={t(`dialog.type${dialogType}`)}
      actions={
        received ? (
          <>
            <Button onClick={() => onReject(id)} disabled={answering}>
              {t('dialog.reject')}
            </Button>
            <Button variant="primary" onClick={() => onAccept(id)} busy={answering}>
              {t('dialog.accept')}
            </Button>
          </>
        ) : (
          <Button onClick={() => onCancel(id)} busy={answering}>
            {t('dialog.cancel')}
          </Button>
        )
      }
    >
      <p>
        {received
          ? t(challenge ? 'dialog.challengedBy' : 'dialog.invitedBy', {
              name: opponent,
              level: levelName(opponentLevel),
            })
          : t('dialog.waitingFor', { name: opponent, level: levelName(opponentLevel) })}
      </p>
      {challenge ? <p className="tg-invitation__ranked">{t('setup.challengeNote')}</p> : null}
      <dl className="tg-invitation__terms">
        <dt>{t('dialog.youPlay')}</dt>
        <dd>{t(`setup.colors.${viewerColor(invitation)}`)}</dd>
        <dt>{t('dialog.board')}</dt>
        <dd>{t('setup.sizeValue', { size: invitation.size })}</dd>
        <dt>{t('dialog.time')}</dt>
        <dd>
          {invitation.byoyomi > 0
            ? t('dialog.timeWithByoyomi', { minutes: invitation.time, seconds: invitation.byoyomi })
            : t('dialog.timeFixed', { minutes: invitation.time })}
        </dd>
        <dt>{t('dialog.handicap')}</dt>
        <dd>
          {invitation.handicap > 0
            ? t('setup.stones', { count: invitation.handicap })
            : t('setup.handicapNone')}
        </dd>
        {invitation.stepselect ? (
          <>
            <dt>{t('choices:gameOption.label')}</dt>
            <dd>{t('choices:gameOption.on')}</dd>
          </>
        ) : null}
      </dl>
      <p className="tg-invitation__countdown">
        <span className="tg-invitation__seconds" aria-hidden="true">
          {left}
        </span>
        <span>{t('dialog.secondsLeft', { count: left })}</span>
      </p>
      {received && onBlock ? (
        <p className="tg-invitation__block">
          <Button onClick={() => onBlock(invitation)} disabled={answering}>
            {t('dialog.block')}
          </Button>
        </p>
      ) : null}
    </Modal>
  );
}
