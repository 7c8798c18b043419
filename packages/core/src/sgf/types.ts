/** One SGF node: its properties by identifier (values unescaped, in file order) and its variations. */
export interface SgfNode {
  props: Record<string, string[]>;
  /** The first child continues the main line; the others are variations. */
  children: SgfNode[];
}

/** A place in the text, both 1-based; columns count UTF-16 code units. */
export interface TextLocation {
  line: number;
  column: number;
}

/** A record that cannot be read. */
export interface SgfError extends TextLocation {
  message: string;
}

/** Something repaired or skipped while reading; the result is still usable. */
export interface SgfWarning extends TextLocation {
  message: string;
}
