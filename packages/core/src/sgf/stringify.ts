import type { SgfNode } from './types.ts';

/** Lines are broken between properties once they reach this length (values are never split). */
const LINE_LENGTH = 80;

/** `]` and `\` are the only characters that must be escaped; `:` is left alone. */
export function escapeSgfValue(value: string): string {
  if (value.indexOf('\\') < 0 && value.indexOf(']') < 0) return value;
  let out = '';
  let chunk = 0;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 92 || c === 93) {
      out += `${value.slice(chunk, i)}\\`;
      chunk = i;
    }
  }
  return out + value.slice(chunk);
}

/**
 * Writes game trees as an SGF collection that `parseSgf` reads back to the same nodes. Identifiers
 * are written as given: they must be upper-case letters. A property with no value is left out.
 */
export function stringifySgf(roots: SgfNode[]): string {
  const writer = new Writer();
  for (const root of roots) {
    writer.tree(root);
    writer.newline();
  }
  return writer.out;
}

class Writer {
  out = '';
  private lineLength = 0;

  /**
   * `(`, the nodes while each has one child, then each variation, then `)`. With an explicit stack
   * (`null` stands for a `)`), since variations can nest deeper than the call stack goes.
   */
  tree(root: SgfNode): void {
    const stack: (SgfNode | null)[] = [root];
    for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
      if (item === null) {
        this.put(')');
        continue;
      }
      this.newline();
      this.put('(');
      let node = item;
      this.node(node);
      while (node.children.length === 1) {
        node = node.children[0];
        this.node(node);
      }
      stack.push(null);
      for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]);
    }
  }

  newline(): void {
    if (this.lineLength === 0) return;
    this.out += '\n';
    this.lineLength = 0;
  }

  private node(node: SgfNode): void {
    this.put(';');
    for (const id in node.props) {
      const values = node.props[id];
      if (values.length === 0) continue;
      this.put(`${id}[${escapeSgfValue(values[0])}]`);
      for (let i = 1; i < values.length; i++) this.put(`[${escapeSgfValue(values[i])}]`);
    }
  }

  private put(piece: string): void {
    if (this.lineLength > 0 && this.lineLength + piece.length > LINE_LENGTH) this.newline();
    this.out += piece;
    const lastBreak = Math.max(piece.lastIndexOf('\n'), piece.lastIndexOf('\r'));
    this.lineLength = lastBreak < 0 ? this.lineLength + piece.length : piece.length - lastBreak - 1;
  }
}
