/**
 * The move-choice panel's rules as pure functions (seed 000 section 5, "Move choice panel"):
 * points tagged A–E in the order they are tapped, a tagged point tapped again is untagged and
 * the later tags close up, at most five, at least two to confirm. After the game, which choice
 * the move at a step was.
 */
import { pointName } from '@tengen/core';
import { MOVE_CHOICES, type StepOptions } from '@tengen/protocol';

/** Why a tap or a confirm was refused; a key of `choices:refused`. */
export type ChoiceRefusal = 'atMostFive' | 'atLeastTwo' | 'occupied';

export type TagResult =
  | { readonly ok: true; readonly tags: readonly string[] }
  | { readonly ok: false; readonly refusal: ChoiceRefusal };

/** The tags after a tap on `point` (SGF): added at the end, or taken out when already tagged. */
export function toggleTag(tags: readonly string[], point: string, occupied: boolean): TagResult {
  if (tags.includes(point)) return { ok: true, tags: tags.filter((p) => p !== point) };
  if (occupied) return { ok: false, refusal: 'occupied' };
  if (tags.length >= MOVE_CHOICES.max) return { ok: false, refusal: 'atMostFive' };
  return { ok: true, tags: [...tags, point] };
}

/** Why the tags may not be sent yet, or null. */
export function confirmRefusal(tags: readonly string[]): ChoiceRefusal | null {
  return tags.length < MOVE_CHOICES.min ? 'atLeastTwo' : null;
}

/** The letter (A–E) of the tag at `index`. */
export function tagLetter(index: number): string {
  return MOVE_CHOICES.tags[index] ?? '?';
}

/** The letters the board shows: each tagged point with its letter, in tag order. */
export function lettered(points: readonly string[]): { readonly point: string; readonly letter: string }[] {
  return points.map((point, i) => ({ point, letter: tagLetter(i) }));
}

/** The tags as a person reads them: "A C7 · B E5" (`pass` names a point off the board). */
export function lettersText(points: readonly string[], size: number, pass: string): string {
  return lettered(points)
    .map((l) => `${l.letter} ${pointName(l.point, size) ?? pass}`)
    .join(' · ');
}

/** The choices for move `step` (the last set saved for it), or null when none were offered. */
export function choicesAt(options: readonly StepOptions[], step: number): StepOptions | null {
  let found: StepOptions | null = null;
  for (const o of options) if (o.step === step) found = o;
  return found;
}

/**
 * What was played at a step with choices: the letter of the chosen point, or `other` with the
 * move actually played (`tt` a pass), or `unplayed` when the game ended before that move.
 */
export type ChoiceOutcome =
  | { readonly kind: 'chosen'; readonly letter: string }
  | { readonly kind: 'other'; readonly move: string }
  | { readonly kind: 'unplayed' };

/** `moves` are the game's moves (SGF); move `step` is `moves[step - 1]`. */
export function outcomeAt(choices: StepOptions, moves: readonly string[]): ChoiceOutcome {
  const move = moves[choices.step - 1];
  if (move === undefined) return { kind: 'unplayed' };
  const i = choices.options.indexOf(move);
  return i >= 0 ? { kind: 'chosen', letter: tagLetter(i) } : { kind: 'other', move };
}

/** The steps with choices, in move order, one entry per step (a later entry for a step wins). */
export function stepsWithChoices(options: readonly StepOptions[]): StepOptions[] {
  const byStep = new Map<number, StepOptions>();
  for (const o of options) byStep.set(o.step, o);
  return [...byStep.values()].sort((a, b) => a.step - b.step);
}
