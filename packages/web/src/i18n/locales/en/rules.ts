export const rules = {
  title: 'The rules of Go',
  intro:
    'Go is played by two players, Black and White, who take turns placing one stone on an empty point of the board. These are the rules exactly as games on this site are played and counted.',
  sections: {
    board: {
      title: 'The board and the moves',
      text: 'The board has 19 × 19, 13 × 13 or 9 × 9 lines; stones go on the points where lines cross. Black moves first in an even game. On your turn you place one stone of your colour on an empty point, or you pass. Stones never move once placed.',
    },
    capture: {
      title: 'Liberties and captures',
      text: "The empty points next to a stone along the lines are its liberties. Stones of one colour next to each other form a group that shares its liberties. When your move takes the last liberty of an opponent's group, that group is captured and removed from the board.",
    },
    suicide: {
      title: 'No suicide',
      text: 'You may not play a stone that leaves your own group with no liberty, unless the move captures first: then the captured stones give it liberties and the move is allowed.',
    },
    ko: {
      title: 'Ko',
      text: 'You may not immediately recapture a single stone that has just captured a single stone of yours, which would repeat the position. Play elsewhere first; on the next turn the recapture is allowed.',
    },
    end: {
      title: 'The end of the game',
      text: 'The game ends when both players pass in a row, and it is then counted automatically. It also ends when a player resigns (possible from the 11th move), runs out of time, or when both players agree on a count; a counting request is possible after enough moves (150 on 19 × 19, 60 on 13 × 13, 20 on 9 × 9).',
    },
    counting: {
      title: 'Counting',
      text: 'The site counts by area (Chinese counting): your stones on the board plus the empty points only you surround. Dead stones, which could not avoid capture, count for the opponent; points that belong to nobody are shared half and half. Results are given in stones: one stone is two points.',
    },
    komi: {
      title: 'Komi',
      text: 'Because Black moves first, in an even game Black gives White 3¾ stones (7½ points), so there is no draw by an even count.',
    },
    handicap: {
      title: 'Handicap',
      text: 'A weaker player may take Black with 2 to 9 handicap stones placed on the marked star points before the game; White then moves first, and Black gives only ¼ stone (½ point).',
    },
    time: {
      title: 'Time',
      text: 'Each player has a main time. When it is used up, byo-yomi begins: a number of periods of a few seconds each. A move made within a period keeps it; letting a period run out uses it up, and a player whose last period runs out loses on time.',
    },
  },
  play: 'Play a game',
  problems: 'Solve problems',
} as const;
