/** `tengen problems …`: making problem collection files (packages/server/collections, docs/problems.md). */

import { readFileSync, writeFileSync } from 'node:fs';
import { BLACK } from '@tengen/core';
import { DEFAULT_ENGINE_COMMAND } from '../engines/engine-config.ts';
import { EnginePool } from '../engines/pool.ts';
import type { CollectionFile } from '../problems/collection-file.ts';
import { checkCollectionShape, collectionToJson } from '../problems/import/collection-json.ts';
import { refuteCollection } from '../problems/import/refute-collection.ts';
import { DEFAULT_REFUTE_SETTINGS } from '../problems/import/refute-problem.ts';
import { readInt } from './admin-options.ts';

export const PROBLEMS_USAGE = `Usage: tengen problems <command>

  refute FILE.json [--level N] [--margin N] [--engine "CMD"]
        answers each correct first move and refutes every other empty point of the problem's
        area with GNU Go (restricted_genmove; level ${DEFAULT_REFUTE_SETTINGS.level}, margin ${DEFAULT_REFUTE_SETTINGS.margin} by default), writing the file back
  import FILE.sgf|FOLDER --id SLUG --name NAME --source TEXT --licence TEXT [--out FILE.json]
        turns SGF problem files into a collection file (standard output without --out)`;

interface Io {
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

/** Options `--name value` after the positional arguments; an unknown or valueless option is an error. */
export function readOptions(
  args: readonly string[],
  known: readonly string[],
): { positional: string[]; options: Map<string, string> } | string {
  const positional: string[] = [];
  const options = new Map<string, string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--')) {
      positional.push(a);
      continue;
    }
    const name = a.slice(2);
    if (!known.includes(name)) return `unknown option ${a}`;
    const value = args[i + 1];
    if (value === undefined || value.startsWith('--')) return `${a} needs a value`;
    options.set(name, value);
    i++;
  }
  return { positional, options };
}

export async function runProblems(args: string[], io: Io): Promise<number> {
  const [command, ...rest] = args;
  if (command === 'refute') return refute(rest, io);
  if (command === 'import') return (await import('./problems-import.ts')).importProblems(rest, io);
  if (command === undefined || command === 'help') {
    io.out(PROBLEMS_USAGE);
    return 0;
  }
  io.err(`tengen problems: unknown command '${command}'\n\n${PROBLEMS_USAGE}`);
  return 2;
}

async function refute(args: string[], io: Io): Promise<number> {
  const read = readOptions(args, ['level', 'margin', 'engine']);
  const fail = (message: string) => {
    io.err(`tengen problems refute: ${message}`);
    return 2;
  };
  if (typeof read === 'string') return fail(read);
  if (read.positional.length !== 1) return fail('give one collection file');
  const path = read.positional[0];
  const level = readInt('level', read.options.get('level'), 0, 10);
  const margin = readInt('margin', read.options.get('margin'), 0, 4);
  if (!level.ok) return fail(level.error);
  if (!margin.ok) return fail(margin.error);
  let file: CollectionFile;
  try {
    const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
    const bad = checkCollectionShape(parsed);
    if (bad) return fail(`${path}: ${bad}`);
    file = parsed as CollectionFile;
  } catch (error) {
    return fail(`${path}: ${(error as Error).message}`);
  }
  const settings = {
    level: level.value ?? DEFAULT_REFUTE_SETTINGS.level,
    margin: margin.value ?? DEFAULT_REFUTE_SETTINGS.margin,
  };
  const command = (read.options.get('engine') ?? DEFAULT_ENGINE_COMMAND).split(/\s+/);
  const pool = new EnginePool({
    command,
    size: 1,
    maxQueued: 1,
    commandTimeoutMs: 120_000,
    defaultLevel: settings.level,
  });
  const started = performance.now();
  try {
    const version = await pool.run({
      owner: 'problems',
      lane: 'background',
      position: { size: 19, komi: 0, setup: { black: [], white: [] }, firstColor: BLACK, moves: [] },
      work: async (e) => `${await e.send('name')} ${await e.send('version')}`,
    });
    const report = await refuteCollection(pool, file, { ...settings, engine: version }, io.out);
    writeFileSync(path, collectionToJson(report.file));
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    io.out(
      `${path}: ${report.refuted} problems refuted (${report.genmoves} engine moves, ${seconds} s), ${report.skipped.length} kept`,
    );
    for (const line of report.skipped) io.out(`  kept ${line}`);
    return 0;
  } catch (error) {
    return fail(`${path}: ${(error as Error).message}; the file is unchanged`);
  } finally {
    await pool.close();
  }
}
