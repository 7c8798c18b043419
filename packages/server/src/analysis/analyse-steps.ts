/**
 * The engine work of a game analysis, one move at a time. For the move at `step` (the mover's
 * turn in the position before it) the engine is asked for its own choice (`reg_genmove`, which
 * does not play it), the score is estimated after that choice (`play`, `estimate_score`,
 * `undo`) and after the move actually played, which then stays on the board for the next step.
 */
import { moverOf, moveToSgf, type Stone } from '@tengen/core';
import { GtpError } from '../engines/gtp-errors.ts';
import { type GtpSender, gtpColor, readGenmove, sgfToGtp } from '../engines/gtp-position.ts';
import { readScoreEstimate } from './score-estimate.ts';

/** What the engine said about one move; leads are black's, in points, komi included. */
export interface StepEstimate {
  readonly step: number;
  /** After the move played. */
  readonly lead: number;
  /** The engine's choice for this move (SGF point, `tt` a pass). */
  readonly mpt: string;
  /** After the engine's choice instead. */
  readonly mlead: number;
}

export interface StepsToAnalyse {
  readonly size: number;
  /** Every move of the game, SGF points. The engine is already at the position before `from`. */
  readonly moves: readonly string[];
  /** The colour of move 1. */
  readonly firstColor: Stone;
  /** 1-based, inclusive. */
  readonly from: number;
  readonly to: number;
}

/** Black's lead in points as the engine estimates the position it holds (`estimate_score`). */
export async function askEstimatedLead(engine: GtpSender): Promise<number> {
  const text = await engine.send('estimate_score');
  const lead = readScoreEstimate(text);
  if (lead === null) throw new GtpError('ENGINE_REFUSED', `not a score estimate: ${text}`, 'estimate_score');
  return lead;
}

/**
 * Analyses moves `from`…`to` in order, handing each result to `onStep` before the next begins
 * (so a caller can store progress as it goes). `shouldStop` is asked between moves.
 */
export async function analyseSteps(
  engine: GtpSender,
  range: StepsToAnalyse,
  onStep: (estimate: StepEstimate) => Promise<void>,
  shouldStop: () => boolean = () => false,
): Promise<void> {
  const { size, moves } = range;
  for (let step = range.from; step <= range.to; step++) {
    if (shouldStop()) return;
    const color = gtpColor(moverOf(step, range.firstColor));
    const played = moves[step - 1];
    const choice = readGenmove(await engine.send(`reg_genmove ${color}`), size);
    const mpt = choice === 'resign' ? 'tt' : moveToSgf(choice, size);
    let mlead: number | null = null;
    if (mpt !== played) {
      await engine.send(`play ${color} ${sgfToGtp(mpt, size)}`);
      mlead = await askEstimatedLead(engine);
      await engine.send('undo');
    }
    await engine.send(`play ${color} ${sgfToGtp(played, size)}`);
    const lead = await askEstimatedLead(engine);
    await onStep({ step, lead, mpt, mlead: mlead ?? lead });
  }
}
