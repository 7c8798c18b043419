import type { ServerMessage } from '@tengen/protocol';
import { expect } from 'vitest';
import type { ChatSender, Outbound, RoomCommand } from '../play/room/commands.ts';
import {
  DEFAULT_ABSENCE_MS,
  DEFAULT_AWAY_CLAIM_MS,
  DEFAULT_PROPOSAL_MS,
  DEFAULT_RESTART_GRACE_MS,
  type RoomConfig,
} from '../play/room/room-config.ts';
import { createRoom, type RoomState } from '../play/room/room-state.ts';
import { step } from '../play/room/step.ts';

/** Test settings: starts at t = 0, 10 minutes main time, 30 s × 3 byo-yomi, both players present. */
export function testConfig(overrides: Partial<RoomConfig> = {}): RoomConfig {
  return {
    playId: 1,
    size: 19,
    blackName: 'alice',
    whiteName: 'bob',
    blackFirst: true,
    handicap: 0,
    daotiemu: 0,
    prepos: { black: [], white: [] },
    mainMs: 10 * 60_000,
    periodMs: 30_000,
    periods: 3,
    moveLimitMs: 0,
    isCompetition: false,
    canRestore: true,
    canStartBefore: true,
    callJudge: true,
    enableChat: true,
    guestEnable: true,
    startAt: 0,
    absenceMs: DEFAULT_ABSENCE_MS,
    awayClaimMs: DEFAULT_AWAY_CLAIM_MS,
    proposalMs: DEFAULT_PROPOSAL_MS,
    restartGraceMs: DEFAULT_RESTART_GRACE_MS,
    scoreList: false,
    ...overrides,
  };
}

export const sender = (username: string, over: Partial<ChatSender> = {}): ChatSender => ({
  username,
  role: 'member',
  userLevel: 0,
  markedBad: false,
  ...over,
});

/** A game driven by commands at given times, remembering the last result. */
export class TestRoom {
  state: RoomState;
  out: readonly Outbound[] = [];
  accepted: { command: RoomCommand; at: number }[] = [];

  constructor(config: Partial<RoomConfig> = {}, options: { present?: boolean; started?: boolean } = {}) {
    this.state = createRoom(testConfig(config));
    if (options.present ?? true) {
      this.ok({ type: 'join', by: 1 }, 0);
      this.ok({ type: 'join', by: 2 }, 0);
    }
    if ((options.started ?? true) && this.state.config.startAt <= 0) this.ok({ type: 'tick' }, 0);
  }

  /**
   * Sends a command; answers the refusal code, or 'ok'. A command refused after a deadline that
   * changed the game (a flag) answers its refusal code, and the deadline's change is kept.
   */
  send(command: RoomCommand, at: number): string {
    const r = step(this.state, command, at);
    if (!r.ok) {
      this.out = [];
      return r.refusal.code;
    }
    if (r.state !== this.state) this.accepted.push({ command, at });
    this.state = r.state;
    this.out = r.out;
    return r.refusal?.code ?? 'ok';
  }

  ok(command: RoomCommand, at: number): readonly Outbound[] {
    const code = this.send(command, at);
    expect(code, `${command.type} at ${at}`).toBe('ok');
    return this.out;
  }

  /** Plays SGF points alternately, one every `every` ms from `at`. */
  play(points: string[], at = 1000, every = 1000): number {
    let t = at;
    for (const point of points) {
      const by = this.nextColor();
      const step = this.state.moves.length + 1;
      this.ok(point === 'tt' ? { type: 'pass', by, step } : { type: 'move', by, point, step }, t);
      t += every;
    }
    return t;
  }

  nextColor(): 1 | 2 {
    const first = this.state.config.blackFirst ? 1 : 2;
    return this.state.moves.length % 2 === 0 ? first : first === 1 ? 2 : 1;
  }

  /** The messages of the last command with this `cmd`. */
  sent<C extends ServerMessage['cmd']>(cmd: C): Extract<ServerMessage, { cmd: C }>[] {
    return this.out
      .filter((o) => o.message.cmd === cmd)
      .map((o) => o.message as Extract<ServerMessage, { cmd: C }>);
  }
}

/**
 * `n` moves of a 19×19 game that never touch: the first mover fills rows from the top, the
 * other from the bottom (up to 152 moves).
 */
export function quietMoves(n: number): string[] {
  const letters = 'abcdefghijklmnopqrs';
  const out: string[] = [];
  for (let k = 0; k < n; k++) {
    const i = Math.floor(k / 2);
    const x = i % 19;
    const row = Math.floor(i / 19);
    out.push(letters[x] + letters[k % 2 === 0 ? row : 18 - row]);
  }
  return out;
}
