// The browser entry must not reach Node: every module it imports, followed through the
// package's own files, is checked for Node's built-in modules and onnxruntime-node.
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const NODE_ONLY = /^(node:|onnxruntime-node$|fs$|path$|zlib$|os$|url$)/;

/** Every outside module reached from `entry` through relative imports, with the file importing it. */
function reachedImports(entry: string): Map<string, string> {
  const outside = new Map<string, string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName: spec } of importedFiles) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else if (!outside.has(spec)) outside.set(spec, file);
    }
  };
  visit(entry);
  return outside;
}

describe('@tengen/engine/browser', () => {
  it('imports nothing of Node, and onnxruntime-web rather than onnxruntime-node', () => {
    const reached = reachedImports(fileURLToPath(new URL('./browser.ts', import.meta.url)));
    const nodeOnly = [...reached].filter(([spec]) => NODE_ONLY.test(spec));
    expect(nodeOnly).toEqual([]);
    expect(reached.has('onnxruntime-web/wasm')).toBe(true);
  });

  it('is told apart from the Node entry by this check', () => {
    const reached = reachedImports(fileURLToPath(new URL('./network.ts', import.meta.url)));
    expect([...reached.keys()].filter((spec) => NODE_ONLY.test(spec))).toContain('onnxruntime-node');
  });
});
