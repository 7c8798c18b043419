import type { Store } from '../storage/store.ts';
import type { Play } from '../storage/types.ts';
import type { RoomCommand } from './room/commands.ts';

/**
 * When the play starts: the scheduled start, or the moment both players agreed to start early
 * (an accepted `startNowAnswer` in its stored events). The play row keeps the schedule; only a
 * game still before its scheduled start needs its events read.
 */
export async function startOfPlay(store: Store, play: Play, now: number): Promise<number> {
  if (play.status !== 0 || play.startsAt <= now || !play.earlyStartAllowed) return play.startsAt;
  const events = await store.eventsOf(play.id, 0);
  for (const { event, at } of events) {
    const command = event as RoomCommand;
    if (command.type === 'startNowAnswer' && command.agree) return Math.min(at, play.startsAt);
  }
  return play.startsAt;
}
