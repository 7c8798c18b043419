/**
 * Loads the bundled collection files (packages/server/collections/*.json) into the store at
 * start: every file is read and checked first, so one bad file stops the start with its name
 * before anything is written; then each collection is written (new), updated in place by number
 * (changed) or left alone (the same hash). Safe from several processes at once: the store
 * writes each collection in a transaction that holds a lock (docs/problems.md).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { problemKind } from '@tengen/protocol';
import type { CollectionToLoad, LoadOutcome } from '../storage/problem-store.ts';
import type { Store } from '../storage/store.ts';
import { checkCollection } from './collection-check.ts';

/** packages/server/collections, from src/problems and from dist/problems alike. */
export const BUNDLED_COLLECTIONS = fileURLToPath(new URL('../../collections/', import.meta.url));

export class CollectionFileError extends Error {}

/** Reads and checks every *.json of `folder`, in name order; throws naming the first bad file. */
export function readCollections(folder: string): CollectionToLoad[] {
  const names = readdirSync(folder)
    .filter((n) => n.endsWith('.json'))
    .sort();
  const seen = new Map<string, string>();
  return names.map((name) => {
    const path = join(folder, name);
    const text = readFileSync(path, 'utf8');
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (error) {
      throw new CollectionFileError(`collection file ${path}: not JSON (${(error as Error).message})`);
    }
    const checked = checkCollection(json);
    if (!checked.ok) throw new CollectionFileError(`collection file ${path}: ${checked.error}`);
    const file = checked.value;
    const twin = seen.get(file.id);
    if (twin !== undefined)
      throw new CollectionFileError(`collection file ${path}: id ${file.id} is also ${twin}'s`);
    seen.set(file.id, name);
    return {
      id: file.id,
      name: file.name,
      description: file.description,
      source: file.source,
      licence: file.licence,
      position: file.position,
      contentHash: createHash('sha256').update(text).digest('hex'),
      problems: file.problems.map((p) => ({
        number: p.number,
        kind: problemKind(p.data),
        prompt: p.prompt,
        data: JSON.stringify(p.data),
      })),
    };
  });
}

/** What loading did to each collection, by id. */
export async function loadCollections(
  store: Store,
  folder: string,
  at: number,
): Promise<Record<string, LoadOutcome>> {
  const collections = readCollections(folder);
  const outcomes: Record<string, LoadOutcome> = {};
  for (const c of collections) outcomes[c.id] = await store.problems.loadCollection(c, at);
  return outcomes;
}
