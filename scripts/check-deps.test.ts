import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS module without types
import { importsOf, violations } from './check-deps.js';

const root = '/repo/packages';

describe('dependency rules', () => {
  it.each([
    ['core', "import { x } from './board.ts';", 0],
    ['core', "import { readFileSync } from 'node:fs';", 1],
    ['core', "import type { A } from '@tengen/protocol';", 1],
    ['core', "import x from '../../server/src/a.ts';", 1],
    ['core', "export * from './sgf/parse.ts';", 0],
    ['core', "const m = await import('fs');", 1],
    ['server', "import { Board } from '@tengen/board';", 1],
    ['server', "import { App } from '@tengen/web/src/app.tsx';", 1],
    ['server', "import { Game } from '@tengen/core';\nimport Fastify from 'fastify';", 0],
    ['protocol', "import { Game } from '@tengen/core';", 0],
    ['web', "import { Board } from '@tengen/board';", 0],
  ])('%s: %s → %i problem(s)', (pkg, source, count) => {
    expect(violations(pkg, `${root}/${pkg}/src/a.ts`, source, root)).toHaveLength(count);
  });

  it('finds every import form', () => {
    const src = `import a from 'a';\nimport 'b';\nexport { c } from "c";\nconst d = require('d');\nawait import('e');`;
    expect(importsOf(src).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
