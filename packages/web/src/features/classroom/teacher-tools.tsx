/** The teacher's controls: how a click marks the board, moving through it, votes, the pen, handing out. */
import type { BoardApi } from '@tengen/board';
import type { ClassVote, ClientMessage } from '@tengen/protocol';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../common/controls/button.tsx';
import { letteredPoints } from './class-board.ts';
import { HandOutLists } from './hand-out-lists.tsx';

type Tool = 'play' | 'place' | 'letter' | 'triangle';

export interface TeacherToolsProps {
  readonly api: BoardApi | null;
  readonly vote: ClassVote | null;
  readonly send: (message: ClientMessage) => boolean;
}

export function TeacherTools({ api, vote, send }: TeacherToolsProps) {
  const { t } = useTranslation('classroom');
  const [tool, setTool] = useState<Tool>('play');
  const [pen, setPen] = useState(false);
  const [sgf, setSgf] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const open = vote?.open ?? false;

  const choose = (next: Tool) => {
    setTool(next);
    if (!api) return;
    if (next === 'play' || next === 'place') api.set({ clickMode: next });
    else api.set({ clickMode: 'symbol', symbolTool: next });
  };
  // While a vote is open a click on the teacher's board chooses the answer to reveal; so also
  // after a reload or in another tab of the teacher's, whose vote comes with the class's state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the vote, keeps the chosen tool
  useEffect(() => {
    if (!api) return;
    if (open) api.set({ clickMode: 'vote' });
    else choose(tool);
  }, [api, open]);
  const startVote = (lettered: boolean) => {
    if (!api) return;
    const choices = lettered ? letteredPoints(api) : [];
    if (lettered && choices.length === 0) return setNote(t('vote.noLetters'));
    setNote(null);
    send({ cmd: 'class_vote_start', choices });
  };
  const endVote = (reveal: boolean) => {
    const chosen = reveal ? api?.state.vote.chosen : null;
    send({ cmd: 'class_vote_stop', answer: chosen ? String.fromCharCode(97 + chosen.x, 97 + chosen.y) : '' });
  };
  const tools: [Tool, string][] = [
    ['play', t('tools.play')],
    ['place', t('tools.place')],
    ['letter', t('tools.letters')],
    ['triangle', t('tools.triangles')],
  ];

  return (
    <div className="tg-class-tools">
      <fieldset className="tg-class-tools__group">
        <legend>{t('tools.title')}</legend>
        <div className="tg-class-tools__row">
          {tools.map(([id, label]) => (
            <Button
              key={id}
              variant={tool === id ? 'primary' : 'secondary'}
              aria-pressed={tool === id}
              disabled={open}
              onClick={() => choose(id)}
            >
              {label}
            </Button>
          ))}
          <Button
            variant="quiet"
            onClick={() => {
              api?.clearSymbols();
              send({ cmd: 'class_board', op: { op: 'clear_symbols' } });
            }}
          >
            {t('tools.clearMarks')}
          </Button>
        </div>
        <div className="tg-class-tools__row">
          <Button variant="secondary" onClick={() => api?.toStart()}>
            {t('tools.start')}
          </Button>
          <Button variant="secondary" onClick={() => api?.prev()}>
            {t('tools.back')}
          </Button>
          <Button variant="secondary" onClick={() => api?.next()}>
            {t('tools.forward')}
          </Button>
          <Button variant="secondary" onClick={() => api?.toEnd()}>
            {t('tools.end')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="tg-class-tools__group">
        <legend>{t('vote.title')}</legend>
        {open ? (
          <>
            <p>{t('vote.chooseAnswer')}</p>
            <div className="tg-class-tools__row">
              <Button variant="primary" onClick={() => endVote(true)}>
                {t('vote.reveal')}
              </Button>
              <Button variant="secondary" onClick={() => endVote(false)}>
                {t('vote.stop')}
              </Button>
            </div>
          </>
        ) : (
          <div className="tg-class-tools__row">
            <Button variant="secondary" onClick={() => startVote(false)}>
              {t('vote.onPoints')}
            </Button>
            <Button variant="secondary" onClick={() => startVote(true)}>
              {t('vote.onLetters')}
            </Button>
          </div>
        )}
        {note ? <p className="tg-notice">{note}</p> : null}
      </fieldset>
      <fieldset className="tg-class-tools__group">
        <legend>{t('pen.title')}</legend>
        <div className="tg-class-tools__row">
          <Button
            variant={pen ? 'primary' : 'secondary'}
            aria-pressed={pen}
            onClick={() => {
              api?.set({ penMode: pen ? 'disabled' : 'draw' });
              setPen(!pen);
            }}
          >
            {pen ? t('pen.off') : t('pen.on')}
          </Button>
          <Button variant="secondary" onClick={() => send({ cmd: 'class_pen_clear' })}>
            {t('pen.clear')}
          </Button>
        </div>
      </fieldset>
      <fieldset className="tg-class-tools__group">
        <legend>{t('load.title')}</legend>
        <label className="tg-class-tools__sgf">
          <span>{t('load.sgf')}</span>
          <textarea value={sgf} rows={3} maxLength={3800} onChange={(e) => setSgf(e.target.value)} />
        </label>
        <Button
          variant="secondary"
          disabled={sgf.trim() === ''}
          onClick={() => send({ cmd: 'class_load', sgf })}
        >
          {t('load.sgfButton')}
        </Button>
        <HandOutLists send={send} />
      </fieldset>
    </div>
  );
}
