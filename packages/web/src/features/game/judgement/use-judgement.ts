/**
 * Situation judgement (seed 000 sections 2 and 4): POST /jwt/getmuscore/ for the position on
 * the board, shown as the lead with quarter fractions and territory marks on the board. While
 * it is on, a new position is judged again; an answer for an older position is dropped.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import type { ApiClient, ApiFailure } from '../../../common/api/api-client.ts';
import type { EstimateResult } from '../research/estimate.ts';
import { estimateForm } from '../research/estimate-request.ts';
import { type GameSetup, positionKey } from '../state/live-position.ts';

export interface JudgedPosition {
  readonly setup: GameSetup;
  readonly moves: readonly string[];
  readonly rangzi: number;
  readonly daotiemu: number;
}

export interface JudgementState {
  readonly on: boolean;
  readonly pending: boolean;
  /** The moves (`*`-joined) the result or failure is for. */
  readonly positionKey: string | null;
  readonly result: EstimateResult | null;
  readonly failure: ApiFailure | null;
}

export interface JudgementControl {
  readonly judgement: JudgementState;
  /** Judges `position` and turns the judgement on. */
  readonly judge: (position: JudgedPosition) => void;
  readonly turnOff: () => void;
}

const OFF: JudgementState = { on: false, pending: false, positionKey: null, result: null, failure: null };

export function useJudgement(api: ApiClient): JudgementControl {
  const [judgement, setJudgement] = useState<JudgementState>(OFF);
  const latest = useRef<string | null>(null);

  const judge = useCallback(
    (position: JudgedPosition) => {
      const key = positionKey(position.moves);
      if (latest.current === key) return;
      latest.current = key;
      setJudgement((j) => ({ ...j, on: true, pending: true }));
      const form = estimateForm(position, position.setup, position.moves);
      void api.call('estimateScore', { form }).then((answer) => {
        if (latest.current !== key) return;
        setJudgement({
          on: true,
          pending: false,
          positionKey: key,
          result: answer.ok ? answer.value : null,
          failure: answer.ok ? null : answer.error,
        });
      });
    },
    [api],
  );
  const turnOff = useCallback(() => {
    latest.current = null;
    setJudgement(OFF);
  }, []);
  return useMemo(() => ({ judgement, judge, turnOff }), [judgement, judge, turnOff]);
}
