import { WHITE } from '@tengen/core';
import type { SearchResult } from '../search/search-result.ts';
import { formatCppDouble as g } from './gtp-number.ts';
import { formatGtpVertex } from './gtp-vertex.ts';

/** What `lz-analyze` / `kata-analyze` were asked to show (KataGo's parseAnalyzeCommand). */
export interface AnalyzeArgs {
  readonly kata: boolean;
  /** Centiseconds between lines; 0 or absent: only when the search ends. */
  readonly interval: number;
  readonly minMoves: number;
  readonly maxMoves: number;
  readonly ownership: boolean;
  readonly rootInfo: boolean;
  readonly pvVisits: boolean;
}

function bool(text: string): boolean | null {
  const t = text.toLowerCase();
  if (t === 'true' || t === '1') return true;
  if (t === 'false' || t === '0') return false;
  return null;
}

/**
 * `[color] [interval] key value …` as KataGo reads them; null when they do not parse. The
 * colour is given back apart (null when absent).
 */
export function parseAnalyzeArgs(
  args: readonly string[],
  kata: boolean,
): { args: AnalyzeArgs; color: string | null } | null {
  let i = 0;
  let color: string | null = null;
  if (args[i] !== undefined && /^(b|w|black|white)$/i.test(args[i] as string)) color = args[i++] as string;
  let interval = 0;
  if (args[i] !== undefined && /^\d+(\.\d+)?$/.test(args[i] as string)) interval = Number(args[i++]);
  const out = {
    kata,
    interval,
    minMoves: 0,
    maxMoves: 10_000_000,
    ownership: false,
    rootInfo: false,
    pvVisits: false,
  };
  while (i < args.length) {
    const key = args[i++] as string;
    const value = args[i++];
    if (value === undefined) return null;
    if (key === 'interval' && /^\d+(\.\d+)?$/.test(value)) out.interval = Number(value);
    else if ((key === 'minmoves' || key === 'maxmoves') && /^\d+$/.test(value))
      out[key === 'minmoves' ? 'minMoves' : 'maxMoves'] = Number(value);
    else if (
      kata &&
      (key === 'ownership' || key === 'rootInfo' || key === 'pvVisits') &&
      bool(value) !== null
    )
      out[key] = bool(value) as boolean;
    else return null;
  }
  return { args: out, color };
}

/** One `info …` line of the candidates, as KataGo's analyze callback prints it (side to move's view). */
export function formatAnalysisLine(result: SearchResult, args: AnalyzeArgs, size: number): string {
  const moves = result.moves.slice(0, args.maxMoves);
  if (moves.length === 0) return '';
  const v = (m: number) => formatGtpVertex(m, size);
  const parts = moves.map((m) => {
    if (!args.kata) {
      return `info move ${v(m.move)} visits ${m.visits} winrate ${Math.round(m.winrate * 10000)} prior ${Math.round(
        m.prior * 10000,
      )} lcb ${Math.round(m.lcb * 10000)} order ${m.order} pv ${m.pv.map(v).join(' ')}`;
    }
    return [
      `info move ${v(m.move)} visits ${m.visits} edgeVisits ${m.visits}`,
      `utility ${g(m.utility)} winrate ${g(m.winrate)} scoreMean ${g(m.scoreLead)} scoreStdev ${g(m.scoreStdev)}`,
      `scoreLead ${g(m.scoreLead)} scoreSelfplay ${g(m.scoreSelfplay)} prior ${g(m.prior)} lcb ${g(m.lcb)}`,
      `utilityLcb ${g(m.utility - (m.winrate - m.lcb) * 2)} weight ${g(m.visits)} order ${m.order} pv ${m.pv
        .map(v)
        .join(' ')}`,
    ].join(' ');
  });
  let line = parts.join(' ');
  if (args.kata && args.rootInfo) {
    line += ` rootInfo visits ${result.visits} utility ${g(result.utility)} winrate ${g(result.winrate)} scoreMean ${g(
      result.scoreLead,
    )} scoreStdev ${g(result.scoreStdev)} scoreLead ${g(result.scoreLead)} scoreSelfplay ${g(
      result.scoreSelfplay,
    )} weight ${g(result.visits)}`;
  }
  if (args.kata && args.ownership) {
    // side to move's view, as KataGo reports by default
    const sign = result.toMove === WHITE ? 1 : -1;
    line += ` ownership ${Array.from(result.whiteOwnership, (o) => g(sign * o)).join(' ')}`;
  }
  return line;
}
