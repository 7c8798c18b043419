/**
 * How each numbered overlay window of seed 000 behaves: who may open it, how it ranks against
 * others, and how it may be closed. Decisions the seed leaves open:
 * - 13a, 13b and 14 are all "counting result": 13a is an agreed count shown to the requester
 *   while the opponent decides (the opponent sees 21), 13b the count the opponent accepted
 *   (the game is over), 14 the count made after both sides passed.
 * - Requests waiting for the viewer's answer (19, 21, 28, 54) close only through their
 *   buttons, so the opponent is never left without an answer; 35 and 36 cannot be closed.
 */
import { OVERLAYS, type OverlayId, type Role } from '@tengen/protocol';

/** Rank, highest first: the shown overlay is the first entry of the highest tier. */
export const OVERLAY_TIERS = ['connection', 'decision', 'result', 'notice', 'confirm', 'panel'] as const;
export type Tier = (typeof OVERLAY_TIERS)[number];

/** `escape`: Escape and the close button close it; `answer`: only its own buttons; `fixed`: nothing. */
export type Closing = 'escape' | 'answer' | 'fixed';

/** Who may see it besides the guest rule: anyone signed in, the two players, or the judge. */
export type OverlayAudience = 'anyone' | 'member' | 'judge';

export interface OverlayRule {
  readonly tier: Tier;
  readonly closing: Closing;
  readonly audience: OverlayAudience;
}

const rule = (tier: Tier, closing: Closing, audience: OverlayAudience): OverlayRule => ({
  tier,
  closing,
  audience,
});

const O = OVERLAYS;

export const OVERLAY_RULES: ReadonlyMap<OverlayId, OverlayRule> = new Map<OverlayId, OverlayRule>([
  [O.resignConfirm, rule('confirm', 'escape', 'member')],
  [O.winMessage, rule('result', 'escape', 'anyone')],
  [O.lossMessage, rule('result', 'escape', 'anyone')],
  [O.infoMessage, rule('notice', 'escape', 'anyone')],
  [O.passConfirm, rule('confirm', 'escape', 'member')],
  [O.countingResultA, rule('notice', 'escape', 'member')],
  [O.countingResultB, rule('result', 'escape', 'anyone')],
  [O.countingResultC, rule('result', 'escape', 'anyone')],
  [O.applyCountingConfirm, rule('confirm', 'escape', 'member')],
  [O.countingRequestReceived, rule('decision', 'answer', 'member')],
  [O.countingRefused, rule('notice', 'escape', 'member')],
  [O.countingResultToAccept, rule('decision', 'answer', 'member')],
  [O.countingResultRefused, rule('notice', 'escape', 'member')],
  [O.takeBackConfirm, rule('confirm', 'escape', 'member')],
  [O.takeBackReceived, rule('decision', 'answer', 'member')],
  [O.takeBackRefused, rule('notice', 'escape', 'member')],
  [O.refereeVerdictChoice, rule('confirm', 'escape', 'judge')],
  [O.countingBlocked, rule('notice', 'escape', 'member')],
  [O.notEnoughBeans, rule('notice', 'escape', 'anyone')],
  [O.networkDisconnected, rule('connection', 'fixed', 'anyone')],
  [O.loggedInElsewhere, rule('connection', 'fixed', 'anyone')],
  [O.gameDetails, rule('panel', 'escape', 'anyone')],
  [O.userList, rule('panel', 'escape', 'anyone')],
  [O.moreButtons, rule('panel', 'escape', 'anyone')],
  [O.mobileChat, rule('panel', 'escape', 'anyone')],
  [O.studyPanel, rule('panel', 'escape', 'anyone')],
  [O.trialPanel, rule('panel', 'escape', 'anyone')],
  [O.earlyStartSent, rule('notice', 'escape', 'member')],
  [O.earlyStartReceived, rule('decision', 'answer', 'member')],
]);

export function overlayRule(overlay: OverlayId): OverlayRule {
  const found = OVERLAY_RULES.get(overlay);
  if (!found) throw new Error(`no rule for overlay ${String(overlay)}`);
  return found;
}

/**
 * Whether a viewer of `role` may open `overlay`. Guests may open none but 51 (seed 000
 * section 5); the players' requests and confirmations are theirs, the verdict the judge's.
 */
export function canOpen(overlay: OverlayId, role: Role): boolean {
  if (role === 'guest') return overlay === O.studyPanel;
  const { audience } = overlayRule(overlay);
  if (audience === 'member') return role === 'member';
  if (audience === 'judge') return role === 'judge';
  return true;
}

/** Escape and the close button close only overlays that nobody waits on. */
export function closesOnEscape(overlay: OverlayId): boolean {
  return overlayRule(overlay).closing === 'escape';
}

/** Windows that interrupt (a request to answer, a lost connection) are alert dialogs. */
export function ariaRole(overlay: OverlayId): 'dialog' | 'alertdialog' {
  const { tier } = overlayRule(overlay);
  return tier === 'connection' || tier === 'decision' ? 'alertdialog' : 'dialog';
}

/**
 * Once the game has ended, requests, confirmations and notices about play mean nothing: the
 * result is the window to read. Kept: the connection, panels and 33 (beans, asked after the game).
 */
export const OBSOLETE_AFTER_GAME_END: readonly OverlayId[] = [
  O.infoMessage,
  O.countingRefused,
  O.countingResultRefused,
  O.takeBackRefused,
  O.countingBlocked,
  O.resignConfirm,
  O.passConfirm,
  O.applyCountingConfirm,
  O.takeBackConfirm,
  O.countingRequestReceived,
  O.countingResultToAccept,
  O.takeBackReceived,
  O.earlyStartSent,
  O.earlyStartReceived,
  O.refereeVerdictChoice,
  O.countingResultA,
];

/** Overlays that announce the end of the game. */
export const GAME_END_OVERLAYS: readonly OverlayId[] = [
  O.winMessage,
  O.lossMessage,
  O.countingResultB,
  O.countingResultC,
];
