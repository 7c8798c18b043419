/**
 * A saved record (a record book's entry) as SGF text for `class_load`: its size, setup stones
 * and moves up to the step it shows, so the class gets the position the teacher saved.
 */
export interface SgfRecord {
  readonly size: number;
  readonly blackfirst: boolean;
  readonly prepos: { readonly black: readonly string[]; readonly white: readonly string[] };
  readonly moves: readonly string[];
  readonly step: number;
}

export function savedRecordSgf(record: SgfRecord): string {
  const setup = (tag: string, points: readonly string[]) =>
    points.length === 0 ? '' : `${tag}${points.map((p) => `[${p}]`).join('')}`;
  const first = record.blackfirst ? 'B' : 'W';
  const second = record.blackfirst ? 'W' : 'B';
  const moves = record.moves
    .slice(0, Math.max(0, record.step))
    .map((p, i) => `;${i % 2 === 0 ? first : second}[${p === 'tt' ? '' : p}]`)
    .join('');
  const toPlay = record.blackfirst ? '' : 'PL[W]';
  return `(;GM[1]FF[4]SZ[${record.size}]${toPlay}${setup('AB', record.prepos.black)}${setup('AW', record.prepos.white)}${moves})`;
}
