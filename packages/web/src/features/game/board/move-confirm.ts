/**
 * Whether a tap on the board asks for a second tap before the move goes (move confirmation).
 * The viewer's own setting wins. Without one, it is on where a finger cannot hit a point
 * reliably: a coarse pointer (touch) and points closer than SMALL_POINT_SPACING px, e.g. 19×19
 * on a phone, where they are about 19 px apart (a fingertip covers some 40 px; OGS and Fox
 * confirm on phones). Otherwise the site's default (the host page's).
 */
import { useEffect, useState } from 'react';
import { useChosenSettings, useSettings } from '../../../common/settings/settings.ts';
import { useGameSlice } from '../game-context.tsx';
import { useGameLayout } from '../layout-mode.ts';

/** Below this distance between points (CSS px) a touch board confirms moves by default. */
export const SMALL_POINT_SPACING = 30;

export interface MoveConfirmInput {
  /** The viewer's own choice, when they made one. */
  readonly chosen: boolean | undefined;
  /** The site's default (settings without a choice). */
  readonly siteDefault: boolean;
  readonly coarsePointer: boolean;
  /** The board's side in CSS px and its lines. */
  readonly boardPixels: number;
  readonly boardSize: number;
}

/** The distance between neighbouring points, near enough: the board has a margin of about one point. */
export function pointSpacing(boardPixels: number, boardSize: number): number {
  return boardPixels / (boardSize + 1);
}

export function confirmsMoves(input: MoveConfirmInput): boolean {
  if (input.chosen !== undefined) return input.chosen;
  if (input.coarsePointer && pointSpacing(input.boardPixels, input.boardSize) < SMALL_POINT_SPACING)
    return true;
  return input.siteDefault;
}

const COARSE = '(pointer: coarse)';

function useCoarsePointer(): boolean {
  const [coarse, setCoarse] = useState(() => window.matchMedia(COARSE).matches);
  useEffect(() => {
    const query = window.matchMedia(COARSE);
    const onChange = () => setCoarse(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return coarse;
}

/** Move confirmation as it applies to this page's board now (the settings window shows it too). */
export function useMoveConfirm(): boolean {
  const [settings] = useSettings();
  const chosen = useChosenSettings().moveConfirm;
  const coarsePointer = useCoarsePointer();
  const boardPixels = useGameLayout().boardSize;
  const boardSize = useGameSlice((s) => s.setup.size);
  return confirmsMoves({ chosen, siteDefault: settings.moveConfirm, coarsePointer, boardPixels, boardSize });
}
