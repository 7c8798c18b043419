/** The viewer's own confirmations: resign (7), pass (11), counting (18), take-back (27), verdict (31). */
import { useTranslation } from 'react-i18next';
import { Button, Modal } from '../../../common/controls/index.ts';
import type { RequestOf } from './overlay-request.ts';

interface Props<R> {
  readonly request: R;
  /** Removes the overlay; called after any answer and by Escape. */
  readonly onClose: () => void;
}

function Confirm({
  title,
  text,
  confirm,
  danger = false,
  onConfirm,
  onClose,
}: {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('overlays');
  return (
    <Modal
      title={title}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button
            variant={danger ? 'danger' : 'primary'}
            onClick={() => {
              onConfirm();
              onClose();
            }}
          >
            {confirm}
          </Button>
        </>
      }
    >
      <p>{text}</p>
    </Modal>
  );
}

export function ResignConfirm({ request, onClose }: Props<RequestOf<7>>) {
  const { t } = useTranslation('overlays');
  return (
    <Confirm
      title={t('title.resignConfirm')}
      text={t('resign.text')}
      confirm={t('resign.confirm')}
      danger
      onConfirm={request.onConfirm}
      onClose={onClose}
    />
  );
}

export function PassConfirm({ request, onClose }: Props<RequestOf<11>>) {
  const { t } = useTranslation('overlays');
  return (
    <Confirm
      title={t('title.passConfirm')}
      text={t('pass.text')}
      confirm={t('pass.confirm')}
      onConfirm={request.onConfirm}
      onClose={onClose}
    />
  );
}

export function ApplyCountingConfirm({ request, onClose }: Props<RequestOf<18>>) {
  const { t } = useTranslation('overlays');
  return (
    <Confirm
      title={t('title.applyCountingConfirm')}
      text={t('counting.applyText')}
      confirm={t('counting.apply')}
      onConfirm={request.onConfirm}
      onClose={onClose}
    />
  );
}

export function TakeBackConfirm({ request, onClose }: Props<RequestOf<27>>) {
  const { t } = useTranslation('overlays');
  return (
    <Confirm
      title={t('title.takeBackConfirm')}
      text={request.depth === 2 ? t('takeBack.askTwo') : t('takeBack.askOne')}
      confirm={t('takeBack.confirm')}
      onConfirm={request.onConfirm}
      onClose={onClose}
    />
  );
}

export function RefereeVerdictChoice({ request, onClose }: Props<RequestOf<31>>) {
  const { t } = useTranslation('overlays');
  const choose = (verdict: 'black' | 'white' | 'he') => () => {
    request.onVerdict(verdict);
    onClose();
  };
  return (
    <Modal
      title={t('title.refereeVerdictChoice')}
      onClose={onClose}
      actions={
        <>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button variant="primary" onClick={choose('black')}>
            {t('referee.black')}
          </Button>
          <Button variant="primary" onClick={choose('white')}>
            {t('referee.white')}
          </Button>
          <Button variant="primary" onClick={choose('he')}>
            {t('referee.draw')}
          </Button>
        </>
      }
    >
      <p>{t('referee.text')}</p>
    </Modal>
  );
}
