/**
 * The game page's panels that nothing needs before the board is interactive, in one chunk of
 * their own (see lazy-panels.tsx): the numbered overlays answer events, the research window,
 * judgement and analysis open on demand, review controls and a guest's inline result come with
 * the end of the game, invitations arrive later.
 */
export { AnalysisPanel } from './analysis/analysis-panel.tsx';
export { MoveToast } from './analysis/move-toast.tsx';
export { ChoicesBar } from './choices/choices-bar.tsx';
export { ChoicesPanel } from './choices/choices-panel.tsx';
export { ChoicesReview } from './choices/choices-review.tsx';
export { JudgementResult } from './judgement/judgement-result.tsx';
export { GameOverlays } from './overlays/game-overlays.tsx';
export { ResearchSlot } from './research/research-slot.tsx';
export { ReviewNav } from './review/review-nav.tsx';
export { ReviewSlot } from './review/review-slot.tsx';
export { GuestResult } from './status/guest-result.tsx';
export { InvitationList } from './status/invitation-list.tsx';
export { ResultChangeSlot } from './status/result-change-slot.tsx';
