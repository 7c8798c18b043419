import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/game/hooks.ts';
import {
  canPass,
  canResign,
  countingBlock,
  offersUndo,
  showsJudgement,
  takeBackDepth,
} from '../../lib/game/rules.ts';
import { Button } from '../controls/index.ts';
import { useGameController, useGameSlice } from './game-context.tsx';
import './play-controls.css';

type Asking = 'resign' | 'pass' | 'undo' | 'count' | 'judgement';

/**
 * The controls during play: resign (from 11 moves) and pass (own turn, not before the start),
 * each confirmed; undo when the game allows take-backs; the counting request; the situation
 * judgement button where it shows. Every button follows the enabling rules of lib/game/rules.ts.
 */
export function PlayControls() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const [asking, setAsking] = useState<Asking | null>(null);
  const now = useNow(1_000);
  const state = useGameSlice((s) => s);
  const member = (state.viewer?.seat ?? 0) !== 0;
  const finished = state.finish !== null;
  const resign = canResign(state);
  const pass = canPass(state);
  const undo = offersUndo(state);
  const depth = takeBackDepth(state);
  const judgement = showsJudgement(state);
  const block = countingBlock(state, now);
  const countable = member && state.counting === null && state.status === 'playing';

  if (finished || (!member && !judgement)) return null;

  const confirm = (what: Asking) => {
    setAsking(null);
    if (what === 'resign') controller.resign();
    if (what === 'pass') controller.pass();
    if (what === 'undo') controller.requestTakeBack();
    if (what === 'count') controller.requestCounting();
  };
  const askCount = () => {
    // A request that may not go shows why at once (32) instead of a confirmation.
    if (block !== null && block.code !== 'NOT_NOW') controller.requestCounting();
    else setAsking('count');
  };
  const question: Record<Asking, string> = {
    resign: t('controls.resignConfirm'),
    pass: t('controls.passConfirm'),
    undo: depth === 2 ? t('controls.undoConfirmTwo') : t('controls.undoConfirmOne'),
    count: t('controls.countConfirm'),
    judgement: t('controls.judgementSoon'),
  };

  return (
    <section className="play-controls" aria-label={t('page.controls')}>
      {asking ? (
        <div className="play-controls__confirm" role="alertdialog" aria-label={question[asking]}>
          <p>{question[asking]}</p>
          {asking === 'judgement' ? (
            <Button variant="primary" onClick={() => setAsking(null)}>
              {t('controls.ok')}
            </Button>
          ) : (
            <>
              <Button variant={asking === 'resign' ? 'danger' : 'primary'} onClick={() => confirm(asking)}>
                {t('controls.yes')}
              </Button>
              <Button onClick={() => setAsking(null)}>{t('controls.no')}</Button>
            </>
          )}
        </div>
      ) : (
        <div className="play-controls__row">
          {member && (
            <Button
              disabled={!resign}
              title={resign ? undefined : t('controls.resignLocked')}
              onClick={() => setAsking('resign')}
            >
              {t('controls.resign')}
            </Button>
          )}
          {member && (
            <Button disabled={!pass} onClick={() => setAsking('pass')}>
              {t('controls.pass')}
            </Button>
          )}
          {undo && (
            <Button disabled={depth === null} onClick={() => setAsking('undo')}>
              {t('controls.undo')}
            </Button>
          )}
          {member && (
            <Button disabled={!countable} onClick={askCount}>
              {t('controls.count')}
            </Button>
          )}
          {judgement && <Button onClick={() => setAsking('judgement')}>{t('controls.judgement')}</Button>}
        </div>
      )}
    </section>
  );
}
