import type { RawEvaluation } from './raw-evaluation.ts';

/** C's printf("%.Nf"). */
function fixed(value: number, digits: number): string {
  return value.toFixed(digits);
}

/** C's printf("%W.Nf"): right-aligned in W characters. */
function padded(value: number, width: number, digits: number): string {
  return value.toFixed(digits).padStart(width);
}

/**
 * The text of KataGo's `kata-raw-nn` answer (gtp.cpp's rawNN) for one symmetry or several (as
 * for `kata-raw-nn all`), without the GTP "= " prefix: per symmetry one line per value, the
 * policy and ownership as size rows, and a blank line between symmetries.
 */
export function formatRawEvaluation(
  evaluations: RawEvaluation | readonly RawEvaluation[],
  size: number,
): string {
  const list = Array.isArray(evaluations) ? evaluations : [evaluations as RawEvaluation];
  return list
    .map((e) => block(e, size))
    .join('')
    .trim();
}

/** One symmetry's lines, each ending in a newline as KataGo writes them, then a blank line. */
function block(evaluation: RawEvaluation, size: number): string {
  const lines = [
    `symmetry ${evaluation.symmetry}`,
    `whiteWin ${fixed(evaluation.whiteWin, 6)}`,
    `whiteLoss ${fixed(evaluation.whiteLoss, 6)}`,
    `noResult ${fixed(evaluation.noResult, 6)}`,
    `whiteLead ${fixed(evaluation.whiteLead, 3)}`,
    `whiteScoreSelfplay ${fixed(evaluation.whiteScoreSelfplay, 3)}`,
    `whiteScoreSelfplaySq ${fixed(evaluation.whiteScoreSelfplaySq, 3)}`,
    `varTimeLeft ${fixed(evaluation.varTimeLeft, 3)}`,
    `shorttermWinlossError ${fixed(evaluation.shorttermWinlossError, 3)}`,
    `shorttermScoreError ${fixed(evaluation.shorttermScoreError, 3)}`,
    'policy',
  ];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const p = evaluation.policy[y * size + x];
      row += p === null || p === undefined ? '    NAN ' : `${padded(p, 8, 6)} `;
    }
    lines.push(row);
  }
  lines.push(`policyPass ${padded(evaluation.policyPass, 8, 6)} `);
  lines.push('whiteOwnership');
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++)
      row += `${padded(evaluation.whiteOwnership[y * size + x] as number, 9, 7)} `;
    lines.push(row);
  }
  return `${lines.join('\n')}\n\n`;
}
