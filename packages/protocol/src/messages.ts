/**
 * The user-visible texts of seed 000 (section 8, the counting messages of section 5), keyed
 * by English names. These are the English source texts; the site's i18n uses the keys.
 * Texts the seed quotes are copied exactly; the few it only paraphrases are marked.
 */
export const MESSAGES = {
  networkDisconnected: 'Your network connection is disconnected.',
  /** The seed's second wording of the same notice (it is quoted without a final stop). */
  networkLost: 'Your network connection has been lost',
  loggedInElsewhere: 'This account is logged in on another device, leaving this page soon.',
  pleaseLogIn: 'Please log in first.',
  askMoveNeedsBeans: 'Ask a move costs 2 beans per time, please buy beans.',
  beansInsufficient: 'Your bean balance is insufficient, please top up.',
  complaintSubmitted: 'Your complaint has been submitted.',
  /** Paraphrased by the seed ("the referee was called, only two chances per game"). */
  refereeCalled: 'The referee has been called. There are only two chances per game.',
  invitationRefused: 'The opponent refused your invitation.',
  countingRequestRefused: 'The opponent refused your counting request, please continue.',
  countingResultRefused: 'The opponent does not agree with the counting result, please continue.',
  takeBackRefused: 'The opponent refused your take-back request.',
  requestSent: 'Request sent, waiting for the opponent to accept.',
  saved: 'Saved successfully.',
  timeRanOut: 'Your time ran out.',
  countingLimit: 'Counting request exceeded 5 times, call referee or pass',
  countingTooEarly: 'Counting must be requested after {{num}} moves',
  countingWait: 'Please wait 30 seconds before requesting counting again',
  countingNeedsMove: 'Counting can be requested only after a move',
  /** The three canned reasons to refuse a count (paraphrased by the seed). */
  countRefusalFinishEndgame: 'Please finish the endgame first.',
  countRefusalNotOver: 'The game is not over, please continue.',
  countRefusalBothCount: 'Both sides count.',
  /** Move-choice panel and stone-style selection (paraphrased by the seed). */
  selectAtLeastTwo: 'Please select at least two.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Fills `{{name}}` placeholders; unknown placeholders are left as they are. */
export function fillMessage(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}
