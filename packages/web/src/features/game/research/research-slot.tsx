import type { BoardConfig } from '@tengen/board';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSettings } from '../../../common/settings/settings.ts';
import { failureText } from '../failure-text.ts';
import { useGameSlice } from '../game-context.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { recordFromPlay } from '../review/review-record.ts';
import type { PositionEstimate } from './estimate.ts';
import { estimateForm } from './estimate-request.ts';
import { type EstimateRequest, ResearchWindow } from './research-window.tsx';

/**
 * The research window, when open: its own board from the position the viewer was looking at,
 * with estimates by POST /jwt/getmuscore/ (a failure is said plainly).
 */
export function ResearchSlot() {
  const { t } = useTranslation('play');
  const ui = usePlayUi();
  const [settings] = useSettings();
  const setup = useGameSlice((s) => s.setup);
  const moves = useGameSlice((s) => s.moves);
  const play = useGameSlice((s) => s.play);
  const [estimate, setEstimate] = useState<PositionEstimate | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const from = ui.researchFrom;
  // The record as it was when the window opened: later moves do not move its board.
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once per opening
  const record = useMemo(() => {
    const read = recordFromPlay({ ...setup, moves });
    return read.ok ? read.value : null;
  }, [from, setup]);
  const board = useMemo<BoardConfig>(
    () => ({
      showCoor: settings.coordinates,
      audioOn: settings.sound,
      boardStyle: settings.boardStyle,
      stoneStyle: settings.stoneStyle,
    }),
    [settings],
  );
  if (from === null || record === null) return null;

  const onEstimate = (request: EstimateRequest) => {
    setPending(true);
    setError(null);
    const form = estimateForm(
      play,
      { size: request.size, blackFirst: request.blackFirst, prepos: request.prepos },
      request.moves,
    );
    void ui.api.call('estimateScore', { form }).then((answer) => {
      setPending(false);
      if (answer.ok) setEstimate({ positionKey: request.positionKey, result: answer.value });
      else setError(failureText(t, answer.error));
    });
  };
  return (
    <ResearchWindow
      key={from}
      record={record}
      fromStep={from}
      estimate={estimate}
      estimatePending={pending}
      estimateError={error}
      onEstimate={onEstimate}
      onClose={() => ui.setResearchFrom(null)}
      board={board}
    />
  );
}
