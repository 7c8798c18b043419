/** Who of the players is away from the game, and claiming the win against one (docs/game-page.md). */
export const presence = {
  away: 'Away {{time}}',
  awayTitle: '{{name}} has left the game and has been away for {{time}}.',
  claim: 'Claim the win',
  claimTitle:
    'Your opponent has been away for {{time}} on their turn: claim the win (they lose by abstention).',
  profile: 'Profile of {{name}}',
} as const;
