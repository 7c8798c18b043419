/** May a player ask to count now? Seed 000 section 5, with its four exact messages. */
import { COUNTING, countingMinMoves } from '../constants/limits.ts';
import { fillMessage, MESSAGES } from '../messages.ts';

export interface CountingRequestInput {
  /** A competition game (game id above 0): the 5-request limit applies. */
  readonly isCompetition: boolean;
  /** Counting requests this game has had so far (the play info's `dianmucount`). */
  readonly requestsMade: number;
  /** Moves played, passes included. */
  readonly moveCount: number;
  readonly boardSize: number;
  /** When the last counting request of this game was made (ms), or null. */
  readonly lastRequestAt: number | null;
  readonly now: number;
  /** The requester has played a move since their own last request (or at all, for a first one). */
  readonly hasMoved: boolean;
}

export type CountingBlockCode =
  | 'COUNTING_LIMIT'
  | 'COUNTING_TOO_EARLY'
  | 'COUNTING_NEEDS_MOVE'
  | 'COUNTING_WAIT';

export interface CountingBlock {
  readonly code: CountingBlockCode;
  /** The seed's text, `{{num}}` filled. */
  readonly message: string;
}

/** Null if the request may go, else why not. Checked in this order: limit, moves, own move, wait. */
export function countingRequestBlock(input: CountingRequestInput): CountingBlock | null {
  if (input.isCompetition && input.requestsMade >= COUNTING.maxRequestsInCompetition) {
    return { code: 'COUNTING_LIMIT', message: MESSAGES.countingLimit };
  }
  const minMoves = countingMinMoves(input.boardSize);
  if (input.moveCount < minMoves) {
    return { code: 'COUNTING_TOO_EARLY', message: fillMessage(MESSAGES.countingTooEarly, { num: minMoves }) };
  }
  if (!input.hasMoved) return { code: 'COUNTING_NEEDS_MOVE', message: MESSAGES.countingNeedsMove };
  if (input.lastRequestAt !== null && input.now - input.lastRequestAt < COUNTING.waitBetweenRequestsMs) {
    return { code: 'COUNTING_WAIT', message: MESSAGES.countingWait };
  }
  return null;
}
