/** Stored complaints as the wire carries them (protocol Appeal and AppealListEntry). */
import type { Appeal, AppealListEntry, ResultChange, Winner, WinType } from '@tengen/protocol';
import type { StoredAppeal } from '../storage/appeal-store.ts';
import type { Store } from '../storage/store.ts';

export function appealAnswer(a: StoredAppeal): Appeal {
  return {
    id: a.id,
    user: a.username,
    reason: a.reason,
    content: a.content,
    status: a.status,
    round: a.round,
  };
}

/** The accepted complaints among `appeals` that changed the game's result. */
export function resultChanges(appeals: readonly StoredAppeal[]): ResultChange[] {
  return appeals.flatMap((a) =>
    a.status === 2 && a.previousResult !== 0 && a.verdict !== 0
      ? [
          {
            user: a.username,
            reason: a.reason,
            before: a.previousResult,
            after: a.verdict,
            at: a.decidedAt ?? 0,
          },
        ]
      : [],
  );
}

/** List rows with their games' players and results, each game and player read once. */
export async function appealListEntries(
  store: Store,
  appeals: readonly StoredAppeal[],
): Promise<AppealListEntry[]> {
  const playIds = [...new Set(appeals.map((a) => a.playId))];
  const plays = new Map(
    (await Promise.all(playIds.map((id) => store.playById(id)))).flatMap((p) => (p ? [[p.id, p]] : [])),
  );
  const userIds = [...new Set([...plays.values()].flatMap((p) => [p.blackId, p.whiteId]))];
  const names = new Map(
    (await Promise.all(userIds.map((id) => store.userById(id)))).flatMap((u) =>
      u ? [[u.id, u.username]] : [],
    ),
  );
  return appeals.map((a) => {
    const play = plays.get(a.playId);
    return {
      ...appealAnswer(a),
      playid: a.playId,
      at: a.createdAt,
      blackname: names.get(play?.blackId ?? 0) ?? '',
      whitename: names.get(play?.whiteId ?? 0) ?? '',
      result: (play?.result ?? 0) as Winner,
      wintype: (play?.winType ?? 0) as WinType,
      winnumber: play?.winNumber ?? 0,
    };
  });
}
