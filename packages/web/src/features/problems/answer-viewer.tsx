import { type BoardApi, DEFAULT_COLORS } from '@tengen/board';
import { pointName, vertexToSgf } from '@tengen/core';
import type { ProblemData } from '@tengen/protocol';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { type AnswerList, answerLines, lineAt, lineCounts } from './answer-lines.ts';

/** The board's answer colours (seed 001: blue correct, green variation, red wrong). */
const LIST_COLOURS: Record<AnswerList, string> = {
  ok: DEFAULT_COLORS.answer.blue,
  change: DEFAULT_COLORS.answer.green,
  fail: DEFAULT_COLORS.answer.red,
};
const LEGEND: readonly AnswerList[] = ['ok', 'change', 'fail'];

/**
 * The stored lines of a problem on the board (the widget's answer colours and viewAnswer): a
 * mark at the first move of every line, coloured by its kind; a click on a mark (or Enter at
 * the board's keyboard cursor, or the list below) shows that line, stepped back and forward
 * with the buttons; another click on the same point shows the next line starting there.
 * Closing goes back to solving.
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
  const lines = useMemo(() => answerLines(data), [data]);
  const counts = useMemo(() => lineCounts(lines), [lines]);
  const [chosen, setChosen] = useState<number | null>(null);
  const [step, setStep] = useState(0);
  const selectId = useId();
  const current = chosen === null ? undefined : lines[chosen];
  const shown = useRef<number | null>(null);
  shown.current = chosen;

  const show = (index: number) => {
    const line = lines[index];
    if (!line || api.viewAnswer(line.list, line.index) !== 'OK') return;
    api.goto(1);
    setChosen(index);
    setStep(1);
  };
  const showRef = useRef(show);
  showRef.current = show;

  // While open, a click on the board chooses a line instead of playing (candidate clicks).
  useEffect(() => {
    api.toStart();
    api.set({
      clickMode: 'candidate',
      moveNumbers: 'all',
      events: {
        onCandidate: (vertex) => {
          api.set({ confirmMode: false });
          const index = lineAt(lines, vertexToSgf(vertex), shown.current);
          if (index >= 0) showRef.current(index);
        },
      },
    });
    api.showAnswerColors(true);
    return () => {
      api.showAnswerColors(false);
      api.set({ clickMode: 'play', moveNumbers: 'none', events: { onCandidate: undefined } });
    };
  }, [api, lines]);

  const go = (to: number) => {
    if (!current) return;
    const target = Math.max(0, Math.min(current.moves.length, to));
    api.goto(target);
    setStep(target);
  };
  const lineName = (index: number) => {
    const line = lines[index];
    return t('viewer.option', {
      line: t(`viewer.${line.list}`, { n: line.index + 1 }),
      point: pointName(line.moves[0], data.lu) ?? line.moves[0],
    });
  };

  return (
    <section
      className="tg-card tg-answer-viewer"
      aria-label={t('viewer.title')}
      data-line={current ? `${current.list}-${current.index}` : ''}
    >
      <h2 className="tg-answer-viewer__title">{t('viewer.title')}</h2>
      {lines.length === 0 ? (
        <p>{t('viewer.none')}</p>
      ) : (
        <>
          <p className="tg-answer-viewer__hint">{t('viewer.hint')}</p>
          <ul className="tg-answer-viewer__legend">
            {LEGEND.map((list) => (
              <li key={list} data-list={list} data-count={counts[list]}>
                <span
                  className="tg-answer-viewer__swatch"
                  style={{ backgroundColor: LIST_COLOURS[list] }}
                  aria-hidden="true"
                />
                {t(`viewer.legend.${list}`, { count: counts[list] })}
              </li>
            ))}
          </ul>
          <label className="tg-answer-viewer__choose" htmlFor={selectId}>
            {t('viewer.line')}
          </label>
          <select
            id={selectId}
            className="tg-answer-viewer__select"
            value={chosen ?? ''}
            onChange={(event) => event.target.value !== '' && show(Number(event.target.value))}
          >
            <option value="" disabled>
              {t('viewer.choose')}
            </option>
            {lines.map((line, i) => (
              <option key={`${line.list}-${line.index}`} value={i}>
                {lineName(i)}
              </option>
            ))}
          </select>
        </>
      )}
      {current && chosen !== null ? (
        <>
          <p className="tg-answer-viewer__step" aria-live="polite" data-step={step}>
            <span
              className="tg-answer-viewer__swatch"
              style={{ backgroundColor: LIST_COLOURS[current.list] }}
              aria-hidden="true"
            />
            {lineName(chosen)} · {t('viewer.step', { step, total: current.moves.length })}
          </p>
          <div className="tg-answer-viewer__steps">
            <Button variant="secondary" disabled={step === 0} onClick={() => go(0)}>
              {t('viewer.toStart')}
            </Button>
            <Button variant="secondary" disabled={step === 0} onClick={() => go(step - 1)}>
              {t('viewer.back')}
            </Button>
            <Button variant="secondary" disabled={step === current.moves.length} onClick={() => go(step + 1)}>
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
