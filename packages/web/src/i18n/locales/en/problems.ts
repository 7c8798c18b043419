/** Problems: collections, solving, results and progress. */
export const problems = {
  menu: 'Problems',
  title: 'Problems',
  intro: 'Life and death and other problems, collection by collection. Solve them on the board.',
  guestNote: 'You can solve every problem as a guest; sign in to keep your progress.',
  notFound: 'There is no such collection or problem.',
  list: {
    count_one: '{{count}} problem',
    count_other: '{{count}} problems',
    mine: 'Solved {{solved}} of {{total}} · tried {{attempted}}',
    source: 'Source: {{source}}',
    licence: 'Licence: {{licence}}',
    empty: 'No collections yet.',
  },
  status: {
    solved: 'Solved',
    failed: 'Not solved yet',
    none: 'Not tried',
  },
  kind: {
    answer: 'Find the move',
    choice: 'Choose a point',
    placement: 'Place stones',
    replay: 'Play the moves shown',
  },
  collection: {
    back: 'All collections',
    problemLabel: 'Problem {{number}}: {{status}}',
  },
  solve: {
    title: '{{collection}}, problem {{number}}',
    blackToPlay: 'Black to play',
    whiteToPlay: 'White to play',
    sourcePrompt: 'In the source: “{{prompt}}”',
    hint: {
      answer: 'Play the best move; the opponent answers.',
      choice: 'Choose the best of the lettered points.',
      placement: 'Place a stone on every point that needs one.',
      replay: 'Watch the moves, then play them in the same order.',
    },
    result: {
      doing: 'Your move.',
      correct: 'Correct!',
      variation: 'Correct: another way to succeed.',
      wrong: 'Wrong.',
    },
    retry: 'Try again',
    showAnswer: 'Show the answer',
    trial: 'Try moves freely',
    leaveTrial: 'Back to the problem',
    trialOn: 'Trying moves freely: nothing here counts.',
    showMoves: 'Show the moves',
    previous: 'Previous problem',
    next: 'Next problem',
    keys: 'The ← and → keys go to the previous and next problem.',
    toCollection: 'All problems of {{collection}}',
    saved: 'Saved. Attempts: {{attempts}}, solved: {{solved}}.',
    saveFailed: 'Your attempt could not be saved: {{message}}',
    assignment: 'Back to the homework',
    source: 'From {{source}}',
    before: {
      solved: 'You have solved this one before.',
      failed: 'You have tried this one before, not yet solved.',
    },
  },
  viewer: {
    title: 'Answer',
    ok: 'Correct line {{n}}',
    change: 'Variation {{n}}',
    fail: 'Wrong line {{n}}',
    none: 'This problem has no stored lines to show.',
    toStart: 'To the start',
    back: 'Back a move',
    forward: 'Forward a move',
    close: 'Back to solving',
  },
  profile: {
    title: 'Problems',
    empty: 'No problems tried yet.',
    row: 'Solved {{solved}} of {{problems}} · not yet {{failed}} · attempts: {{attempts}} · {{time}}',
    minutes: '{{count}} min',
    seconds: '{{count}} s',
  },
  /** The bundled collections (packages/server/collections), by id; an imported one shows its file's words. */
  collections: {
    'cho-elementary': {
      name: 'Cho Chikun: Elementary',
      description:
        "Life and death problems of Cho Chikun's Encyclopedia of Life and Death, elementary level.",
    },
    'cho-intermediate': {
      name: 'Cho Chikun: Intermediate',
      description:
        "Life and death problems of Cho Chikun's Encyclopedia of Life and Death, intermediate level.",
    },
    'cho-advanced': {
      name: 'Cho Chikun: Advanced',
      description: "Life and death problems of Cho Chikun's Encyclopedia of Life and Death, advanced level.",
    },
    'ishigure-basic': {
      name: 'Ishigure Ikuro: 123 Basic Tsumego (1–30)',
      description: "The first 30 problems of Ishigure Ikuro's 123 Basic Tsumego, imported from SGF.",
    },
    'board-skills': {
      name: 'Board skills: choose, place, replay',
      description:
        'Choose the vital point among three, fill the liberties of a group, and replay the opening moves of real games.',
    },
  },
  /** The prompts the site's own problem collections are written with, in the reader's language. */
  prompt: {
    toPlay: '{{side}} to play',
    toPlayLevel: '{{side}} to play: {{level}}',
    vitalPoint: '{{side}} to play: which of A, B and C is the vital point? ({{source}})',
    fillLiberties: '{{side}} to play: fill every liberty of the marked {{group}} group ({{source}})',
    replay_one: 'Replay the first {{count}} move: {{black}} (Black) against {{white}} (White), {{date}}',
    replay_other: 'Replay the first {{count}} moves: {{black}} (Black) against {{white}} (White), {{date}}',
    source: '{{author}}, {{level}} {{number}}',
    black: 'Black',
    white: 'White',
    blackGroup: 'black',
    whiteGroup: 'white',
    level: {
      elementary: 'Elementary',
      intermediate: 'Intermediate',
      advanced: 'Advanced',
    },
  },
} as const;
