/**
 * A user's games as their record list and card show them, and the move-choice panel's options
 * of each play (migration 003).
 */

import type { Db } from './db.ts';
import { playFromRow } from './rows.ts';
import { withSocial } from './social-schema.ts';
import type { NewStepOptions, RecentResult, StepOptionSet, UserPlayPage } from './social-types.ts';

const OPTION_SEPARATOR = '*';

export interface RecordsStore {
  /** The user's plays (as black or white, finished or not), newest created first, one page. */
  playsOfUser(userId: number, page: { offset: number; limit: number }): Promise<UserPlayPage>;
  /**
   * The user's last `limit` games that count in wins and losses (finished, not a draw, not a
   * test game), the most recently finished first.
   */
  recentResults(userId: number, limit: number): Promise<RecentResult[]>;
  /** The play's choices, by step. */
  stepOptionsOf(playId: number): Promise<StepOptionSet[]>;
  /** Saves the choices for one step; they replace any saved before for that step. */
  saveStepOptions(options: NewStepOptions): Promise<void>;
}

export function recordsStore(base: Db): RecordsStore {
  const db = withSocial(base);
  return {
    playsOfUser: async (userId, page) => {
      const mine = db
        .selectFrom('plays')
        .where((eb) => eb.or([eb('plays.black_id', '=', userId), eb('plays.white_id', '=', userId)]));
      const [count, rows] = await Promise.all([
        mine.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        mine
          .innerJoin('users as b', 'b.id', 'plays.black_id')
          .innerJoin('users as w', 'w.id', 'plays.white_id')
          .selectAll('plays')
          .select(['b.username as black_name', 'w.username as white_name'])
          .orderBy('plays.id', 'desc')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
      ]);
      return {
        total: Number(count.n),
        plays: rows.map(({ black_name, white_name, ...play }) => ({
          play: playFromRow(play),
          blackName: black_name,
          whiteName: white_name,
        })),
      };
    },

    recentResults: async (userId, limit) => {
      const rows = await db
        .selectFrom('plays')
        .select(['id', 'black_id', 'result'])
        .where((eb) => eb.or([eb('black_id', '=', userId), eb('white_id', '=', userId)]))
        .where('status', '=', 1)
        .where('is_test', '=', 0)
        .where('result', 'in', [1, 2])
        .orderBy('finished_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ playId: r.id, won: (r.result === 1) === (r.black_id === userId) }));
    },

    stepOptionsOf: async (playId) => {
      const rows = await db
        .selectFrom('step_options')
        .select(['step', 'options'])
        .where('play_id', '=', playId)
        .orderBy('step')
        .execute();
      return rows.map((r) => ({ step: r.step, options: r.options.split(OPTION_SEPARATOR) }));
    },

    saveStepOptions: async (o) => {
      const values = {
        play_id: o.playId,
        step: o.step,
        options: o.options.join(OPTION_SEPARATOR),
        by_user_id: o.byUserId,
        at: o.at,
      };
      await db
        .insertInto('step_options')
        .values(values)
        .onConflict((oc) =>
          oc.columns(['play_id', 'step']).doUpdateSet({
            options: values.options,
            by_user_id: values.by_user_id,
            at: values.at,
          }),
        )
        .execute();
    },
  };
}
