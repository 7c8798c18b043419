/**
 * A try at a problem whose answers the server keeps (a problem of the student's open
 * assignment, docs/homework.md: answer and choice problems): the board shows the start position
 * in trial play, each move of the student goes to POST /jwt/problemmove/ with the moves so far,
 * and the server's reply is played on the board. A click while the server is asked, or after the end, is taken back.
 */
import type { BoardApi } from '@tengen/board';
import { type MoveVertex, moveToSgf, sgfToMove } from '@tengen/core';
import type { AttemptResult, ProblemResponse } from '@tengen/protocol';
import type { ApiFailure } from '../../common/api/api-client.ts';
import { callRoute } from '../../common/api/call-route.ts';

export interface ServerJudgedTry {
  /** Starts the try again from the start position. */
  readonly restart: () => void;
  /** Ends trial play on the board (the page leaves the problem). */
  readonly stop: () => void;
}

export function startServerJudgedTry(
  board: BoardApi,
  problem: ProblemResponse,
  token: string | null,
  on: {
    readonly end: (result: AttemptResult, userMoves: readonly string[]) => void;
    readonly failure: (failure: ApiFailure) => void;
    /** The moves on the board after each answer (both sides', SGF points). */
    readonly played: (moves: readonly string[]) => void;
  },
): ServerJudgedTry {
  const size = problem.data.lu;
  let moves: string[] = [];
  let asking = false;
  let ended = false;
  let replying = false;

  const onMove = ({ vertex }: { vertex: MoveVertex }) => {
    if (replying) return;
    if (asking || ended) {
      board.prev();
      return;
    }
    const point = moveToSgf(vertex, size);
    // A choice problem takes a tap on one of its lettered points only, as the board does.
    if (problem.kind === 'choice' && !problem.data.xds?.some((x) => x.pt === point)) {
      board.prev();
      return;
    }
    moves = [...moves, point];
    asking = true;
    const sent = moves;
    void callRoute('judgeProblemMove', { form: { problemid: problem.problemid, moves: sent }, token }).then(
      (answer) => {
        if (sent !== moves) return; // restarted meanwhile
        asking = false;
        if (!answer.ok) {
          moves = moves.slice(0, -1);
          board.prev();
          on.failure(answer.error);
          return;
        }
        const { reply, after, attempt } = answer.value;
        const replyMove = reply === null ? null : sgfToMove(reply, size);
        if (replyMove?.ok) {
          replying = true;
          board.play(replyMove.value);
          replying = false;
          moves = [...moves, reply as string];
        }
        on.played(moves);
        if (after !== 'doing') {
          ended = true;
          on.end(
            attempt ?? 'wrong',
            moves.filter((_, i) => i % 2 === 0),
          );
        }
      },
    );
  };

  const begin = () => {
    if (board.state.trial) board.leaveTrial();
    board.loadPuzzle(problem.data, 'PLAY');
    moves = [];
    asking = false;
    ended = false;
    on.played(moves);
    board.enterTrial(onMove);
  };
  begin();
  return {
    restart: begin,
    stop: () => {
      moves = [];
      if (board.state.trial) board.leaveTrial();
    },
  };
}
