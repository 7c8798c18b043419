import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeSgf } from './decode.ts';
import { parseSgf } from './parse.ts';
import { stringifySgf } from './stringify.ts';
import type { SgfNode } from './types.ts';

const dir = new URL('../../../../fixtures/sgf/', import.meta.url);
const files = readdirSync(dir)
  .filter((name) => name.endsWith('.sgf'))
  .sort();

function mainLineMoves(root: SgfNode): number {
  let moves = 0;
  for (let node: SgfNode | undefined = root; node !== undefined; node = node.children[0]) {
    if (node.props.B !== undefined || node.props.W !== undefined) moves++;
  }
  return moves;
}

describe('the real-game corpus', () => {
  it('has its 400 records', () => {
    expect(files).toHaveLength(400);
  });

  it.each(files)('%s reads, has moves, and writes back to the same tree', (name) => {
    const decoded = decodeSgf(new Uint8Array(readFileSync(new URL(name, dir))));
    expect(decoded.charset).toBe('utf-8');
    expect(decoded.warnings).toEqual([]);
    const parsed = parseSgf(decoded.text);
    if (!parsed.ok) expect.fail(`${name}: ${JSON.stringify(parsed.error)}`);
    const { roots, warnings } = parsed.value;
    expect(warnings).toEqual([]);
    expect(roots).toHaveLength(1);
    expect(mainLineMoves(roots[0])).toBeGreaterThan(0);
    expect(parseSgf(stringifySgf(roots))).toEqual({ ok: true, value: { roots, warnings: [] } });
  });
});
