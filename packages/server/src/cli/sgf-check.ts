import { boardToRows, decodeSgf, gameFromSgf, parseSgf } from '@tengen/core';

export interface CheckError {
  /** The move number where it happened, or null for errors of the whole record. */
  move: number | null;
  code: string;
  message: string;
}

/** What `tengen sgf check` reports for one file (the `--json` line). */
export interface CheckReport {
  file: string;
  ok: boolean;
  size: number | null;
  moves: number;
  captures: { B: number; W: number };
  final: string[];
  errors: CheckError[];
  warnings: string[];
}

/** The report of a file that could not be replayed at all. */
export function failedReport(file: string, errors: CheckError[] = []): CheckReport {
  return { file, ok: false, size: null, moves: 0, captures: { B: 0, W: 0 }, final: [], errors, warnings: [] };
}

/** Reads a record and replays its main line (first variation at every node) with the rules core. */
export function checkSgf(file: string, bytes: Uint8Array): CheckReport {
  const report = failedReport(file);
  const decoded = decodeSgf(bytes);
  report.warnings.push(...decoded.warnings.map((w) => w.message));
  const parsed = parseSgf(decoded.text);
  if (!parsed.ok) {
    const e = parsed.error;
    report.errors.push({
      move: null,
      code: 'PARSE',
      message: `line ${e.line}, column ${e.column}: ${e.message}`,
    });
    return report;
  }
  report.warnings.push(
    ...parsed.value.warnings.map((w) => `line ${w.line}, column ${w.column}: ${w.message}`),
  );
  const roots = parsed.value.roots;
  if (roots.length > 1) report.warnings.push(`${roots.length} games in the file; only the first is checked`);
  const read = gameFromSgf(roots[0]);
  if (!read.ok) {
    report.errors.push({ move: null, code: read.error.code, message: read.error.message });
    return report;
  }
  report.warnings.push(...read.value.warnings);
  const game = read.value.game;
  report.size = game.size;
  const end = game.toEnd();
  if (!end.ok) {
    const failed = game.current.children[0];
    const move = game.current.moveNumber + 1;
    const where = failed?.move?.vertex
      ? `at ${String.fromCharCode(97 + failed.move.vertex.x, 97 + failed.move.vertex.y)}`
      : '';
    report.errors.push({
      move,
      code: end.error,
      message: `move ${move} ${where} is illegal: ${end.error}`.replace('  ', ' '),
    });
  }
  report.moves = game.current.moveNumber;
  report.captures = { B: game.capturesBy.black, W: game.capturesBy.white };
  report.final = boardToRows(game.board);
  report.ok = report.errors.length === 0;
  return report;
}

/** The human-readable form of a report. */
export function formatReport(r: CheckReport): string {
  const lines = [`${r.file}: ${r.ok ? 'ok' : 'FAILED'}`];
  if (r.size !== null) {
    lines.push(
      `  size ${r.size}×${r.size}, ${r.moves} moves, captured by Black ${r.captures.B}, by White ${r.captures.W}`,
    );
  }
  for (const e of r.errors)
    lines.push(`  error${e.move === null ? '' : ` at move ${e.move}`} [${e.code}]: ${e.message}`);
  for (const w of r.warnings) lines.push(`  warning: ${w}`);
  if (r.final.length > 0) lines.push('  final position:', ...r.final.map((row) => `    ${row}`));
  return lines.join('\n');
}
