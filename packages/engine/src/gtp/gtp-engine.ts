import { BLACK, fixedHandicap, type Stone, type Vertex, WHITE } from '@tengen/core';
import { formatRawEvaluation } from '../inputs/format-raw-evaluation.ts';
import { rawEvaluation } from '../inputs/raw-evaluation.ts';
import { SYMMETRIES, type Symmetry } from '../inputs/symmetry.ts';
import { PASS_POINT } from '../position/pass-point.ts';
import { PositionState } from '../position/position-state.ts';
import { countFinal, formatFinalScore } from '../search/final-count.ts';
import { MonteCarloSearch } from '../search/search.ts';
import { DEFAULT_SEARCH_PARAMS, type SearchParams, TUNABLE_SEARCH_PARAMS } from '../search/search-params.ts';
import type { SearchResult } from '../search/search-result.ts';
import type { Evaluator } from '../types.ts';
import { type AnalyzeArgs, formatAnalysisLine, parseAnalyzeArgs } from './gtp-analysis.ts';
import { GTP_COMMANDS } from './gtp-commands.ts';
import { GtpGame } from './gtp-game.ts';
import { DEFAULT_GTP_RULES, formatGtpRules, parseGtpRules } from './gtp-rules.ts';
import { formatShowboard } from './gtp-showboard.ts';
import { moveSeconds, type TimeState } from './gtp-time.ts';
import { formatGtpVertex, parseGtpColor, parseGtpVertex } from './gtp-vertex.ts';

/** Visits of the search whose ownership says which stones are dead at the end. */
const FINAL_COUNT_VISITS = 50;

/** The visits bound of a streaming analysis: it runs until the next command, this only bounds the tree's memory. */
const ANALYSIS_VISITS = 20_000;

/** Answers a GTP command; `text` becomes "= text", or "? text" when thrown as a GtpError. */
class GtpError extends Error {}

export interface GtpEngineOptions {
  readonly evaluator: Evaluator;
  readonly search?: Partial<SearchParams>;
  /** Writes protocol text exactly as given. */
  readonly write: (text: string) => void;
  readonly version?: string;
  /** Whether another command line is waiting: a streaming analysis then stops. */
  readonly inputWaiting?: () => boolean;
  /** Resign when the win rate stays under this for three of our moves in a row (0: never). */
  readonly resignWinrate?: number;
}

/** GTP's preprocessing: tabs become spaces, other control characters are dropped. */
function withoutControlCharacters(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if (code === 9) out += ' ';
    else if (code >= 32 && code !== 127) out += ch;
  }
  return out;
}

/** Parameter names of `kata-set-param` → the search's. */
const PARAM_NAMES: Record<string, keyof SearchParams> = { numSearchThreads: 'threads' };

/**
 * A GTP v2 engine with KataGo's extensions, over one search: each command line in, its answer
 * out through `write`. Errors are answered as GTP errors, never thrown.
 */
export class GtpEngine {
  private readonly game = new GtpGame(DEFAULT_GTP_RULES);
  private readonly search: MonteCarloSearch;
  private readonly time: { main: number; byoYomi: number; stones: number; left: Map<Stone, TimeState> } = {
    main: 0,
    byoYomi: 0,
    stones: 0,
    left: new Map(),
  };
  private lowWinrateTurns = 0;
  private analyzing: MonteCarloSearch | null = null;
  /** Ends the wait of an analysis that reached its visits bound before the next command came. */
  private wakeAnalysis: (() => void) | null = null;

  constructor(private readonly options: GtpEngineOptions) {
    this.search = new MonteCarloSearch(options.evaluator, this.game.state, {
      ...DEFAULT_SEARCH_PARAMS,
      ...options.search,
    });
  }

  /** Stops an analysis that streams until the next command. */
  interrupt(): void {
    this.analyzing?.stop();
    this.wakeAnalysis?.();
  }

  /** Runs one line; answers false after `quit`. */
  async execute(rawLine: string): Promise<boolean> {
    const line = withoutControlCharacters(rawLine.replace(/#.*$/, '')).trim();
    if (line === '') return true;
    const words = line.split(/ +/);
    let id = '';
    if (/^\d+$/.test(words[0] as string)) id = words.shift() as string;
    const command = words[0] ?? '';
    const args = words.slice(1);
    try {
      const answer = await this.run(command, args, id);
      if (answer !== null) this.options.write(`=${id} ${answer}\n\n`);
    } catch (error) {
      const message =
        error instanceof GtpError ? error.message : `internal error: ${(error as Error).message}`;
      this.options.write(`?${id} ${message}\n\n`);
    }
    return command !== 'quit';
  }

  /** The answer text, or null when the command wrote its own answer (the analysis commands). */
  private async run(command: string, args: string[], id: string): Promise<string | null> {
    const game = this.game;
    switch (command) {
      case 'protocol_version':
        return '2';
      case 'name':
        return 'Tengen';
      case 'version':
        return this.options.version ?? '0.1.0';
      case 'known_command':
        return (GTP_COMMANDS as readonly string[]).includes(args[0] ?? '') ? 'true' : 'false';
      case 'list_commands':
        return GTP_COMMANDS.join('\n');
      case 'quit':
        return '';
      case 'boardsize': {
        const size = Number(args[0]);
        if (args.length !== 1 || !Number.isInteger(size) || size < 2 || size > 19)
          throw new GtpError('unacceptable size');
        this.change(() => {
          game.size = size;
          game.setup = { black: [], white: [] };
          game.moves = [];
        });
        game.clear();
        return '';
      }
      case 'clear_board':
        game.clear();
        this.search.setPosition(game.state);
        this.lowWinrateTurns = 0;
        return '';
      case 'komi': {
        const komi = Number(args[0]);
        if (
          args.length !== 1 ||
          !Number.isFinite(komi) ||
          !Number.isInteger(komi * 2) ||
          Math.abs(komi) > 150
        )
          throw new GtpError('syntax error');
        this.change(() => {
          game.komi = komi;
        });
        return '';
      }
      case 'get_komi':
        return String(game.komi);
      case 'play': {
        const color = parseGtpColor(args[0]);
        const point = args[1] === undefined ? null : parseGtpVertex(args[1], game.size);
        if (args.length !== 2 || color === null || point === null) throw new GtpError('syntax error');
        try {
          game.play(color, point);
        } catch {
          throw new GtpError('illegal move');
        }
        this.search.setPosition(game.state);
        return '';
      }
      case 'undo':
        if (!game.undo()) throw new GtpError('cannot undo');
        this.search.setPosition(game.state);
        return '';
      case 'genmove':
      case 'kata-genmove_analyze':
      case 'lz-genmove_analyze':
        return this.genmove(command, args, id);
      case 'fixed_handicap':
      case 'place_free_handicap':
        return this.handicap(args);
      case 'set_free_handicap': {
        if (!game.isEmpty) throw new GtpError('board not empty');
        const points = args.map((a) => parseGtpVertex(a, game.size));
        if (
          points.length < 2 ||
          points.some((p) => p === null || p === PASS_POINT) ||
          new Set(points).size !== points.length
        )
          throw new GtpError('bad vertex list');
        this.change(() =>
          game.placeSetup(
            points.map((p) => this.vertex(p as number)),
            [],
            WHITE,
          ),
        );
        return '';
      }
      case 'set_position': {
        if (args.length % 2 !== 0) throw new GtpError('expected pairs of a colour and a vertex');
        const black: Vertex[] = [];
        const white: Vertex[] = [];
        const seen = new Set<number>();
        for (let i = 0; i < args.length; i += 2) {
          const color = parseGtpColor(args[i]);
          const point = parseGtpVertex(args[i + 1] as string, game.size);
          if (color === null || point === null || point === PASS_POINT || seen.has(point))
            throw new GtpError(`bad stone: ${args[i]} ${args[i + 1]}`);
          seen.add(point);
          (color === BLACK ? black : white).push(this.vertex(point));
        }
        try {
          this.change(() => game.placeSetup(black, white, BLACK));
        } catch (error) {
          throw new GtpError(`illegal position: ${(error as Error).message}`);
        }
        return '';
      }
      case 'final_score': {
        const count = countFinal(game.state, await this.finalOwnership());
        return formatFinalScore(count.whiteScore);
      }
      case 'final_status_list': {
        const status = args[0];
        if (args.length !== 1 || (status !== 'alive' && status !== 'dead' && status !== 'seki'))
          throw new GtpError("Argument to final_status_list must be 'alive' or 'seki' or 'dead'");
        if (status === 'seki') return '';
        const { dead } = countFinal(game.state, await this.finalOwnership());
        const deadSet = new Set(dead);
        const signs = game.state.board.signs();
        const list: string[] = [];
        for (let i = 0; i < signs.length; i++) {
          if (signs[i] !== 0 && deadSet.has(i) === (status === 'dead'))
            list.push(formatGtpVertex(i, game.size));
        }
        return list.join(' ');
      }
      case 'showboard':
        return `\n${formatShowboard(game.state, game.moveCount)}`;
      case 'time_settings': {
        const [main, byo, stones] = args.map(Number);
        if (args.length !== 3 || [main, byo, stones].some((n) => !Number.isFinite(n) || (n as number) < 0))
          throw new GtpError('syntax error');
        this.time.main = main as number;
        this.time.byoYomi = byo as number;
        this.time.stones = stones as number;
        this.time.left.clear();
        return '';
      }
      case 'time_left': {
        const color = parseGtpColor(args[0]);
        const seconds = Number(args[1]);
        const stones = Number(args[2]);
        if (
          args.length !== 3 ||
          color === null ||
          !Number.isFinite(seconds) ||
          !Number.isInteger(stones) ||
          stones < 0
        )
          throw new GtpError('syntax error');
        this.time.left.set(color, { seconds, stones });
        return '';
      }
      case 'clear_cache':
        this.search.clear();
        return '';
      case 'kata-get-rules':
        return formatGtpRules(game.rules);
      case 'kata-set-rules': {
        let parsed: ReturnType<typeof parseGtpRules>;
        try {
          parsed = parseGtpRules(args.join(' '));
        } catch (error) {
          throw new GtpError((error as Error).message);
        }
        this.change(() => {
          game.rules = parsed.rules;
          if (parsed.komi !== undefined) game.komi = parsed.komi;
        });
        return '';
      }
      case 'kata-list-params':
        return Object.keys(TUNABLE_SEARCH_PARAMS).join(' ');
      case 'kata-get-param': {
        const name = args[0] ?? '';
        if (!(name in TUNABLE_SEARCH_PARAMS)) throw new GtpError(`Invalid parameter: ${name}`);
        return String(this.search.searchParams[PARAM_NAMES[name] ?? (name as keyof SearchParams)]);
      }
      case 'kata-set-param': {
        const [name = '', text = ''] = args;
        const range = TUNABLE_SEARCH_PARAMS[name];
        const value = Number(text);
        if (!range || args.length !== 2) throw new GtpError(`Invalid parameter: ${name}`);
        if (
          !Number.isFinite(value) ||
          value < range.min ||
          value > range.max ||
          (range.integer && !Number.isInteger(value))
        )
          throw new GtpError(`Invalid value for ${name}: ${text}`);
        this.search.setParams({ [PARAM_NAMES[name] ?? name]: value });
        return '';
      }
      case 'kata-raw-nn':
        return this.rawNn(args);
      case 'kata-analyze':
      case 'lz-analyze':
        return this.analyze(command, args, id);
      default:
        throw new GtpError('unknown command');
    }
  }

  /** Applies a change of size, komi, rules or stones, or answers its error and changes nothing. */
  private change(change: () => void): void {
    try {
      this.game.update(change);
    } catch (error) {
      throw new GtpError((error as Error).message);
    }
    this.search.setPosition(this.game.state);
  }

  private vertex(point: number): Vertex {
    return { x: point % this.game.size, y: Math.floor(point / this.game.size) };
  }

  private handicap(args: string[]): string {
    const game = this.game;
    const count = Number(args[0]);
    if (args.length !== 1 || !Number.isInteger(count)) throw new GtpError('syntax error');
    if (!game.isEmpty) throw new GtpError('board not empty');
    const stones = fixedHandicap(game.size, count);
    if (!stones || count < 2) throw new GtpError('invalid number of stones');
    this.change(() => game.placeSetup(stones, [], WHITE));
    return stones.map((v) => formatGtpVertex(v.y * game.size + v.x, game.size)).join(' ');
  }

  private async rawNn(args: string[]): Promise<string> {
    const which = args[0];
    let symmetries: Symmetry[];
    if (which === 'all') symmetries = [...SYMMETRIES];
    else if (which !== undefined && /^[0-7]$/.test(which)) symmetries = [Number(which) as Symmetry];
    else throw new GtpError("Expected one argument for kata-raw-nn: a symmetry 'all' or index [0-7]");
    const state = this.game.state;
    const evaluations = [];
    for (const s of symmetries) evaluations.push(await rawEvaluation(this.options.evaluator, state, s));
    return formatRawEvaluation(evaluations, state.size);
  }

  /**
   * The ownership the count at the end uses: a short search's, which sees what the raw network
   * misses. A finished game is searched from its stones alone (its root would be the count
   * with every stone alive).
   */
  private async finalOwnership(): Promise<Float32Array> {
    const state = this.game.state;
    const visits = Math.min(FINAL_COUNT_VISITS, this.search.searchParams.maxVisits);
    if (!state.isFinished) {
      const result = await this.search.run({ maxVisits: Math.max(this.search.rootVisits, visits) });
      return result.whiteOwnership;
    }
    const signs = state.board.signs();
    const black: Vertex[] = [];
    const white: Vertex[] = [];
    signs.forEach((sign, i) => {
      if (sign !== 0) (sign === BLACK ? black : white).push(this.vertex(i));
    });
    const stones = PositionState.from({
      size: state.size,
      komi: state.komi,
      rules: state.rules,
      setup: { black, white },
      moves: [],
      toMove: state.toMove,
    });
    if (!stones.ok) throw new Error(stones.error.message);
    const search = new MonteCarloSearch(this.options.evaluator, stones.value, this.search.searchParams);
    return (await search.run({ maxVisits: visits })).whiteOwnership;
  }

  private searchLimits(): { maxTime?: number } {
    const seconds = moveSeconds(
      this.time,
      this.time.left.get(this.game.state.toMove),
      this.game.size,
      this.game.moveCount,
    );
    const cap = this.search.searchParams.maxTime;
    const maxTime = Math.min(cap, seconds ?? Number.POSITIVE_INFINITY);
    return Number.isFinite(maxTime) ? { maxTime } : {};
  }

  private async genmove(command: string, args: string[], id: string): Promise<string | null> {
    const game = this.game;
    const analyzed = command === 'genmove' ? null : parseAnalyzeArgs(args, command.startsWith('kata'));
    const color = parseGtpColor(command === 'genmove' ? args[0] : (analyzed?.color ?? args[0]));
    if (
      color === null ||
      (command === 'genmove' && args.length !== 1) ||
      (command !== 'genmove' && !analyzed)
    )
      throw new GtpError('syntax error');
    game.setToMove(color);
    this.search.setPosition(game.state);
    let result: SearchResult;
    if (analyzed) {
      this.options.write(`=${id}\n`);
      result = await this.searchWithLines(analyzed.args, this.searchLimits());
    } else {
      result = await this.search.run(this.searchLimits());
    }
    const move = this.decide(result);
    if (move !== 'resign') {
      game.play(color, move);
      this.search.setPosition(game.state);
    }
    const text = move === 'resign' ? 'resign' : formatGtpVertex(move, game.size);
    if (analyzed) {
      this.options.write(`play ${text}\n\n`);
      return null;
    }
    return text;
  }

  /** The move to play, or resignation after three searches in a row under the threshold. */
  private decide(result: SearchResult): number | 'resign' {
    const threshold = this.options.resignWinrate ?? 0;
    const area = this.game.size * this.game.size;
    this.lowWinrateTurns = result.winrate < threshold ? this.lowWinrateTurns + 1 : 0;
    if (this.lowWinrateTurns >= 3 && this.game.moveCount >= area / 4) return 'resign';
    return result.bestMove;
  }

  /** Runs the search, writing an `info` line every interval (and one at the end when there was none). */
  private async searchWithLines(args: AnalyzeArgs, limits: { maxVisits?: number; maxTime?: number }) {
    const size = this.game.size;
    let last = performance.now();
    let wrote = false;
    const write = (result: SearchResult) => {
      const line = formatAnalysisLine(result, args, size);
      if (line !== '') {
        this.options.write(`${line}\n`);
        wrote = true;
      }
    };
    const stopOnInput = limits.maxVisits === ANALYSIS_VISITS;
    if (stopOnInput && this.options.inputWaiting?.()) return this.search.result();
    const result = await this.search.run(limits, () => {
      if (stopOnInput && this.options.inputWaiting?.()) this.search.stop();
      if (args.interval > 0 && performance.now() - last >= args.interval * 10) {
        last = performance.now();
        write(this.search.result());
      }
    });
    if (!wrote || args.interval <= 0) write(result);
    return result;
  }

  /** `lz-analyze` / `kata-analyze`: searches and streams lines until the next command arrives. */
  private async analyze(command: string, args: string[], id: string): Promise<null> {
    const parsed = parseAnalyzeArgs(args, command === 'kata-analyze');
    if (!parsed)
      throw new GtpError(`Could not parse analyze arguments or arguments out of range: '${args.join(' ')}'`);
    if (parsed.color !== null) {
      this.game.setToMove(parseGtpColor(parsed.color) as Stone);
      this.search.setPosition(this.game.state);
    }
    this.options.write(`=${id}\n`);
    this.analyzing = this.search;
    try {
      await this.searchWithLines(parsed.args, {
        maxVisits: ANALYSIS_VISITS,
        maxTime: Number.POSITIVE_INFINITY,
      });
      const waiting = this.options.inputWaiting;
      if (waiting && !waiting()) {
        // as KataGo: the answer ends when the next command comes, not when the search does
        await new Promise<void>((resolve) => {
          this.wakeAnalysis = resolve;
        });
      }
    } finally {
      this.wakeAnalysis = null;
      this.analyzing = null;
    }
    this.options.write('\n');
    return null;
  }
}
