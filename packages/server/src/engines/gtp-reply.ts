/** Reading GTP replies from an engine's standard output (GTP version 2, section 2.11). */

export interface GtpReply {
  readonly ok: boolean;
  /** The numeric id the command was sent with, or null if the engine echoed none. */
  readonly id: number | null;
  /** The reply text after `=`/`?` and the id, lines joined with `\n`, trimmed. */
  readonly text: string;
}

/**
 * Splits what arrived so far into complete replies; answers them and the unfinished rest. A
 * reply is `=[id] text` or `?[id] text` and ends with an empty line; carriage returns are
 * dropped and lines before a reply that start with neither sign are ignored (some engines
 * print banners there).
 */
export function takeReplies(buffer: string): { replies: GtpReply[]; rest: string } {
  const text = buffer.replace(/\r/g, '');
  const replies: GtpReply[] = [];
  let start = 0;
  for (;;) {
    const end = text.indexOf('\n\n', start);
    if (end < 0) break;
    const block = text.slice(start, end);
    start = end + 2;
    const reply = parseReply(block);
    if (reply) replies.push(reply);
  }
  return { replies, rest: text.slice(start) };
}

function parseReply(block: string): GtpReply | null {
  const lines = block.split('\n');
  const first = lines.findIndex((line) => line.startsWith('=') || line.startsWith('?'));
  if (first < 0) return null;
  const head = /^([=?])(\d*)\s?(.*)$/.exec(lines[first]);
  if (!head) return null;
  const body = [head[3], ...lines.slice(first + 1)].join('\n').trim();
  return { ok: head[1] === '=', id: head[2] === '' ? null : Number(head[2]), text: body };
}

/**
 * A command line split into program and arguments: words separated by spaces, with single or
 * double quotes around words that contain spaces. No shell is involved.
 */
export function splitCommandLine(line: string): string[] {
  const words: string[] = [];
  const pattern = /"([^"]*)"|'([^']*)'|(\S+)/g;
  for (let m = pattern.exec(line); m !== null; m = pattern.exec(line)) words.push(m[1] ?? m[2] ?? m[3]);
  return words;
}
