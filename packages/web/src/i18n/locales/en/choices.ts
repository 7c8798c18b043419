/** The move-choice panel (A to E) and the choices shown after the game. */
import { MESSAGES } from '@tengen/protocol';

export const choices = {
  panel: {
    label: 'Move choices',
    open: 'Move choices',
    title: 'Choices for move {{step}}',
    hint: 'Tap points on the board: they are tagged A to E in order. Tap a tagged point again to untag it.',
    empty: 'No point tagged yet.',
    remove: 'Untag {{letter}} ({{point}})',
    confirm: 'Confirm choices',
    cancel: 'Cancel',
    ownTurn: 'Move choices can be offered on your turn.',
    savedFor: 'Saved for move {{step}}: {{letters}}',
    editing: 'Editing the choices saved for move {{step}} ({{letters}}): confirming replaces them.',
  },
  refused: {
    atLeastTwo: MESSAGES.selectAtLeastTwo,
    atMostFive: 'At most five choices (A to E).',
    occupied: 'There is already a stone there.',
  },
  saved: MESSAGES.saved,
  savedReplaced: 'Saved successfully. They replace the earlier choices for move {{step}}.',
  failed: 'The choices were not saved: {{reason}}',
  bar: {
    step: 'Move {{step}}:',
    empty: 'Tap the board to tag points A to E.',
    confirm: 'Confirm',
    replace: 'Replace',
  },
  failures: {
    finished: 'The game is over, so choices can no longer be saved.',
    notAllowed: 'Only the players of a game with move choices on can save them.',
    noSuchGame: 'This game does not exist.',
    moveChanged: 'The move has been played meanwhile. Open the panel again for the next one.',
    badPoints: 'These points cannot be offered: 2 to 5 different empty points on the board.',
  },
  gameOption: {
    label: 'Move choices (A to E)',
    on: 'On',
    note: 'Each player may tag 2 to 5 candidate points (A to E) for their own moves; everyone sees them after the game.',
  },
  review: {
    label: 'Move choices',
    none: 'No move choices were offered in this game.',
    step: 'Move {{step}}',
    chosen: '{{letter}} was played',
    other: 'Another move was played ({{point}})',
    unplayed: 'Not played: the game ended first',
    pass: 'pass',
    goTo: 'Show move {{step}}',
    here: 'Letters on the board: the choices for move {{step}}. {{outcome}}.',
  },
} as const;
