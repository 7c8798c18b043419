/**
 * The solving of one problem on the board widget: its config (puzzle mode, the result through
 * onPuzzleResult), the result of the current try, and, for a signed-in user, the attempt sent
 * once per try with the time from the try's start to the result (docs/problems.md). A problem
 * whose answers the server keeps (`assignment` set) is judged there move by move instead
 * (server-judged-try.ts).
 */
import type { BoardApi, BoardConfig } from '@tengen/board';
import { moveToSgf } from '@tengen/core';
import type { AttemptResult, ProblemAttemptResponse, ProblemResponse } from '@tengen/protocol';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';
import { useBoardLabels } from '../../common/board/board-labels.ts';
import { attemptOf } from './problem-attempt.ts';
import { type ServerJudgedTry, startServerJudgedTry } from './server-judged-try.ts';

export type SaveState =
  | { readonly kind: 'none' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly progress: ProblemAttemptResponse['progress'] }
  | { readonly kind: 'failed'; readonly failure: ApiFailure };

export interface Solving {
  readonly config: BoardConfig;
  readonly api: BoardApi | null;
  readonly setApi: (api: BoardApi | null) => void;
  /** null while the try goes on. */
  readonly result: AttemptResult | null;
  readonly save: SaveState;
  /** The moves of the try judged by the server so far, both sides' (empty for the others). */
  readonly played: readonly string[];
  /** Starts a new try from the start position. */
  readonly retry: () => void;
}

export function useProblemSolving(
  problem: ProblemResponse | null,
  side: number,
  account: { token: string | null; signedIn: boolean; assignment: number | null },
): Solving {
  const [api, setApi] = useState<BoardApi | null>(null);
  const [result, setResult] = useState<AttemptResult | null>(null);
  const [save, setSave] = useState<SaveState>({ kind: 'none' });
  const [played, setPlayed] = useState<readonly string[]>([]);
  const started = useRef(performance.now());
  const judged = useRef(false);
  const latest = useRef({ problem, api, account });
  latest.current = { problem, api, account };

  const serverTry = useRef<ServerJudgedTry | null>(null);

  const record = useCallback(
    (p: ProblemResponse, attempt: { result: AttemptResult; moves: readonly string[] }) => {
      const { account: who } = latest.current;
      setResult(attempt.result);
      if (!who.signedIn) return;
      const assignment = p.assignment ?? who.assignment;
      const ms = Math.min(Math.round(performance.now() - started.current), 24 * 60 * 60 * 1000);
      setSave({ kind: 'saving' });
      void callRoute('recordProblemAttempt', {
        form: {
          problemid: p.problemid,
          result: attempt.result,
          moves: [...attempt.moves],
          ms,
          ...(assignment === null ? {} : { assignment }),
        },
        token: who.token,
      }).then((answer) =>
        setSave(
          answer.ok
            ? { kind: 'saved', progress: answer.value.progress }
            : { kind: 'failed', failure: answer.error },
        ),
      );
    },
    [],
  );

  const onPuzzleResult = useCallback(
    (outcome: 'doing' | 'correct' | 'wrong') => {
      const { problem: p, api: board } = latest.current;
      if (outcome === 'doing' || judged.current || !p || !board) return;
      judged.current = true;
      const size = p.data.lu;
      const played = (board.state.puzzle?.played ?? []).map((m) => moveToSgf(m, size));
      record(p, attemptOf(p.kind, p.data, played, outcome === 'correct'));
    },
    [record],
  );

  const fresh = useCallback(() => {
    started.current = performance.now();
    judged.current = false;
    setResult(null);
    setSave({ kind: 'none' });
  }, []);

  // A new problem is a new try.
  useEffect(() => {
    if (problem) fresh();
  }, [problem, fresh]);

  const labels = useBoardLabels();
  const config = useMemo<BoardConfig>(
    () => ({
      labels,
      kind: 'puzzle',
      width: side,
      height: side,
      replyDelay: 300,
      lastMoveMark: true,
      events: { onPuzzleResult },
      ...(problem ? { puzzle: problem.data, puzzleMode: 'PLAY' as const } : {}),
    }),
    [problem, side, onPuzzleResult, labels],
  );

  // The server's judging runs on the board in trial play, once the board and the problem are there.
  useEffect(() => {
    if (!api || !problem || problem.assignment === null) return;
    const started = startServerJudgedTry(api, problem, latest.current.account.token, {
      end: (attemptResult, moves) => {
        if (judged.current) return;
        judged.current = true;
        record(problem, { result: attemptResult, moves });
      },
      failure: (failure) => setSave({ kind: 'failed', failure }),
      played: setPlayed,
    });
    serverTry.current = started;
    return () => {
      started.stop();
      serverTry.current = null;
    };
  }, [api, problem, record]);

  const retry = useCallback(() => {
    const { problem: p, api: board } = latest.current;
    if (!p || !board) return;
    if (serverTry.current) {
      serverTry.current.restart();
      fresh();
      return;
    }
    if (board.state.trial) board.leaveTrial();
    board.loadPuzzle(p.data, 'PLAY');
    fresh();
  }, [fresh]);

  return { config, api, setApi, result, save, played, retry };
}
