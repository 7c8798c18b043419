/**
 * The numbered overlay windows of seed 000 section 2. Numbers are kept as the seed writes
 * them; 13a and 13b are strings because they are not numbers.
 */
export const OVERLAYS = {
  resignConfirm: 7,
  winMessage: 8,
  lossMessage: 9,
  infoMessage: 10,
  passConfirm: 11,
  /** The three counting-result windows (the seed names them 13a, 13b and 14 without telling them apart). */
  countingResultA: '13a',
  countingResultB: '13b',
  countingResultC: 14,
  applyCountingConfirm: 18,
  countingRequestReceived: 19,
  countingRefused: 20,
  countingResultToAccept: 21,
  countingResultRefused: 22,
  takeBackConfirm: 27,
  takeBackReceived: 28,
  takeBackRefused: 29,
  refereeVerdictChoice: 31,
  countingBlocked: 32,
  notEnoughBeans: 33,
  networkDisconnected: 35,
  loggedInElsewhere: 36,
  gameDetails: 41,
  userList: 42,
  moreButtons: 45,
  mobileChat: 46,
  studyPanel: 51,
  trialPanel: 52,
  earlyStartSent: 53,
  earlyStartReceived: 54,
} as const;

export type OverlayName = keyof typeof OVERLAYS;
export type OverlayId = (typeof OVERLAYS)[OverlayName];

/** Guests may open no overlay window except 51. */
export const GUEST_OVERLAYS: readonly OverlayId[] = [OVERLAYS.studyPanel];

export function guestMayOpen(overlay: OverlayId): boolean {
  return GUEST_OVERLAYS.includes(overlay);
}
