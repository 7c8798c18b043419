/** Counting results: 13a, 13b and 14 (shown; 13b and 14 with the game's result), 21 (to accept or reject). */
import type { CountResult } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../common/controls/index.ts';
import { useWords } from '../../../common/words/use-words.ts';
import { formatArea } from '../review/stone-amount.ts';
import { AnswerModal } from './answer-modal.tsx';
import { ResultText } from './notice-overlays.tsx';
import type { RequestOf } from './overlay-request.ts';

/** Both areas and who wins by how much. */
export function CountSummary({ count }: { readonly count: CountResult }) {
  const { t } = useTranslation('overlays');
  const words = useWords();
  const side = count.result === 1 ? t('colors.black') : t('colors.white');
  return (
    <div className="tg-overlay-count">
      <p className="tg-overlay-count__areas">
        {t('counting.areas', { black: formatArea(count.bscore), white: formatArea(count.wscore) })}
      </p>
      <p className="tg-overlay-count__result">
        {count.result === 3
          ? t('counting.draw')
          : t('counting.sideWins', { side, amount: words.margin(count.winnumber) })}
      </p>
    </div>
  );
}

const STAGE_TEXT = {
  '13a': 'counting.waiting',
  '13b': 'counting.accepted',
  14: 'counting.bothPassed',
} as const;

export function CountingResult({
  request,
  onClose,
}: {
  readonly request: RequestOf<'13a' | '13b' | 14>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('overlays');
  // 13b and 14 end the game: the viewer's result first, so one window says it all.
  const message = 'message' in request ? request.message : undefined;
  return (
    <Modal
      title={t(message ? 'title.gameOver' : 'title.countingResult')}
      onClose={onClose}
      actions={
        <Button variant="primary" onClick={onClose}>
          {t('ok')}
        </Button>
      }
    >
      {message && <ResultText message={message} />}
      <CountSummary count={request.count} />
      <p>{t(STAGE_TEXT[request.overlay])}</p>
    </Modal>
  );
}

export function CountingResultToAccept({
  request,
  onClose,
}: {
  readonly request: RequestOf<21>;
  readonly onClose: () => void;
}) {
  const { t } = useTranslation('overlays');
  return (
    <AnswerModal
      title={t('title.countingResult')}
      yes={t('counting.accept')}
      no={t('counting.reject')}
      onYes={request.onAccept}
      onNo={request.onReject}
      onClose={onClose}
    >
      <CountSummary count={request.count} />
      <p>{t('counting.acceptText')}</p>
    </AnswerModal>
  );
}
