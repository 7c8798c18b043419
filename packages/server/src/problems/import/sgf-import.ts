/** `tengen problems import`: SGF problem files (a file or a folder of them) as one collection file. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { CollectionFile } from '../collection-file.ts';
import { problemsFromSgf } from './sgf-problem.ts';

export interface ImportOptions {
  readonly id: string;
  readonly name: string;
  readonly source: string;
  readonly licence: string;
  readonly description?: string;
  readonly position?: number;
}

export type ImportResult = { ok: true; file: CollectionFile } | { ok: false; errors: string[] };

const byNumberInName = new Intl.Collator('en', { numeric: true }).compare;

/** The .sgf files of a folder (not its subfolders) in natural order, or the one file given. */
export function sgfFilesAt(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path)
    .filter((f) => f.toLowerCase().endsWith('.sgf'))
    .sort(byNumberInName)
    .map((f) => join(path, f));
}

/**
 * Reads every file; any bad file makes the whole import fail with one message per bad file
 * ("<file>: <reason>"), so nothing half-made is written.
 */
export function importSgfProblems(path: string, options: ImportOptions): ImportResult {
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(options.id))
    return { ok: false, errors: [`--id ${options.id} is not a slug (lower-case letters, digits, dashes)`] };
  let files: string[];
  try {
    files = sgfFilesAt(path);
  } catch (error) {
    return { ok: false, errors: [`${path}: ${(error as Error).message}`] };
  }
  if (files.length === 0) return { ok: false, errors: [`${path}: no .sgf file`] };
  const errors: string[] = [];
  const problems: CollectionFile['problems'][number][] = [];
  for (const file of files) {
    try {
      for (const problem of problemsFromSgf(readFileSync(file)))
        problems.push({ number: problems.length + 1, ...problem });
    } catch (error) {
      errors.push(`${file}: ${(error as Error).message}`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return {
    ok: true,
    file: {
      id: options.id,
      name: options.name,
      description:
        options.description ?? `${problems.length} problems imported from ${basename(path)} (SGF).`,
      source: options.source,
      licence: options.licence,
      position: options.position ?? 100,
      problems,
    },
  };
}
