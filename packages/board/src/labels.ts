/**
 * The texts the board gives screen readers: its name, a short description of the position, the
 * point under the keyboard cursor and the last move. English by default; a host passes its own
 * translations with `labels`. `{name}` in a text is replaced by a value (`{color}`, `{point}`…),
 * so each language puts the values where its grammar wants them.
 */
export interface BoardLabels {
  /** The board's accessible name: `{size}` is the board's side (19). */
  board: string;
  black: string;
  white: string;
  /** A move: `{color}` and `{point}` (D4). */
  move: string;
  /** `{color}` passed. */
  pass: string;
  /** Added to a move that took one stone. */
  capturedOne: string;
  /** Added to a move that took `{count}` stones. */
  capturedMany: string;
  /** A move and what it took: `{move}` and `{captured}`, with the language's own comma. */
  moveCaptured: string;
  /** `{color}` is to play. This and the next three are sentences, with their full stop. */
  toPlay: string;
  /** `{black}` and `{white}` stones on the board. */
  stones: string;
  /** `{move}`: the last move's words. */
  lastMove: string;
  noMoves: string;
  /** The point under the cursor: `{point}` and `{content}` (one of the three below). */
  point: string;
  empty: string;
  blackStone: string;
  whiteStone: string;
  /** How to play with the keys, read after the description. */
  keys: string;
  /** A move the rules refuse: the point is taken, ko, suicide. */
  occupied: string;
  ko: string;
  suicide: string;
  /** Enter when the board takes no move now. */
  notNow: string;
  /** Enter after keys that name no point of the board: `{text}` is what was typed. */
  notAPoint: string;
}

export const DEFAULT_LABELS: Readonly<BoardLabels> = {
  board: 'Go board, {size} by {size}',
  black: 'Black',
  white: 'White',
  move: '{color} {point}',
  pass: '{color} passes',
  capturedOne: '1 stone captured',
  capturedMany: '{count} stones captured',
  moveCaptured: '{move}, {captured}',
  toPlay: '{color} to play.',
  stones: '{black} black and {white} white stones on the board.',
  lastMove: 'Last move: {move}.',
  noMoves: 'No moves yet.',
  point: '{point}, {content}',
  empty: 'empty',
  blackStone: 'black stone',
  whiteStone: 'white stone',
  keys: 'Arrow keys move the cursor, Home and End go to the ends of a line, Page Up and Page Down to the top and bottom; type a point such as D4; Enter or Space plays.',
  occupied: 'That point is taken',
  ko: 'Ko: that move is not allowed now',
  suicide: 'That move would capture its own stones',
  notNow: 'No move can be played now',
  notAPoint: '{text} is not a point on this board',
};

/** A label with its `{name}` places filled; a place without a value stays as written. */
export function fillLabel(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
