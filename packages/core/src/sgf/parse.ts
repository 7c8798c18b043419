import { err, ok, type Result } from '../result.ts';
import { LocationFinder } from './text-location.ts';
import { SgfTokenizer } from './tokenize.ts';
import type { SgfError, SgfNode, SgfWarning } from './types.ts';

export interface SgfCollection {
  /** One root node per game tree, in file order. */
  roots: SgfNode[];
  warnings: SgfWarning[];
}

/**
 * Reads an SGF collection at the property level: nothing is interpreted, values are unescaped.
 * Lenient where real records are sloppy (stray text, whitespace, a missing final `)`, repeated
 * properties), strict where the structure is lost (see the error messages below).
 */
export function parseSgf(text: string): Result<SgfCollection, SgfError> {
  const tokens = new SgfTokenizer(text);
  const where = new LocationFinder(text);
  const warnings: SgfWarning[] = [];
  const warn = (offset: number, message: string) => warnings.push({ ...where.at(offset), message });
  const problem = (offset: number, message: string): SgfError => ({ ...where.at(offset), message });

  const found = tokens.skipToFirstTree();
  if (!found) return err(problem(tokens.start, 'no game tree: the text has no "(;"'));
  if (tokens.end > tokens.start) warn(tokens.start, 'skipped text before the first game tree');

  const roots: SgfNode[] = [];
  for (;;) {
    const kind = tokens.nextOutside();
    if (kind === 'end') return ok({ roots, warnings });
    if (kind === ';') return err(problem(tokens.start, 'node outside any game tree'));
    if (kind === 'text') {
      warn(tokens.start, 'skipped text outside the game trees');
      continue;
    }
    const error = readTree(tokens, roots, warn, problem);
    if (error !== undefined) return err(error);
  }
}

type Report<T> = (offset: number, message: string) => T;

/**
 * Reads one game tree, its `(` being the current token, and appends its root to `roots`. The
 * tree is read without recursion: `parents` holds, per open `(`, the node its first node hangs on.
 */
function readTree(
  tokens: SgfTokenizer,
  roots: SgfNode[],
  warn: Report<void>,
  problem: Report<SgfError>,
): SgfError | undefined {
  const text = tokens.text;
  const parents: (SgfNode | null)[] = [];
  let current: SgfNode | null = null;
  // A variation closed at this level: only more variations or `)` may follow.
  let afterVariation = false;
  let kind = tokens.kind;
  for (;;) {
    switch (kind) {
      case '(': {
        const open = tokens.start;
        if (tokens.next() !== ';') return problem(open, '"(" with no node');
        parents.push(current);
        current = null;
        afterVariation = false;
        kind = ';';
        break;
      }
      case ';': {
        if (afterVariation) return problem(tokens.start, 'node after a variation');
        const node: SgfNode = { props: {}, children: [] };
        const parent = current ?? parents[parents.length - 1];
        if (parent === null) roots.push(node);
        else if (parent.children.length === 0) parent.children = [node];
        else parent.children.push(node);
        current = node;
        kind = tokens.next();
        break;
      }
      case 'ident': {
        const at = tokens.start;
        const id = tokens.value;
        if (afterVariation || current === null) return problem(at, 'property after a variation');
        if (id === '') {
          const raw = text.slice(at, tokens.end);
          return problem(at, `property identifier "${raw}" has no upper-case letter`);
        }
        kind = tokens.next();
        if (kind === 'unterminated') break;
        if (kind !== 'value') return problem(at, `property ${id} without a value`);
        const first = tokens.value;
        kind = tokens.next();
        const values = [first];
        while (kind === 'value') {
          values.push(tokens.value);
          kind = tokens.next();
        }
        const existing = current.props[id];
        if (existing === undefined) current.props[id] = values;
        else {
          for (const value of values) existing.push(value);
          warn(at, `property ${id} repeated in one node: values merged`);
        }
        break;
      }
      case ')':
        current = parents.pop() ?? null;
        if (parents.length === 0) return undefined;
        afterVariation = true;
        kind = tokens.next();
        break;
      case 'end':
        warn(tokens.start, `missing ")" at end of text: ${parents.length} added`);
        return undefined;
      case 'value':
        return problem(tokens.start, 'property value without an identifier');
      case 'unterminated':
        return problem(tokens.start, 'property value not closed: no "]" before the end of the text');
      default:
        return problem(tokens.start, `unexpected character "${text[tokens.start]}"`);
    }
  }
}
