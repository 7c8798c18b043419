#!/usr/bin/env node
// The peer of `tengen sgf check --json`, on @sabaki/sgf and @sabaki/go-board: reads each record
// (with its charset), replays the main line with legality checked (ko, suicide, occupied points),
// and prints one JSON line per file: size, moves, captures, the final position and any error.
import GoBoard from '@sabaki/go-board';
import sgf from '@sabaki/sgf';

const options = { preventOverwrite: true, preventSuicide: true, preventKo: true };

function vertex(point, size) {
  if (point === '' || point === undefined || (point === 'tt' && size <= 19)) return null;
  return [point.charCodeAt(0) - 97, point.charCodeAt(1) - 97];
}

function check(file) {
  const report = { file, ok: false, size: null, moves: 0, captures: { B: 0, W: 0 }, final: [], errors: [] };
  let root;
  try {
    [root] = sgf.parseFile(file);
  } catch (error) {
    report.errors.push({ move: null, code: 'PARSE', message: error.message });
    return report;
  }
  const size = Number.parseInt(root.data.SZ?.[0] ?? '19', 10);
  report.size = size;
  let board = GoBoard.fromDimensions(size);
  for (let node = root; node !== undefined; node = node.children[0]) {
    for (const [key, sign] of [
      ['AB', 1],
      ['AW', -1],
    ])
      for (const point of node.data[key] ?? []) board.set(vertex(point, size), sign);
    const [key, sign] = node.data.B ? ['B', 1] : node.data.W ? ['W', -1] : [null, 0];
    if (key === null) continue;
    const at = vertex(node.data[key][0], size);
    report.moves++;
    if (at === null) continue;
    try {
      board = board.makeMove(sign, at, options);
    } catch (error) {
      report.errors.push({ move: report.moves, code: 'ILLEGAL', message: error.message });
      return report;
    }
  }
  report.captures = { B: board.getCaptures(1), W: board.getCaptures(-1) };
  report.final = board.signMap.map((row) => row.map((s) => (s === 1 ? 'X' : s === -1 ? 'O' : '.')).join(''));
  report.ok = true;
  return report;
}

let failed = 0;
for (const file of process.argv.slice(2)) {
  const report = check(file);
  if (!report.ok) failed++;
  process.stdout.write(`${JSON.stringify(report)}\n`);
}
process.exitCode = failed > 0 ? 1 : 0;
