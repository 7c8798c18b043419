/**
 * A 9×9 game for count tests: black walls off the left five columns, white the right three
 * (columns e and f, Black first), both walls closed at the bottom row.
 */
export const WALLED_NINE = [
  'ea',
  'fa',
  'eb',
  'fb',
  'ec',
  'fc',
  'ed',
  'fd',
  'ee',
  'fe',
  'ef',
  'ff',
  'eg',
  'fg',
  'eh',
  'fh',
  'ei',
  'fi',
] as const;

/** The walled game with a dead black stone at hc in White's area, then White's pass: one pass from a count. */
export const WALLED_NINE_DEAD_STONE = [...WALLED_NINE, 'hc', 'tt'];
