/**
 * The analysis panel's state beside the game page's: whether the panel is open, who may see
 * the analysis, the server's analysis (use-analysis-data.ts) and what the board marks for it.
 * The toolbar opens the panel, the board draws the marks, the panel and the review toast read
 * the analysis.
 */
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { type AnalysisAccess, type AnalysisMarks, analysisAccess } from './analysis-model.ts';
import { type AnalysisData, useAnalysisData } from './use-analysis-data.ts';

export interface AnalysisUi {
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
  readonly access: AnalysisAccess;
  readonly data: AnalysisData;
  /** What the board shows for the panel; drawn only while the board is at its position. */
  readonly marks: AnalysisMarks | null;
  readonly setMarks: (marks: AnalysisMarks | null) => void;
}

const AnalysisContext = createContext<AnalysisUi | null>(null);

export function AnalysisProvider({ children }: { readonly children: ReactNode }) {
  const { role } = usePlayUi();
  const finished = useGameSlice((s) => s.finish !== null);
  const allowed = useGameSlice((s) => s.play.openAnalyze);
  const playid = useGameSlice((s) => s.play.playid);
  const access = analysisAccess({ role, finished, allowed });
  const data = useAnalysisData(playid, access === 'player' || access === 'viewer');
  const [open, setOpen] = useState(false);
  const [marks, setMarks] = useState<AnalysisMarks | null>(null);
  const value = useMemo<AnalysisUi>(
    () => ({ open, setOpen, access, data, marks, setMarks }),
    [open, access, data, marks],
  );
  return <AnalysisContext.Provider value={value}>{children}</AnalysisContext.Provider>;
}

/** The analysis state, or null on a page without it (the panels still work without analysis). */
export function useAnalysisUi(): AnalysisUi | null {
  return useContext(AnalysisContext);
}
