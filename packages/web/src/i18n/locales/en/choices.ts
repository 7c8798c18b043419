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
  },
  refused: {
    atLeastTwo: MESSAGES.selectAtLeastTwo,
    atMostFive: 'At most five choices (A to E).',
    occupied: 'There is already a stone there.',
  },
  saved: MESSAGES.saved,
  failed: 'The choices were not saved: {{reason}}',
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
