/**
 * The game's analysis from the server: GET /jwt/getplayparsedata/{playid}/ once the game is over
 * (for a signed-in viewer), again at a pace set by the expected wait while the server analyses
 * and the page is on screen; POST /jwt/genparse/ to request it, /jwt/askpt/ to ask a move and
 * /jwt/deleteask/ to delete an ask. Short beans open overlay 33; the way on is /pay/. The balance
 * a request or an ask answers goes to the page's store, so the header follows.
 */

import type { AnalysisResponse, AskedMove } from '@tengen/protocol';
import { OVERLAYS, RESULT_CODE } from '@tengen/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiFailure } from '../../../common/api/api-client.ts';
import { useAnnounceBeans } from '../../../common/host/beans.tsx';
import { usePlayUi } from '../play-ui.tsx';
import { pollDelayMs } from './analysis-model.ts';
import { usePageVisible } from './use-page-visible.ts';

/** Why the last request or ask did not go through. */
export type AnalysisProblem =
  | { readonly kind: 'guest' }
  | { readonly kind: 'beans'; readonly what: 'analysis' | 'ask' }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export interface AnalysisData {
  readonly report: AnalysisResponse | null;
  /** The last load failed (the panel says why; the next load tries again). */
  readonly loadFailure: ApiFailure | null;
  readonly requesting: boolean;
  readonly asking: boolean;
  readonly problem: AnalysisProblem | null;
  readonly reload: () => void;
  readonly request: () => void;
  /** The answered ask, or null when it did not go through (see `problem`). */
  readonly ask: (step: number, testpos: readonly string[]) => Promise<AskedMove | null>;
  readonly deleteAsk: (id: number) => void;
}

const toPay = () => window.location.assign('/pay/');

export function useAnalysisData(playid: number, enabled: boolean): AnalysisData {
  const { api, overlays } = usePlayUi();
  const announceBeans = useAnnounceBeans();
  const visible = usePageVisible();
  const [report, setReport] = useState<AnalysisResponse | null>(null);
  const [loadFailure, setLoadFailure] = useState<ApiFailure | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [asking, setAsking] = useState(false);
  const [problem, setProblem] = useState<AnalysisProblem | null>(null);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const load = useCallback(async () => {
    const answer = await api.call('getAnalysis', { params: { playid } });
    if (!alive.current) return;
    if (answer.ok) {
      setReport(answer.value);
      setLoadFailure(null);
    } else setLoadFailure(answer.error);
  }, [api, playid]);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);

  // While analysing and on screen: ask again after a tenth of the expected wait (2–15 s).
  const analysing = enabled && visible && report?.status === 1;
  useEffect(() => {
    if (!analysing || !report) return;
    const timer = setTimeout(() => void load(), pollDelayMs(report.costtime));
    return () => clearTimeout(timer);
  }, [analysing, report, load]);

  const fail = useCallback(
    (failure: ApiFailure) =>
      setProblem(
        failure.kind === 'api' && failure.status === 401 ? { kind: 'guest' } : { kind: 'failed', failure },
      ),
    [],
  );

  const request = useCallback(() => {
    setRequesting(true);
    setProblem(null);
    void api.call('startAnalysis', { form: { playid } }).then((answer) => {
      if (!alive.current) return;
      setRequesting(false);
      if (!answer.ok) return fail(answer.error);
      if (answer.value.result === RESULT_CODE.analysisBeansShort) {
        setProblem({ kind: 'beans', what: 'analysis' });
        overlays.open({ overlay: OVERLAYS.notEnoughBeans, reason: 'balance', onTopUp: toPay });
        return;
      }
      const costtime = answer.value.costtime;
      announceBeans(answer.value.beans);
      setReport((r) => (r ? { ...r, status: 1, costtime } : r));
      void load();
    });
  }, [api, playid, overlays, load, fail, announceBeans]);

  const ask = useCallback(
    async (step: number, testpos: readonly string[]): Promise<AskedMove | null> => {
      setAsking(true);
      setProblem(null);
      const answer = await api.call('askMove', {
        form: { addon: true, step, testpos: [...testpos], objid: playid, objtype: 0 },
      });
      if (!alive.current) return null;
      setAsking(false);
      if (!answer.ok) {
        fail(answer.error);
        return null;
      }
      if (answer.value.result === RESULT_CODE.analysisBeansShort) {
        setProblem({ kind: 'beans', what: 'ask' });
        overlays.open({ overlay: OVERLAYS.notEnoughBeans, reason: 'askMove', onTopUp: toPay });
        return null;
      }
      const { id, moves, testpos: tried } = answer.value;
      announceBeans(answer.value.beans);
      const asked: AskedMove = { id, step: answer.value.step, moves, testpos: tried };
      setReport((r) => (r ? { ...r, asks: [...r.asks, asked] } : r));
      return asked;
    },
    [api, playid, overlays, fail, announceBeans],
  );

  const deleteAsk = useCallback(
    (id: number) => {
      setProblem(null);
      void api.call('deleteAsk', { form: { aid: id } }).then((answer) => {
        if (!alive.current) return;
        if (!answer.ok) return fail(answer.error);
        setReport((r) => (r ? { ...r, asks: r.asks.filter((a) => a.id !== id) } : r));
      });
    },
    [api, fail],
  );

  const reload = useCallback(() => void load(), [load]);
  return useMemo(
    () => ({ report, loadFailure, requesting, asking, problem, reload, request, ask, deleteAsk }),
    [report, loadFailure, requesting, asking, problem, reload, request, ask, deleteAsk],
  );
}
