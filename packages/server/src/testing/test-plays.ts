/** For analysis tests: players and finished plays with corpus moves, in a store. */

import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import { corpusMoves, FINISHED_19 } from './test-gnugo.ts';

/** The first `count` moves of a real 19×19 game (RE[B+11.5], KM[7.5]). */
export function corpusOpening(count: number): string[] {
  return corpusMoves(FINISHED_19.file, count);
}

export async function finishedPlay(
  store: Store,
  blackId: number,
  whiteId: number,
  moves: readonly string[],
  settings: { boardSize?: 9 | 13 | 19; analysisAllowed?: boolean } = {},
): Promise<Play> {
  const play = await store.createPlay({
    blackId,
    whiteId,
    startsAt: 1,
    createdAt: 1,
    boardSize: settings.boardSize ?? 19,
    analysisAllowed: settings.analysisAllowed ?? true,
  });
  const finished = await store.finishPlay(play.id, {
    result: 1,
    winType: 1,
    winNumber: 0,
    resultText: 'B+R',
    finalMoves: [...moves],
    sgf: '',
    finishedAt: 2,
  });
  if (!finished) throw new Error('not finished');
  return (await store.playById(play.id)) as Play;
}

export async function testUser(store: Store, username: string, membership = 0): Promise<number> {
  const user = await store.createUser({ username, passwordHash: 'h', createdAt: 1, membership });
  if (!user.ok) throw new Error(`${username}: ${user.error}`);
  return user.value.id;
}

/** Polls until `check` answers a value (jobs run in the background); fails after `limitMs`. */
export async function eventually<T>(check: () => Promise<T | null>, limitMs = 120_000): Promise<T> {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const value = await check();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
