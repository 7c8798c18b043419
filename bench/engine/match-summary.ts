/**
 * Sums up the JSON files of `gtp-match.ts --out` (runs side by side, or one after another): by
 * board size and visits, Tengen's wins of the games with a 95% Wilson interval, by colour, and
 * how the games ended; `--out FILE` writes all the games to one file, ordered by game number.
 *
 *   npx tsx --conditions=source bench/engine/match-summary.ts run0.json run1.json [--out all.json]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { wilsonInterval } from './wilson-interval.ts';

interface PlayedGame {
  size: number;
  game: number;
  visits: number;
  tengenColor: 'B' | 'W';
  moves: number;
  result: string;
  tengenWon: boolean;
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const files = args.filter((_, i) => outAt < 0 || (i !== outAt && i !== outAt + 1));
if (files.length === 0) throw new Error('name at least one results file of gtp-match.ts --out');
const games = files
  .flatMap((f) => JSON.parse(readFileSync(f, 'utf8')) as PlayedGame[])
  .sort((a, b) => a.size - b.size || a.visits - b.visits || a.game - b.game);

const groups = new Map<string, PlayedGame[]>();
for (const g of games) {
  const key = `${g.size}×${g.size}, ${g.visits} visit(s)`;
  groups.set(key, [...(groups.get(key) ?? []), g]);
}
for (const [key, list] of groups) {
  const won = list.filter((g) => g.tengenWon).length;
  const { low, high } = wilsonInterval(won, list.length);
  const byColour = (['B', 'W'] as const)
    .map((c) => {
      const mine = list.filter((g) => g.tengenColor === c);
      return `as ${c} ${mine.filter((g) => g.tengenWon).length}/${mine.length}`;
    })
    .join(', ');
  const resigned = list.filter((g) => g.result.endsWith('+R')).length;
  console.log(
    `${key}: Tengen won ${won}/${list.length} (${((100 * won) / list.length).toFixed(1)}%, 95% interval ` +
      `${(100 * low).toFixed(1)}–${(100 * high).toFixed(1)}%); ${byColour}; ${resigned} by resignation, ` +
      `${list.length - resigned} counted; ${Math.min(...list.map((g) => g.moves))}–${Math.max(...list.map((g) => g.moves))} moves`,
  );
  for (const g of list.filter((x) => !x.tengenWon))
    console.log(`  lost game ${g.game + 1}: Tengen ${g.tengenColor}, ${g.moves} moves, ${g.result}`);
}
if (out) writeFileSync(out, `${JSON.stringify(games, null, 1)}\n`);
