/**
 * Keyboard play and screen readers: the board widget's words (its `labels`, `{{name}}` places
 * handed to it as its own `{name}`) and the page's news for screen readers.
 */
export const access = {
  board: {
    board: 'Go board, {{size}} by {{size}}',
    black: 'Black',
    white: 'White',
    move: '{{color}} {{point}}',
    pass: '{{color}} passes',
    capturedOne: '1 stone captured',
    capturedMany: '{{count}} stones captured',
    moveCaptured: '{{move}}, {{captured}}',
    toPlay: '{{color}} to play.',
    stones: '{{black}} black and {{white}} white stones on the board.',
    lastMove: 'Last move: {{move}}.',
    noMoves: 'No moves yet.',
    point: '{{point}}, {{content}}',
    empty: 'empty',
    blackStone: 'black stone',
    whiteStone: 'white stone',
    keys: 'Arrow keys move the cursor, Home and End go to the ends of a line, Page Up and Page Down to the top and bottom; type a point such as D4; Enter or Space plays.',
    occupied: 'That point is taken',
    ko: 'Ko: that move is not allowed now',
    suicide: 'That move would capture its own stones',
    notNow: 'No move can be played now',
    notAPoint: '{{text}} is not a point on this board',
  },
  gameOver: 'Game over: {{result}}',
} as const;
