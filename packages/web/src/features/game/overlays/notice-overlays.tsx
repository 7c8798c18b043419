/** Windows that tell something: results (8, 9), info (10), refusals, limits, beans, connection. */
import type { MessageKey } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../common/controls/index.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { RatingResult } from '../rating/rating-result.tsx';
import type { RequestOf } from './overlay-request.ts';
import type { ResultMessage } from './result-message.ts';

interface Props<R> {
  readonly request: R;
  readonly onClose: () => void;
}

/** A title, a text and an OK button; Escape closes it. */
function Notice({
  title,
  children,
  onClose,
}: {
  title: string;
  children: React.ReactNode;
  onClose: () => void;
}) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      {children}
    </Modal>
  );
}

/** The end-of-game sentence for this viewer. */
export function ResultText({ message }: { readonly message: ResultMessage }) {
  const { t } = useTranslation('overlays');
  const words = useWords();
  const side = message.side ? t(`colors.${message.side}`) : '';
  const amount = message.margin === null ? '' : words.margin(message.margin);
  return (
    <>
      <p className="tg-overlay-result">{t(message.key, { side, amount })}</p>
      <RatingResult />
    </>
  );
}

export function ResultNotice({ request, onClose }: Props<RequestOf<8 | 9>>) {
  const { t } = useTranslation('overlays');
  return (
    <Notice title={t('title.gameOver')} onClose={onClose}>
      <ResultText message={request.message} />
    </Notice>
  );
}

export function InfoNotice({ request, onClose }: Props<RequestOf<10>>) {
  const { t } = useTranslation(['overlays', 'errors', 'lobby']);
  let body: React.ReactNode;
  if ('result' in request) body = <ResultText message={request.result} />;
  else if ('gameElsewhere' in request) {
    const { playid, opponent } = request.gameElsewhere;
    body = (
      <p>
        {t('lobby:notices.startedElsewhere', { name: opponent })}{' '}
        <a href={`/play/p/${playid}/`}>{t('lobby:notices.openGame')}</a>
      </p>
    );
  } else if ('refusal' in request) body = <p>{t(`errors:refused.${request.refusal}`)}</p>;
  else if ('note' in request) body = <p>{t(`overlays:note.${request.note}`)}</p>;
  else body = <p>{t(`overlays:messages.${request.message}`, { num: request.values?.num ?? 0 })}</p>;
  return (
    <Notice title={t('overlays:title.infoMessage')} onClose={onClose}>
      {body}
    </Notice>
  );
}

export function CountingRefused({ request, onClose }: Props<RequestOf<20>>) {
  const { t } = useTranslation('overlays');
  const reasons = ['', 'countRefusalFinishEndgame', 'countRefusalNotOver', 'countRefusalBothCount'] as const;
  const reason = reasons[request.reason];
  return (
    <Notice title={t('title.countingRefused')} onClose={onClose}>
      <p>{t('messages.countingRequestRefused')}</p>
      {reason ? <p>{t('counting.refusedReason', { reason: t(`messages.${reason}`) })}</p> : null}
    </Notice>
  );
}

/** 22, 29 and 53: one sentence from the seed's catalogue. */
const SIMPLE: Readonly<
  Record<22 | 29 | 53, readonly ['countingResultRefused' | 'takeBackRefused' | 'earlyStartSent', MessageKey]>
> = {
  22: ['countingResultRefused', 'countingResultRefused'],
  29: ['takeBackRefused', 'takeBackRefused'],
  53: ['earlyStartSent', 'requestSent'],
};

export function SimpleNotice({ request, onClose }: Props<RequestOf<22 | 29 | 53>>) {
  const { t } = useTranslation('overlays');
  const [title, message] = SIMPLE[request.overlay];
  return (
    <Notice title={t(`title.${title}`)} onClose={onClose}>
      <p>{t(`messages.${message}`)}</p>
    </Notice>
  );
}

const BLOCK_MESSAGES = {
  COUNTING_LIMIT: 'countingLimit',
  COUNTING_TOO_EARLY: 'countingTooEarly',
  COUNTING_NEEDS_MOVE: 'countingNeedsMove',
  COUNTING_WAIT: 'countingWait',
} as const;

export function CountingBlocked({ request, onClose }: Props<RequestOf<32>>) {
  const { t } = useTranslation('overlays');
  return (
    <Notice title={t('title.countingBlocked')} onClose={onClose}>
      <p>{t(`messages.${BLOCK_MESSAGES[request.code]}`, { num: request.minMoves })}</p>
    </Notice>
  );
}

export function NotEnoughBeans({ request, onClose }: Props<RequestOf<33>>) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={t('title.notEnoughBeans')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant="primary"
            onClick={() => {
              request.onTopUp();
              onClose();
            }}
          >
            {t('beans.topUp')}
          </Button>
        </>
      }
    >
      <p>
        {request.reason === 'askMove' ? t('messages.askMoveNeedsBeans') : t('messages.beansInsufficient')}
      </p>
    </Modal>
  );
}

/** No close: the only way on is to reconnect (the page reloads). */
export function NetworkDisconnected({ request }: Props<RequestOf<35>>) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={t('title.networkDisconnected')}
      role="alertdialog"
      actions={
        <Button variant="primary" onClick={request.onReconnect}>
          {t('connection.reconnect')}
        </Button>
      }
    >
      <p>{t('messages.networkDisconnected')}</p>
    </Modal>
  );
}

export function LoggedInElsewhere({ request }: Props<RequestOf<36>>) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={t('title.loggedInElsewhere')}
      role="alertdialog"
      actions={
        <Button variant="primary" onClick={request.onLeave}>
          {t('connection.leave')}
        </Button>
      }
    >
      <p>{t('messages.loggedInElsewhere')}</p>
    </Modal>
  );
}
