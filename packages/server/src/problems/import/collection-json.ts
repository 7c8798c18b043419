/** Reading and writing collection files: checked JSON in, stable JSON out (short arrays on one line). */
import type { CollectionFile } from '../collection-file.ts';

const WIDTH = 110;

/** A collection file as text, in the layout the formatter keeps: objects opened, short arrays inline. */
export function collectionToJson(file: CollectionFile): string {
  return `${format(file, 0, 0)}\n`;
}

/** `column`: where the value starts on its line (the key before it), for the width test. */
function format(value: unknown, depth: number, column: number): string {
  const pad = '  '.repeat(depth + 1);
  const end = '  '.repeat(depth);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    const inline = `[${value.map((v) => format(v, depth + 1, 0)).join(', ')}]`;
    // +1: the comma that may follow.
    if (!inline.includes('\n') && column + inline.length + 1 <= WIDTH) return inline;
    return `[\n${value.map((v) => pad + format(v, depth + 1, pad.length)).join(',\n')}\n${end}]`;
  }
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    if (entries.length === 0) return '{}';
    const lines = entries.map(([k, v]) => {
      const key = `${pad}${JSON.stringify(k)}: `;
      return key + format(v, depth + 1, key.length);
    });
    return `{\n${lines.join(',\n')}\n${end}}`;
  }
  return JSON.stringify(value);
}

/** The fields every collection file has; answers what is missing or wrong, naming it. */
export function checkCollectionShape(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return 'not a JSON object';
  const file = value as Record<string, unknown>;
  for (const key of ['id', 'name', 'description', 'source', 'licence'])
    if (typeof file[key] !== 'string') return `"${key}" is not a string`;
  if (typeof file.position !== 'number') return '"position" is not a number';
  if (!Array.isArray(file.problems)) return '"problems" is not a list';
  for (const [i, p] of file.problems.entries()) {
    const data = (p as { data?: Record<string, unknown> })?.data;
    if (!data || typeof data.lu !== 'number' || !Array.isArray(data.content))
      return `problem ${i + 1} has no board size or setup`;
    for (const key of ['ok_answers', 'change_answers', 'fail_answers'])
      if (!Array.isArray(data[key])) return `problem ${i + 1}: "${key}" is not a list`;
  }
  return null;
}
