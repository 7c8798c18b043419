/**
 * The game page's own state beside the game: the overlay queue, review, situation judgement, how
 * the board is shown (move numbers, rotation, letters), the research window and the settings
 * window. Panels read it with usePlayUi; the game itself stays in the controller.
 */
import { moveToSgf } from '@tengen/core';
import type { Platform, Role } from '@tengen/protocol';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import type { ApiClient } from '../../common/api/api-client.ts';
import { ChoicesProvider } from './choices/choices-context.tsx';
import { useGameSlice } from './game-context.tsx';
import { type JudgementControl, useJudgement } from './judgement/use-judgement.ts';
import { type Overlays, useOverlays } from './overlays/use-overlays.ts';
import { positionMoves } from './review/review-navigation.ts';
import { type ReviewSession, useReviewSession } from './review/use-review-session.ts';
import type { GameState } from './state/game-state.ts';
import type { MoveNumberMode } from './toolbar/toolbar-model.ts';

export interface BoardDisplay {
  readonly moveNumbers: MoveNumberMode;
  readonly rotation: 0 | 90 | 180 | 270;
  /** Review: the game's next moves labelled A, B, C… on the board. */
  readonly letters: boolean;
}

export interface PlayUi {
  readonly api: ApiClient;
  readonly role: Role;
  /** Phones: chat, users and the extra tools open as overlay windows (46, 42, 45). */
  readonly phone: boolean;
  readonly platform: Platform;
  readonly overlays: Overlays;
  readonly review: ReviewSession | null;
  readonly judgement: JudgementControl;
  readonly view: BoardDisplay;
  readonly setView: (change: Partial<BoardDisplay>) => void;
  /** The move the research window starts from, or null when it is closed. */
  readonly researchFrom: number | null;
  readonly setResearchFrom: (step: number | null) => void;
  readonly settingsOpen: boolean;
  readonly setSettingsOpen: (open: boolean) => void;
  /** The complaint box (features/appeals). */
  readonly complaintOpen: boolean;
  readonly setComplaintOpen: (open: boolean) => void;
  /** The toolbar's move list (move-list/). */
  readonly moveListOpen: boolean;
  readonly setMoveListOpen: (open: boolean) => void;
}

const PlayUiContext = createContext<PlayUi | null>(null);

/** The viewer's role: the server's word once joined, before that a guess from the page data. */
export function roleOf(state: GameState, signedIn: boolean): Role {
  if (state.viewer) return state.viewer.role;
  if (!signedIn) return 'guest';
  if (state.play.ismember) return 'member';
  return state.play.isauditman ? 'judge' : 'other';
}

export function PlayUiProvider(props: {
  readonly api: ApiClient;
  readonly signedIn: boolean;
  readonly phone: boolean;
  readonly platform: Platform;
  readonly children: ReactNode;
}) {
  const role = useGameSlice((s) => roleOf(s, props.signedIn));
  const overlays = useOverlays(role);
  const review = useReviewSession();
  const judgement = useJudgement(props.api);
  const [view, setViewState] = useState<BoardDisplay>({ moveNumbers: 'none', rotation: 0, letters: false });
  const setView = useCallback(
    (change: Partial<BoardDisplay>) => setViewState((v) => ({ ...v, ...change })),
    [],
  );
  const [researchFrom, setResearchFrom] = useState<number | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [complaintOpen, setComplaintOpen] = useState(false);
  const [moveListOpen, setMoveListOpen] = useState(false);
  const value = useMemo<PlayUi>(
    () => ({
      api: props.api,
      role,
      phone: props.phone,
      platform: props.platform,
      overlays,
      review,
      judgement,
      view,
      setView,
      researchFrom,
      setResearchFrom,
      settingsOpen,
      setSettingsOpen,
      complaintOpen,
      setComplaintOpen,
      moveListOpen,
      setMoveListOpen,
    }),
    [
      props.api,
      role,
      props.phone,
      props.platform,
      overlays,
      review,
      judgement,
      view,
      setView,
      researchFrom,
      settingsOpen,
      complaintOpen,
      moveListOpen,
    ],
  );
  return (
    <PlayUiContext.Provider value={value}>
      <ChoicesProvider api={props.api}>{props.children}</ChoicesProvider>
    </PlayUiContext.Provider>
  );
}

export function usePlayUi(): PlayUi {
  const ui = useContext(PlayUiContext);
  if (!ui) throw new Error('usePlayUi: no PlayUiProvider above');
  return ui;
}

/** The moves of the position on the board (SGF, `tt` a pass): the review's place, or the live game. */
export function useShownMoves(): readonly string[] {
  const { review } = usePlayUi();
  const moves = useGameSlice((s) => s.moves);
  const size = useGameSlice((s) => s.setup.size);
  return useMemo(
    () => (review ? positionMoves(review.state).map((m) => moveToSgf(m.vertex, size)) : moves),
    [review, moves, size],
  );
}
