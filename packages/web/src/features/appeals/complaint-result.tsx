/** Form 2 of the complaint box: the viewer's own complaint, its status, and the rejudge button. */
import { APPEAL_REFUND, type Appeal } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/index.ts';
import { REASON_KEYS, STATUS_KEYS } from './complaint-text.ts';

export function ComplaintResult(props: {
  readonly appeal: Appeal;
  /** The game's result now, in words. */
  readonly result: string;
  readonly busy: boolean;
  readonly onRejudge: () => void;
}) {
  const { t } = useTranslation('appeals');
  const { appeal } = props;
  const mayRejudge = appeal.status === 1 && appeal.round === 1;
  return (
    <section className="tg-complaint__own" aria-label={t('own.title')}>
      <h3>{t('own.title')}</h3>
      <p>{t('own.reason', { reason: t(REASON_KEYS[appeal.reason]) })}</p>
      {appeal.content ? <p className="tg-complaint__content">{appeal.content}</p> : null}
      <p className={`tg-complaint__status tg-complaint__status--${appeal.status}`}>
        {t('own.status', { status: t(STATUS_KEYS[appeal.status]) })}
        {appeal.round === 2 ? ` · ${t('own.secondLook')}` : ''}
      </p>
      {appeal.status === 2 ? <p>{t('own.refunded', { refund: APPEAL_REFUND })}</p> : null}
      <p>{t('judge.result', { result: props.result })}</p>
      {mayRejudge ? (
        <>
          <p className="tg-complaint__hint">{t('own.rejudgeHint')}</p>
          <Button onClick={props.onRejudge} disabled={props.busy}>
            {t('own.rejudge')}
          </Button>
        </>
      ) : null}
    </section>
  );
}
