import type { BoardApi } from '@tengen/board';
import type { ProblemData } from '@tengen/protocol';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';

type List = 'ok' | 'change' | 'fail';
const LISTS: readonly { list: List; key: 'ok_answers' | 'change_answers' | 'fail_answers' }[] = [
  { list: 'ok', key: 'ok_answers' },
  { list: 'change', key: 'change_answers' },
  { list: 'fail', key: 'fail_answers' },
];

/**
 * The stored lines of a problem on the board (the widget's viewAnswer): choose a correct line,
 * a variation or a wrong line, then step through it. Closing goes back to solving.
 */
export function AnswerViewer({
  api,
  data,
  onClose,
}: {
  api: BoardApi;
  data: ProblemData;
  onClose: () => void;
}) {
  const { t } = useTranslation('problems');
  const lines = useMemo(
    () => LISTS.flatMap(({ list, key }) => data[key].map((line, index) => ({ list, index, line }))),
    [data],
  );
  const [chosen, setChosen] = useState(0);
  const [step, setStep] = useState(0);
  const current = lines[chosen];

  useEffect(() => {
    if (!current) return;
    api.viewAnswer(current.list, current.index);
    setStep(0);
  }, [api, current]);

  const go = (to: number) => {
    if (!current) return;
    const target = Math.max(0, Math.min(current.line.length, to));
    api.goto(target);
    setStep(target);
  };

  return (
    <section className="tg-card tg-answer-viewer" aria-label={t('viewer.title')}>
      <h2 className="tg-answer-viewer__title">{t('viewer.title')}</h2>
      {lines.length === 0 ? <p>{t('viewer.none')}</p> : null}
      <div className="tg-answer-viewer__lines">
        {lines.map((l, i) => (
          <Button
            key={`${l.list}-${l.index}`}
            variant={i === chosen ? 'primary' : 'secondary'}
            className={`tg-answer-viewer__line tg-answer-viewer__line--${l.list}`}
            aria-pressed={i === chosen}
            onClick={() => setChosen(i)}
          >
            {t(`viewer.${l.list}`, { n: l.index + 1 })}
          </Button>
        ))}
      </div>
      {current ? (
        <>
          <p className="tg-answer-viewer__step" aria-live="polite" data-step={step}>
            {step} / {current.line.length}
          </p>
          <div className="tg-answer-viewer__steps">
            <Button variant="secondary" disabled={step === 0} onClick={() => go(0)}>
              {t('viewer.toStart')}
            </Button>
            <Button variant="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
              {t('viewer.back')}
            </Button>
            <Button variant="secondary" disabled={step === current.line.length} onClick={() => go(step + 1)}>
              {t('viewer.forward')}
            </Button>
          </div>
        </>
      ) : null}
      <Button variant="quiet" onClick={onClose}>
        {t('viewer.close')}
      </Button>
    </section>
  );
}
