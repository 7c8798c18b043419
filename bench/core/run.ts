import { writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadTexts, readMainLine } from './corpus.ts';
import { compare, defaultOptions, type Rate } from './measure.ts';
import { parseSteps } from './parse.ts';
import { playoutSteps } from './playouts.ts';
import { replaySteps } from './replay.ts';

/** One line of the table: Tengen against its peer on the same work, timed in the same run. */
interface Row {
  name: string;
  unit: string;
  tengen: Rate;
  peer: Rate;
  peerName: string;
  /** The speed-up over the peer Tengen should reach. */
  target: number;
}

/** Absolute 19×19 playout speeds quoted as references, not measured here. */
const REFERENCES = [
  { name: 'flat typed-array JS board', playoutsPerSecond: 10_000 },
  { name: 'plain C board', playoutsPerSecond: 25_000 },
];
const GO_BOARD = '@sabaki/go-board';
const cpu = `${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} CPUs)`;

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A number with thousands separators, or three significant digits when small. */
function fmt(x: number): string {
  return x >= 100 ? Math.round(x).toLocaleString('en-US') : x.toPrecision(3);
}

function perMillion(r: Rate): Rate {
  return { perSecond: r.perSecond / 1e6, samples: r.samples.map((s) => s / 1e6), units: r.units / 1e6 };
}

function main(): void {
  const load = [loadavg()[0]];
  const texts = loadTexts();
  const lines = texts.map(({ file, text }) => readMainLine(file, text));
  const moves = lines.reduce((n, l) => n + l.moves.length, 0);
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t.text, 'utf8'), 0);
  log(`corpus: ${lines.length} records, ${moves} moves, ${(bytes / 1e6).toFixed(2)} MB; timing…`);
  const rows: Row[] = [];

  const replay = compare(replaySteps(lines));
  const unit = 'moves/s';
  rows.push({
    name: 'replay: Board.play',
    unit,
    tengen: replay.board,
    peer: replay.sabaki,
    peerName: GO_BOARD,
    target: 50,
  });
  rows.push({
    name: 'replay: Game.play',
    unit,
    tengen: replay.game,
    peer: replay.sabaki,
    peerName: GO_BOARD,
    target: 50,
  });
  log('replay done');

  const movesPerPlayout: Record<number, { tengen: number; peer: number }> = {};
  for (const size of [9, 19]) {
    const steps = playoutSteps(size);
    const rates = compare({ tengen: steps.tengen.step, sabaki: steps.sabaki.step });
    const name = `playouts ${size}×${size}`;
    rows.push({
      name,
      unit: 'playouts/s',
      tengen: rates.tengen,
      peer: rates.sabaki,
      peerName: GO_BOARD,
      target: 100,
    });
    movesPerPlayout[size] = { tengen: steps.tengen.movesPerPlayout(), peer: steps.sabaki.movesPerPlayout() };
    log(`${name} done`);
  }

  const parse = compare(parseSteps(texts.map((t) => t.text)));
  const [tengenParse, sabakiParse] = [perMillion(parse.tengen), perMillion(parse.sabaki)];
  rows.push({
    name: 'parse SGF',
    unit: 'MB/s',
    tengen: tengenParse,
    peer: sabakiParse,
    peerName: '@sabaki/sgf',
    target: 5,
  });
  load.push(loadavg()[0]);

  printTable(rows);
  const playouts19 = rows.find((r) => r.name === 'playouts 19×19')!.tengen.perSecond;
  console.log('');
  for (const [size, m] of Object.entries(movesPerPlayout)) {
    const rate = rows.find((r) => r.name === `playouts ${size}×${size}`)!.tengen.perSecond;
    console.log(
      `${size}×${size}: stones per playout ${m.tengen.toFixed(0)} Tengen, ${m.peer.toFixed(0)} Sabaki; ` +
        `Tengen plays ${fmt(m.tengen * rate)} moves/s in playouts`,
    );
  }
  const references = REFERENCES.map((ref) => ({
    ...ref,
    quoted: true,
    ratio: playouts19 / ref.playoutsPerSecond,
    met: playouts19 >= ref.playoutsPerSecond,
  }));
  for (const ref of references) {
    console.log(
      `19×19 playouts: Tengen ${fmt(playouts19)}/s vs ${fmt(ref.playoutsPerSecond)}/s quoted (not measured) ` +
        `for a ${ref.name}: ${ref.ratio.toFixed(2)}× (${ref.met ? 'met' : 'not met'})`,
    );
  }
  console.log(`load average (1 min) ${load.map((l) => l.toFixed(2)).join(' → ')}`);

  const out = fileURLToPath(new URL('results.json', import.meta.url));
  writeFileSync(
    out,
    toJson({
      date: new Date().toISOString(),
      node: process.version,
      cpu,
      loadAverage: load,
      options: defaultOptions,
      corpus: { records: lines.length, moves, bytes },
      rows: rows.map(({ peerName, ...r }) => {
        const ratio = r.tengen.perSecond / r.peer.perSecond;
        return { ...r, peer: { name: peerName, ...r.peer }, ratio, met: ratio >= r.target };
      }),
      movesPerPlayout,
      references19x19: references,
    }),
  );
  console.log(`results written to ${out}`);
}

/**
 * Results as JSON laid out as the repository's formatter (Biome) lays it out: fractions to four
 * significant digits, and arrays of numbers on one line.
 */
function toJson(value: unknown): string {
  const text = JSON.stringify(
    value,
    (_, v) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toPrecision(4)) : v),
    2,
  );
  const oneLine = (_: string, items: string) => `[${items.split(/,\s*/).join(', ')}]`;
  return `${text.replace(/\[\n\s*([-\d.e+,\s]*?)\n\s*\]/g, oneLine)}\n`;
}

function printTable(rows: readonly Row[]): void {
  const header = ['benchmark', 'unit', 'Tengen', 'peer', 'peer name', 'ratio', 'target', 'met'];
  const body = rows.map((r) => {
    const ratio = r.tengen.perSecond / r.peer.perSecond;
    const cells = [r.name, r.unit, fmt(r.tengen.perSecond), fmt(r.peer.perSecond), r.peerName];
    return [...cells, `${ratio.toFixed(1)}×`, `≥${r.target}×`, ratio >= r.target ? 'yes' : 'NO'];
  });
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const numeric = new Set([2, 3, 5, 6]);
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  console.log(`\nTengen core vs peers: Node ${process.version}, ${cpu},`);
  console.log(`median of ${defaultOptions.samples} interleaved samples after warm-up\n`);
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const b of body) console.log(line(b));
}

main();
