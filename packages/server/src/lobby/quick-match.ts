import {
  QUICK_MATCH_PRESETS,
  QUICK_MATCH_RANK_STEPS,
  QUICK_MATCH_WIDEN_MS,
  type QuickMatchPreset,
  quickMatchPreset,
  RANKS,
  type SocketErrorCode,
} from '@tengen/protocol';
import type { QuickMatchQueue, Waiting } from '../cluster/quick-match-queue.ts';
import type { Store } from '../storage/store.ts';
import { evenGame } from './even-game.ts';
import { type Tell, tellGameStarted } from './game-start.ts';
import type { Reachable } from './invitations.ts';

type Refusal = { code: SocketErrorCode; message: string };

export interface QuickMatchOptions {
  readonly store: Store;
  readonly now: () => number;
  readonly queue: QuickMatchQueue;
  readonly tell: Tell;
  readonly nigiri?: () => boolean;
  /** A game was made for these players: their other lobby offers (open seeks) end. */
  readonly onGame?: (usernames: readonly string[]) => Promise<void>;
}

/**
 * Quick match (docs/lobby.md): a player waits in the queue of a time control; the first other
 * player of close rank to join it is paired with them in a free even game, and both asking tabs
 * go to it. A player waits in one queue at a time, from one tab.
 */
export class QuickMatch {
  constructor(private readonly options: QuickMatchOptions) {}

  /**
   * Pairs players already waiting whom the time waited has brought close enough in rank (a wait
   * widens by one step per QUICK_MATCH_WIDEN_MS, not only when someone new joins). Any process
   * may do it: the queue takes a pair once.
   */
  async pairWaiting(): Promise<void> {
    const closeness = { steps: QUICK_MATCH_RANK_STEPS, widenMs: QUICK_MATCH_WIDEN_MS };
    for (const preset of QUICK_MATCH_PRESETS) {
      // While Redis is out of reach nobody is paired (the link logs the outage once); the next
      // round pairs them.
      const pair = await this.options.queue
        .pairWaiting(preset.id, closeness, this.options.now())
        .catch(() => null);
      if (pair) await this.start(preset, pair[0], pair[1]);
    }
  }

  async join(by: Reachable, presetId: string): Promise<Refusal | null> {
    const preset = quickMatchPreset(presetId);
    if (!preset) return { code: 'BAD_FIELD', message: `no quick-match time control ${presetId}` };
    await this.leave(by.username);
    const now = this.options.now();
    const me: Waiting = {
      username: by.username,
      userId: by.userId,
      levelname: by.levelname,
      rankIndex: Math.max(
        0,
        RANKS.findIndex(([label]) => label === by.levelname),
      ),
      socket: by.socketId,
      since: now,
    };
    const closeness = { steps: QUICK_MATCH_RANK_STEPS, widenMs: QUICK_MATCH_WIDEN_MS };
    const partner = await this.options.queue.join(preset.id, me, closeness, now);
    if (!partner) {
      this.options.tell(
        [by.username],
        { cmd: 'quick_match_wait', preset: preset.id },
        { only: [by.socketId] },
      );
      return null;
    }
    await this.start(preset, partner, me);
    return null;
  }

  /**
   * Takes the user out of whatever queue they wait in (only if they wait from `socket`, when
   * given: a closed tab ends its own wait, not another tab's); the waiting tab hears it.
   */
  async leave(username: string, socket?: string): Promise<void> {
    for (const preset of QUICK_MATCH_PRESETS) {
      const entry = await this.options.queue.leave(preset.id, username, socket);
      if (entry)
        this.options.tell(
          [username],
          { cmd: 'quick_match_cancel_resp', preset: preset.id },
          { only: [entry.socket] },
        );
    }
  }

  private async start(preset: QuickMatchPreset, waiting: Waiting, newcomer: Waiting): Promise<void> {
    const play = await this.options.store.createPlay(
      evenGame(
        [waiting.userId, newcomer.userId],
        { ...preset, ranked: false },
        this.options.now(),
        this.options.nigiri ?? (() => Math.random() < 0.5),
      ),
    );
    tellGameStarted(
      this.options.tell,
      play.id,
      [
        { username: waiting.username, socketId: waiting.socket },
        { username: newcomer.username, socketId: newcomer.socket },
      ],
      (_, opponent) => ({
        cmd: 'quick_match_resp',
        preset: preset.id,
        playid: play.id,
        opponent: opponent.username,
      }),
    );
    await this.options.onGame?.([waiting.username, newcomer.username]);
  }
}
