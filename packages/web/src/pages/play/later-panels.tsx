/**
 * The game page's panels that nothing needs before the board is interactive, in one chunk of
 * their own (see lazy-panels.tsx): the numbered overlays answer events, the research window,
 * judgement and analysis open on demand, review controls and a guest's inline result come with
 * the end of the game, invitations arrive later.
 */
export { AnalysisPanel } from '../../components/analysis/analysis-panel.tsx';
export { MoveToast } from '../../components/analysis/move-toast.tsx';
export { GameOverlays } from '../../components/play/game-overlays.tsx';
export { GuestResult } from '../../components/play/guest-status.tsx';
export { InvitationList } from '../../components/play/invitation-list.tsx';
export { JudgementResult } from '../../components/play/judgement-result.tsx';
export { ResearchSlot } from '../../components/play/research-slot.tsx';
export { ReviewSlot } from '../../components/play/review-slot.tsx';
