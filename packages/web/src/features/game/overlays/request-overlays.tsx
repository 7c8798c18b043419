/**
 * The opponent's requests that wait for this player's answer: counting (19), take-back (28),
 * early start (54). They close only through their buttons, never by Escape.
 */
import { COUNT_REFUSAL } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../common/controls/index.ts';
import { AnswerModal } from './answer-modal.tsx';
import type { RequestOf } from './overlay-request.ts';
import { useCountdown } from './seconds-countdown.ts';

interface Props<R> {
  readonly request: R;
  readonly onClose: () => void;
}

/** The three refusal reasons of seed 000 section 5, in its order. */
const REFUSALS = [
  [COUNT_REFUSAL.finishEndgame, 'messages.countRefusalFinishEndgame'],
  [COUNT_REFUSAL.notOver, 'messages.countRefusalNotOver'],
  [COUNT_REFUSAL.bothCount, 'messages.countRefusalBothCount'],
] as const;

export function CountingRequestReceived({ request, onClose }: Props<RequestOf<19>>) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={t('title.countingRequestReceived')}
      role="alertdialog"
      actions={
        <Button
          variant="primary"
          onClick={() => {
            request.onAccept();
            onClose();
          }}
        >
          {t('counting.agree')}
        </Button>
      }
    >
      <p>{t('counting.receivedText')}</p>
      <fieldset className="tg-overlay-reasons">
        <legend>{t('counting.refuseWith')}</legend>
        {REFUSALS.map(([reason, key]) => (
          <Button
            key={reason}
            onClick={() => {
              request.onRefuse(reason);
              onClose();
            }}
          >
            {t(key)}
          </Button>
        ))}
      </fieldset>
    </Modal>
  );
}

export function TakeBackReceived({ request, onClose }: Props<RequestOf<28>>) {
  const { t } = useTranslation('overlays');
  return (
    <AnswerModal
      title={t('title.takeBackReceived')}
      yes={t('takeBack.agree')}
      no={t('takeBack.refuse')}
      onYes={request.onAccept}
      onNo={request.onRefuse}
      onClose={onClose}
    >
      <p>{request.depth === 2 ? t('takeBack.receivedTwo') : t('takeBack.receivedOne')}</p>
    </AnswerModal>
  );
}

/** Silence counts as no: when the countdown ends the window closes (the server refuses for us). */
export function EarlyStartReceived({ request, onClose }: Props<RequestOf<54>>) {
  const { t } = useTranslation('overlays');
  const left = useCountdown(request.seconds, onClose);
  return (
    <AnswerModal
      title={t('title.earlyStartReceived')}
      yes={t('earlyStart.accept')}
      no={t('earlyStart.refuse')}
      onYes={request.onAccept}
      onNo={request.onRefuse}
      onClose={onClose}
    >
      <p>{t('earlyStart.received')}</p>
      <p className="tg-overlay-countdown" role="timer" aria-live="off">
        {t('earlyStart.secondsLeft', { seconds: left })}
      </p>
    </AnswerModal>
  );
}
