/** A counted position explained: how it was reached, what each side has, komi and the margin. */
export const counting = {
  title: 'The count',
  cause: {
    bothPassed: 'Both players passed: the position was counted.',
    agreed: 'The players agreed to count: the position was counted.',
    proposed: 'The position was counted; the result waits for acceptance.',
  },
  table: {
    stones: 'Stones on the board',
    territory: 'Surrounded points',
    neutral_one: 'Half of the neutral point',
    neutral_other: 'Half of the {{count}} neutral points',
    area: 'Area',
  },
  dead_one: '{{count}} dead stone was taken off (marked ×); its point counts for the other side.',
  dead_other: '{{count}} dead stones were taken off (marked ×); their points count for the other side.',
  komi: 'Komi: {{side}} gives {{amount}}.',
  outcome: '{{side}} wins by {{amount}}.',
  draw: 'The count is a draw.',
  rule: 'Area counting: each side has its stones on the board and the points it surrounds. The margin is the difference of the areas, after komi.',
  legend: 'On the board, small squares mark each side’s points and a cross marks a dead stone.',
  territory: 'Territory on the board',
} as const;
