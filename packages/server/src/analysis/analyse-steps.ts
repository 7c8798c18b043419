/**
 * The engine work of a game analysis, one move at a time. For the move at `step` (the mover's
 * turn in the position before it) the engine is asked for its own choice (`reg_genmove`, which
 * does not play it); then both the choice and the move actually played are judged one reply
 * deep: the opponent's best answer (`reg_genmove`) is played and the score estimated
 * (`estimate_score`), then taken back. A static estimate right after a move misses what the
 * move allows: a first-line move that lets the opponent in, a tenuki that leaves a group to be
 * cut, both show only after the reply (docs/analysis.md). The move played then stays on the board
 * for the next step.
 */
import { BLACK, moverOf, moveToSgf, type Stone, WHITE } from '@tengen/core';
import { GtpError } from '../engines/gtp-errors.ts';
import { type GtpSender, gtpColor, readGenmove, sgfToGtp } from '../engines/gtp-position.ts';
import { readScoreEstimate } from './score-estimate.ts';

/** What the engine said about one move; leads are black's, in points, komi included. */
export interface StepEstimate {
  readonly step: number;
  /** After the move played and the opponent's best reply. */
  readonly lead: number;
  /** The engine's choice for this move (SGF point, `tt` a pass). */
  readonly mpt: string;
  /** After the engine's choice instead, and the opponent's best reply to it. */
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
 * Black's lead after `color` plays `point` and the opponent answers with its best move (a pass
 * when it passes or resigns), estimated; the board is as before afterwards, unless `keep`: then
 * the move stays (the reply is always taken back).
 */
async function leadAfterReply(
  engine: GtpSender,
  size: number,
  mover: Stone,
  point: string,
  keep: boolean,
): Promise<number> {
  const color = gtpColor(mover);
  const opponent = gtpColor(mover === BLACK ? WHITE : BLACK);
  await engine.send(`play ${color} ${sgfToGtp(point, size)}`);
  const reply = readGenmove(await engine.send(`reg_genmove ${opponent}`), size);
  const answer = reply === 'resign' ? 'tt' : moveToSgf(reply, size);
  await engine.send(`play ${opponent} ${sgfToGtp(answer, size)}`);
  const lead = await askEstimatedLead(engine);
  await engine.send('undo');
  if (!keep) await engine.send('undo');
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
    const mover = moverOf(step, range.firstColor);
    const played = moves[step - 1];
    const choice = readGenmove(await engine.send(`reg_genmove ${gtpColor(mover)}`), size);
    const mpt = choice === 'resign' ? 'tt' : moveToSgf(choice, size);
    const mlead = mpt === played ? null : await leadAfterReply(engine, size, mover, mpt, false);
    const lead = await leadAfterReply(engine, size, mover, played, true);
    await onStep({ step, lead, mpt, mlead: mlead ?? lead });
  }
}
