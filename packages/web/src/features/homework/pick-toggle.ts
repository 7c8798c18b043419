/**
 * The assignment form's problems text with one problem added (at the end) or, if it is there,
 * taken out; a text that cannot be read gets the problem added after it, as written.
 */
import { formatProblemPicks, parseProblemPicks } from '@tengen/protocol';

export function togglePick(text: string, problem: { collection: string; number: number }): string {
  const parsed = parseProblemPicks(text);
  if (!parsed.ok) return `${text.trim()}; ${problem.collection}:${problem.number}`;
  const flat = parsed.picks.flatMap((p) => p.numbers.map((number) => ({ collection: p.collection, number })));
  const same = (p: { collection: string; number: number }) =>
    p.collection === problem.collection && p.number === problem.number;
  return formatProblemPicks(flat.some(same) ? flat.filter((p) => !same(p)) : [...flat, problem]);
}

/** The problems a picks text names, as `collection:number` (none when it cannot be read). */
export function pickedKeys(text: string): Set<string> {
  const parsed = parseProblemPicks(text);
  if (!parsed.ok) return new Set();
  return new Set(parsed.picks.flatMap((p) => p.numbers.map((n) => `${p.collection}:${n}`)));
}
