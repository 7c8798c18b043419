/**
 * Plays `tengen gtp` against another GTP engine and prints the results: N games a board size,
 * colours alternating, Chinese rules, each game counted by the opponent's final_score after
 * two passes (Tengen's count beside it), or ended by resignation or the move cap; Tengen's
 * seed changes from game to game. The win rate is given with Wilson's 95% interval.
 *
 * The opponent is GNU Go 3.8 at level 10 by default, or KataGo with `--katago` (its executable
 * from KATAGO_BIN or `--katago PATH`), on Tengen's bundled network, bench/engine/katago/katago.cfg
 * and as many visits as Tengen, one search thread.
 *
 *   npx tsx --conditions=source bench/engine/gtp-match.ts --games 4 --sizes 9,19 --visits 100
 *     [--threads 4] [--nn-threads 1] [--komi 7] [--katago [PATH] | --opponent "/usr/games/gnugo --mode gtp --level 10"]
 *     [--sgf-dir DIR] [--json FILE] [--first 0] [--out results.json]
 *
 * `--first` numbers the first game (its colours and seed follow from it), so that runs side by
 * side play different games; `--out` keeps every finished game (its moves too) in a JSON file,
 * written again after each game, so that a run stopped early keeps what it played.
 *
 * Needs `npm run build` (the tengen command runs the compiled code).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUNDLED_MODEL_PATH } from '../../packages/engine/src/model/bundled-model.ts';
import { GtpClient } from '../../packages/server/src/engines/gtp-client.ts';
import { KATAGO_CONFIG, katagoBinary } from './katago/katago-binary.ts';
import { gtpToSgfPoint, wilsonInterval } from './match-stats.ts';

interface MatchOptions {
  games: number;
  sizes: number[];
  visits: number;
  threads: number;
  nnThreads: number;
  komi: number | null;
  opponent: string[];
  opponentName: string;
  sgfDir: string | null;
  json: string | null;
  first: number;
  out: string | null;
}

function options(args: string[]): MatchOptions {
  const get = (flag: string, fallback: string) => {
    const i = args.indexOf(flag);
    return i >= 0 && args[i + 1] !== undefined ? (args[i + 1] as string) : fallback;
  };
  const visits = Number(get('--visits', '100'));
  let opponent = get('--opponent', '/usr/games/gnugo --mode gtp --level 10 --chinese-rules').split(' ');
  let opponentName = opponent.join(' ');
  if (args.includes('--katago')) {
    const next = args[args.indexOf('--katago') + 1];
    const bin = next && !next.startsWith('--') ? next : katagoBinary([]);
    opponent = [
      bin,
      'gtp',
      '-model',
      BUNDLED_MODEL_PATH,
      '-config',
      KATAGO_CONFIG,
      '-override-config',
      `maxVisits=${visits}`,
    ];
    opponentName = `KataGo (${visits} visits, 1 search thread)`;
  }
  const komi = get('--komi', '');
  return {
    games: Number(get('--games', '2')),
    sizes: get('--sizes', '9').split(',').map(Number),
    visits,
    threads: Number(get('--threads', '4')),
    nnThreads: Number(get('--nn-threads', '1')),
    komi: komi === '' ? null : Number(komi),
    opponent,
    opponentName,
    sgfDir: args.includes('--sgf-dir') ? get('--sgf-dir', '') : null,
    json: args.includes('--json') ? get('--json', '') : null,
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
  /** Komi 7 on 9×9 under area scoring allows a draw ("0"): half a win each. */
  draw: boolean;
  seconds: number;
  tengenSeconds: number;
  opponentSeconds: number;
  /** The moves in GTP form, Black's first. */
  sequence: string[];
}

const TENGEN = fileURLToPath(new URL('../../bin/tengen.js', import.meta.url));

function sgfOf(
  o: MatchOptions,
  size: number,
  komi: number,
  tengenBlack: boolean,
  played: string[],
  result: string,
) {
  const tengen = `Tengen (${o.visits} visits)`;
  const header = `(;GM[1]FF[4]CA[UTF-8]SZ[${size}]KM[${komi}]RU[Chinese]PB[${tengenBlack ? tengen : o.opponentName}]PW[${tengenBlack ? o.opponentName : tengen}]RE[${result}]`;
  const moves = played.map((v, i) => `;${i % 2 === 0 ? 'B' : 'W'}[${gtpToSgfPoint(v, size)}]`).join('');
  return `${header}${moves})\n`;
}

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
      '--nn-threads',
      String(o.nnThreads),
      '--seed',
      String(game + 1),
    ],
    timeoutMs: 600_000,
  });
  const other = new GtpClient({ command: o.opponent, timeoutMs: 600_000 });
  const komi = o.komi ?? (size >= 19 ? 7.5 : 7);
  const started = performance.now();
  let tengenMs = 0;
  let otherMs = 0;
  const played: string[] = [];
  try {
    for (const engine of [tengen, other]) {
      if ((await engine.send('known_command kata-set-rules')).trim() === 'true')
        await engine.send('kata-set-rules chinese');
      await engine.send(`boardsize ${size}`);
      await engine.send('clear_board');
      await engine.send(`komi ${komi}`);
    }
    let color: 'B' | 'W' = 'B';
    let passes = 0;
    let resigned: 'B' | 'W' | null = null;
    while (passes < 2 && played.length < size * size * 2) {
      const tengenMoves = (color === 'B') === tengenBlack;
      const mover = tengenMoves ? tengen : other;
      const t = performance.now();
      const move = (await mover.send(`genmove ${color}`)).trim().toLowerCase();
      if (tengenMoves) tengenMs += performance.now() - t;
      else otherMs += performance.now() - t;
      if (move === 'resign') {
        resigned = color;
        break;
      }
      await (tengenMoves ? other : tengen).send(`play ${color} ${move}`);
      passes = move === 'pass' ? passes + 1 : 0;
      played.push(move);
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
    if (o.sgfDir) {
      mkdirSync(o.sgfDir, { recursive: true });
      writeFileSync(
        join(o.sgfDir, `${size}x${size}-${String(game + 1).padStart(3, '0')}.sgf`),
        sgfOf(o, size, komi, tengenBlack, played, result),
      );
    }
    return {
      size,
      game,
      visits: o.visits,
      tengenColor,
      moves: played.length,
      result,
      tengenCount,
      tengenWon: result.toUpperCase().startsWith(tengenColor),
      draw: /^(0|draw|jigo)$/i.test(result),
      seconds: (performance.now() - started) / 1000,
      tengenSeconds: tengenMs / 1000,
      opponentSeconds: otherMs / 1000,
      sequence: played,
    };
  } finally {
    await tengen.close();
    await other.close();
  }
}

async function main(): Promise<void> {
  const o = options(process.argv.slice(2));
  const results: GameResult[] = [];
  const loadBefore = loadavg().map((l) => Number(l.toFixed(2)));
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
      const mine = results.filter((x) => x.size === size);
      const won = points(mine);
      console.log(
        `${size}×${size} game ${g + 1}: Tengen ${r.tengenColor}, ${r.moves} moves, ${r.result}` +
          `${r.tengenCount ? ` (Tengen counts ${r.tengenCount})` : ''} — ${r.draw ? 'a draw' : `Tengen ${r.tengenWon ? 'won' : 'lost'}`}` +
          ` (${r.seconds.toFixed(0)} s, Tengen ${(r.tengenSeconds / Math.max(1, Math.ceil(r.moves / 2))).toFixed(2)} s a move)` +
          ` — ${won} of ${mine.length} so far`,
      );
      if (o.json) writeSummary(o, results, loadBefore);
    }
    const mine = results.filter((r) => r.size === size);
    const won = points(mine);
    const { low, high } = wilsonInterval(won, mine.length);
    console.log(
      `${size}×${size}: Tengen won ${won} of ${mine.length} (${((100 * won) / mine.length).toFixed(0)}%, 95% interval ` +
        `${(100 * low).toFixed(0)}–${(100 * high).toFixed(0)}%) against ${o.opponentName} at ${o.visits} visits`,
    );
  }
  if (o.json) writeSummary(o, results, loadBefore);
}

/** Tengen's wins, a draw counting half. */
function points(results: readonly GameResult[]): number {
  return results.reduce((sum, r) => sum + (r.tengenWon ? 1 : r.draw ? 0.5 : 0), 0);
}

function writeSummary(o: MatchOptions, results: GameResult[], loadBefore: number[]): void {
  const bySize = o.sizes.map((size) => {
    const mine = results.filter((r) => r.size === size);
    const won = points(mine);
    const asBlack = mine.filter((r) => r.tengenColor === 'B');
    const { low, high } = wilsonInterval(won, mine.length);
    return {
      size,
      games: mine.length,
      won,
      winRate: mine.length ? won / mine.length : null,
      interval95: [Number(low.toFixed(3)), Number(high.toFixed(3))],
      draws: mine.filter((r) => r.draw).length,
      wonAsBlack: `${points(asBlack)} of ${asBlack.length}`,
      tengenSecondsPerMove:
        mine.reduce((s, r) => s + r.tengenSeconds, 0) /
        Math.max(
          1,
          mine.reduce((s, r) => s + Math.ceil(r.moves / 2), 0),
        ),
      opponentSecondsPerMove:
        mine.reduce((s, r) => s + r.opponentSeconds, 0) /
        Math.max(
          1,
          mine.reduce((s, r) => s + Math.floor(r.moves / 2), 0),
        ),
    };
  });
  writeFileSync(
    o.json as string,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        opponent: o.opponentName,
        visits: o.visits,
        tengenThreads: o.threads,
        tengenNnThreads: o.nnThreads,
        loadBefore,
        loadNow: loadavg().map((l) => Number(l.toFixed(2))),
        bySize,
        games: results.map((r) => ({
          size: r.size,
          tengen: r.tengenColor,
          moves: r.moves,
          result: r.result,
          won: r.tengenWon,
        })),
      },
      null,
      2,
    )}\n`,
  );
}

await main();
