/** Who steps each live game (migrations/005-game-owners.ts), and each process's heartbeat. */
import { type Db, inWriteTransaction } from './db.ts';
import type { PlayClaim } from './store.ts';
import type { Dialect } from './types.ts';

export async function claimPlay(
  db: Db,
  dialect: Dialect,
  playId: number,
  node: string,
): Promise<PlayClaim | null> {
  return inWriteTransaction(db, dialect, async (tx) => {
    const before = await tx
      .selectFrom('plays')
      .select(['owner_node'])
      .where('id', '=', playId)
      .$if(dialect === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
    if (!before) return null;
    const claimed = await tx
      .updateTable('plays')
      .set((eb) => ({ owner_fence: eb('owner_fence', '+', 1), owner_node: node }))
      .where('id', '=', playId)
      .returning('owner_fence')
      .executeTakeFirstOrThrow();
    const previousNode = before.owner_node;
    const beat =
      previousNode === null
        ? undefined
        : await tx
            .selectFrom('server_nodes')
            .select('beat_at')
            .where('node_id', '=', previousNode)
            .executeTakeFirst();
    return { fence: claimed.owner_fence, previousNode, previousBeatAt: beat?.beat_at ?? null };
  });
}

export async function beatNode(db: Db, node: string, now: number): Promise<void> {
  await db
    .insertInto('server_nodes')
    .values({ node_id: node, started_at: now, beat_at: now })
    .onConflict((oc) => oc.column('node_id').doUpdateSet({ beat_at: now }))
    .execute();
}

/**
 * The unfinished plays no live process holds: never taken, or taken last by a process other
 * than `self` whose heartbeat is older than `aliveSince` (or that never beat).
 */
export async function orphanedPlays(db: Db, self: string, aliveSince: number): Promise<number[]> {
  const rows = await db
    .selectFrom('plays')
    .leftJoin('server_nodes', 'server_nodes.node_id', 'plays.owner_node')
    .select('plays.id')
    .where('plays.status', '=', 0)
    .where((eb) =>
      eb.or([
        eb('plays.owner_node', 'is', null),
        eb.and([
          eb('plays.owner_node', '<>', self),
          eb.or([eb('server_nodes.beat_at', 'is', null), eb('server_nodes.beat_at', '<', aliveSince)]),
        ]),
      ]),
    )
    .orderBy('plays.id')
    .execute();
  return rows.map((r) => r.id);
}

/** The processes whose last heartbeat is at `since` or later, of `nodes`. */
export async function liveNodes(db: Db, nodes: readonly string[], since: number): Promise<string[]> {
  if (nodes.length === 0) return [];
  const rows = await db
    .selectFrom('server_nodes')
    .select('node_id')
    .where('node_id', 'in', [...new Set(nodes)])
    .where('beat_at', '>=', since)
    .execute();
  return rows.map((r) => r.node_id);
}

/** The process that took the play last, or null (none yet, or no such play). */
export async function ownerNodeOf(db: Db, playId: number): Promise<string | null> {
  const row = await db.selectFrom('plays').select('owner_node').where('id', '=', playId).executeTakeFirst();
  return row?.owner_node ?? null;
}
