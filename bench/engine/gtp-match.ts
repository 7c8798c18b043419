/**
 * Plays `tengen gtp` against another GTP engine (GNU Go 3.8 at level 10 by default) and prints
 * the results: N games a board size, colours alternating, Chinese rules, each game counted by
 * both engines' final_score after two passes, Tengen's seed changing from game to game (or ended by resignation or the move cap).
 *
 *   npx tsx --conditions=source bench/engine/gtp-match.ts --games 4 --sizes 9,19 --visits 100
 *     [--threads 4] [--opponent "/usr/games/gnugo --mode gtp --level 10 --chinese-rules"]
 *     [--first 0] [--out results.json]
 *
 * `--first` numbers the first game (its colours and seed follow from it), so that runs side by
 * side play different games; `--out` keeps every finished game (its moves too) in a JSON file,
 * written again after each game, so that a run stopped early keeps what it played.
 *
 * Needs `npm run build` (the tengen command runs the compiled code).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GtpClient } from '../../packages/server/src/engines/gtp-client.ts';

interface MatchOptions {
  games: number;
  sizes: number[];
  visits: number;
  threads: number;
  opponent: string[];
  first: number;
  out: string | null;
}

function options(args: string[]): MatchOptions {
  const get = (flag: string, fallback: string) => {
    const i = args.indexOf(flag);
    return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
  };
  return {
    games: Number(get('--games', '2')),
    sizes: get('--sizes', '9').split(',').map(Number),
    visits: Number(get('--visits', '100')),
    threads: Number(get('--threads', '4')),
    opponent: get('--opponent', '/usr/games/gnugo --mode gtp --level 10 --chinese-rules').split(' '),
    first: Number(get('--first', '0')),
    out: get('--out', '') || null,
  };
}

interface GameResult {
  size: number;
  game: number;
  visits: number;
  tengenColor: 'B' | 'W';
  moves: number;
  /** "B+R", "W+3.5", … as the opponent counts (Tengen's count beside it). */
  result: string;
  tengenCount: string;
  tengenWon: boolean;
  seconds: number;
  tengenSeconds: number;
  /** The moves in GTP form, Black's first. */
  sequence: string[];
}

const TENGEN = fileURLToPath(new URL('../../bin/tengen.js', import.meta.url));

async function playGame(o: MatchOptions, size: number, game: number): Promise<GameResult> {
  const tengenBlack = game % 2 === 0;
  const tengen = new GtpClient({
    // a seed per game, so that games with the same colours differ
    command: [
      process.execPath,
      TENGEN,
      'gtp',
      '--visits',
      String(o.visits),
      '--threads',
      String(o.threads),
      '--seed',
      String(game + 1),
    ],
    timeoutMs: 600_000,
  });
  const other = new GtpClient({ command: o.opponent, timeoutMs: 600_000 });
  const komi = size >= 19 ? 7.5 : 7;
  const started = performance.now();
  let tengenMs = 0;
  try {
    await tengen.send('kata-set-rules chinese');
    for (const engine of [tengen, other]) {
      await engine.send(`boardsize ${size}`);
      await engine.send('clear_board');
      await engine.send(`komi ${komi}`);
    }
    let color: 'B' | 'W' = 'B';
    let passes = 0;
    let moves = 0;
    let resigned: 'B' | 'W' | null = null;
    const sequence: string[] = [];
    while (passes < 2 && moves < size * size * 2) {
      const tengenMoves = (color === 'B') === tengenBlack;
      const mover = tengenMoves ? tengen : other;
      const t = performance.now();
      const move = (await mover.send(`genmove ${color}`)).trim().toLowerCase();
      if (tengenMoves) tengenMs += performance.now() - t;
      if (move === 'resign') {
        resigned = color;
        break;
      }
      await (tengenMoves ? other : tengen).send(`play ${color} ${move}`);
      sequence.push(move);
      passes = move === 'pass' ? passes + 1 : 0;
      moves++;
      color = color === 'B' ? 'W' : 'B';
    }
    const tengenColor = tengenBlack ? 'B' : 'W';
    let result: string;
    let tengenCount = '';
    if (resigned) result = `${resigned === 'B' ? 'W' : 'B'}+R`;
    else {
      result = (await other.send('final_score')).trim();
      tengenCount = (await tengen.send('final_score')).trim();
    }
    return {
      size,
      game,
      visits: o.visits,
      tengenColor,
      moves,
      result,
      tengenCount,
      tengenWon: result.startsWith(tengenColor),
      seconds: (performance.now() - started) / 1000,
      tengenSeconds: tengenMs / 1000,
      sequence,
    };
  } finally {
    await tengen.close();
    await other.close();
  }
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const results: GameResult[] = [];
  const kept: GameResult[] =
    o.out && existsSync(o.out) ? (JSON.parse(readFileSync(o.out, 'utf8')) as GameResult[]) : [];
  for (const size of o.sizes) {
    for (let g = o.first; g < o.first + o.games; g++) {
      const r = await playGame(o, size, g);
      results.push(r);
      if (o.out) {
        kept.push(r);
        writeFileSync(o.out, `${JSON.stringify(kept, null, 1)}\n`);
      }
      console.log(
        `${size}×${size} game ${g + 1}: Tengen ${r.tengenColor}, ${r.moves} moves, ${r.result}` +
          `${r.tengenCount ? ` (Tengen counts ${r.tengenCount})` : ''} — Tengen ${r.tengenWon ? 'won' : 'lost'}` +
          ` (${r.seconds.toFixed(0)} s, Tengen ${(r.tengenSeconds / Math.max(1, Math.ceil(r.moves / 2))).toFixed(2)} s a move)`,
      );
    }
    const mine = results.filter((r) => r.size === size);
    const won = mine.filter((r) => r.tengenWon).length;
    console.log(
      `${size}×${size}: Tengen won ${won} of ${mine.length} against ${o.opponent.join(' ')} at ${o.visits} visits`,
    );
  }
}

await main();
