/** Form 1 of the complaint box: the reason, a text (required for "other", optional otherwise), the cost, and the button. */
import { APPEAL_COST, APPEAL_REFUND, type ComplaintReason } from '@tengen/protocol';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/index.ts';
import { COMPLAINT_TEXT_MAX, complaintProblem, REASON_KEYS, REASONS } from './complaint-text.ts';

export function ComplaintSubmit(props: {
  readonly busy: boolean;
  readonly onSubmit: (reason: ComplaintReason, content: string) => void;
}) {
  const { t } = useTranslation('appeals');
  const [reason, setReason] = useState<ComplaintReason | null>(null);
  const [text, setText] = useState('');
  const [tried, setTried] = useState(false);
  const textId = useId();
  const problem = reason === null ? null : complaintProblem(reason, text);
  const send = () => {
    setTried(true);
    if (reason === null || problem !== null) return;
    props.onSubmit(reason, text.trim());
  };
  return (
    <form
      className="tg-complaint__form"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <fieldset className="tg-complaint__reasons">
        <legend>{t('submit.legend')}</legend>
        {REASONS.map((r) => (
          <label key={r} className="tg-complaint__reason">
            <input
              type="radio"
              className="tg-complaint__radio"
              name="reason"
              checked={reason === r}
              onChange={() => setReason(r)}
            />
            <span className="tg-complaint__dot" aria-hidden="true" />
            <span>{t(REASON_KEYS[r])}</span>
          </label>
        ))}
      </fieldset>
      {reason !== null ? (
        <div className="tg-complaint__text">
          <label htmlFor={textId}>{t(reason === 100 ? 'submit.text' : 'submit.textOptional')}</label>
          <textarea
            id={textId}
            value={text}
            rows={3}
            maxLength={COMPLAINT_TEXT_MAX}
            aria-invalid={tried && problem !== null ? true : undefined}
            onChange={(event) => setText(event.target.value)}
          />
          {tried && problem !== null ? (
            <p className="tg-complaint__problem" role="alert">
              {t(problem, { max: COMPLAINT_TEXT_MAX })}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="tg-complaint__cost">{t('submit.cost', { cost: APPEAL_COST, refund: APPEAL_REFUND })}</p>
      <Button type="submit" variant="primary" disabled={reason === null || props.busy}>
        {t('submit.send')}
      </Button>
    </form>
  );
}
