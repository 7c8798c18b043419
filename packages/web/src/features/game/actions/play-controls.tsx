import { OVERLAYS } from '@tengen/protocol';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../common/controls/index.ts';
import { useNow } from '../../../common/use-now.ts';
import { useGameController, useGameSlice } from '../game-context.tsx';
import { usePlayUi, useShownMoves } from '../play-ui.tsx';
import {
  canPass,
  canResign,
  countingBlock,
  offersUndo,
  showsJudgement,
  takeBackDepth,
} from '../state/rules.ts';
import './play-controls.css';

/**
 * The controls during play: resign (from 11 moves, confirmed in 7), pass (own turn, not before
 * the start, confirmed in 11), undo when the game allows take-backs (27), the counting request
 * (18, or at once why not in 32), situation judgement where it shows, and for the judge of a
 * competition game the verdict (31). Every button follows the enabling rules of state/rules.ts.
 */
export function PlayControls() {
  const { t } = useTranslation('play');
  const controller = useGameController();
  const ui = usePlayUi();
  const now = useNow(true, 1_000);
  const state = useGameSlice((s) => s);
  const shown = useShownMoves();
  const member = (state.viewer?.seat ?? 0) !== 0;
  const judge = ui.role === 'judge' && state.play.gameid > 0;
  const depth = takeBackDepth(state);
  const judgement = showsJudgement(state);
  const block = countingBlock(state, now);
  const countable = member && state.counting === null && state.status === 'playing';
  const open = ui.overlays.open;

  if (state.finish !== null || (!member && !judgement && !judge)) return null;

  const askCount = () => {
    // A request that may not go shows why at once (32) instead of a confirmation.
    if (block !== null && block.code !== 'NOT_NOW') controller.requestCounting();
    else open({ overlay: OVERLAYS.applyCountingConfirm, onConfirm: () => controller.requestCounting() });
  };
  const toggleJudgement = () => {
    if (ui.judgement.judgement.on) ui.judgement.turnOff();
    else
      ui.judgement.judge({
        setup: state.setup,
        moves: shown,
        rangzi: state.play.rangzi,
        daotiemu: state.play.daotiemu,
      });
  };
  const verdict = () =>
    open({
      overlay: OVERLAYS.refereeVerdictChoice,
      onVerdict: (result) =>
        void ui.api.call('refereeVerdict', { form: { result, playid: state.play.playid } }),
    });

  return (
    <section className="tg-play-controls" aria-label={t('page.controls')}>
      <div className="tg-play-controls__row">
        {member && (
          <Button
            disabled={!canResign(state)}
            title={canResign(state) ? undefined : t('controls.resignLocked')}
            onClick={() => open({ overlay: OVERLAYS.resignConfirm, onConfirm: () => controller.resign() })}
          >
            {t('controls.resign')}
          </Button>
        )}
        {member && (
          <Button
            disabled={!canPass(state)}
            onClick={() => open({ overlay: OVERLAYS.passConfirm, onConfirm: () => controller.pass() })}
          >
            {t('controls.pass')}
          </Button>
        )}
        {offersUndo(state) && (
          <Button
            disabled={depth === null}
            onClick={() =>
              depth !== null &&
              open({
                overlay: OVERLAYS.takeBackConfirm,
                depth,
                onConfirm: () => controller.requestTakeBack(),
              })
            }
          >
            {t('controls.undo')}
          </Button>
        )}
        {member && (
          <Button disabled={!countable} onClick={askCount}>
            {t('controls.count')}
          </Button>
        )}
        {judgement && (
          <Button aria-pressed={ui.judgement.judgement.on} onClick={toggleJudgement}>
            {t('controls.judgement')}
          </Button>
        )}
        {judge && <Button onClick={verdict}>{t('controls.verdict')}</Button>}
      </div>
    </section>
  );
}
