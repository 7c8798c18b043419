/** `tengen problems import`: SGF files to a collection file (standard output, or --out). */
import { writeFileSync } from 'node:fs';
import { collectionToJson } from '../problems/import/collection-json.ts';
import { importSgfProblems } from '../problems/import/sgf-import.ts';
import { readInt } from './admin-options.ts';
import { readOptions } from './problems.ts';

const REQUIRED = ['id', 'name', 'source', 'licence'] as const;

export async function importProblems(
  args: string[],
  io: { readonly out: (line: string) => void; readonly err: (line: string) => void },
): Promise<number> {
  const fail = (message: string) => {
    io.err(`tengen problems import: ${message}`);
    return 2;
  };
  const read = readOptions(args, [...REQUIRED, 'out', 'description', 'position']);
  if (typeof read === 'string') return fail(read);
  if (read.positional.length !== 1) return fail('give one .sgf file or one folder');
  const missing = REQUIRED.filter((name) => !read.options.get(name)?.trim());
  if (missing.length > 0) return fail(`missing ${missing.map((m) => `--${m}`).join(', ')}`);
  const position = readInt('position', read.options.get('position'), 0, 100_000);
  if (!position.ok) return fail(position.error);
  const get = (name: string) => read.options.get(name) as string;
  const result = importSgfProblems(read.positional[0], {
    id: get('id'),
    name: get('name'),
    source: get('source'),
    licence: get('licence'),
    description: read.options.get('description'),
    position: position.value,
  });
  if (!result.ok) {
    for (const error of result.errors) io.err(error);
    return fail(`${result.errors.length} bad file(s); nothing written`);
  }
  const json = collectionToJson(result.file);
  const out = read.options.get('out');
  if (out === undefined) io.out(json.trimEnd());
  else {
    writeFileSync(out, json);
    io.out(`${out}: ${result.file.problems.length} problems`);
  }
  return 0;
}
