/** The machine players of this process, one per live room that has a machine seat. */
import type { Stone } from '@tengen/core';
import type { Engines } from '../../engines/engines.ts';
import type { Refusal, RoomCommand } from '../room/commands.ts';
import type { Seat } from '../room/room-state.ts';
import type { RoomHost } from '../room-host.ts';
import { MachinePlayer } from './machine-player.ts';
import { machineLevelOf } from './machine-users.ts';

export class MachinePlayers {
  private readonly players = new Map<number, MachinePlayer>();

  constructor(
    private readonly engines: Engines,
    private readonly warn: (message: string) => void,
  ) {}

  /** The room hosts' `onChange`: finds or makes the room's machine player and lets it act. */
  readonly onChange = (host: RoomHost): void => {
    const { config, status } = host.current;
    let player = this.players.get(config.playId);
    if (!player) {
      const seat = seatOf(host);
      if (seat === null || status === 'finished') return;
      const level = machineLevelOf(seat === 1 ? config.blackName : config.whiteName) as number;
      player = new MachinePlayer(host, seat, level, this.engines, this.warn);
      this.players.set(config.playId, player);
    }
    if (status === 'finished') {
      player.stop();
      this.players.delete(config.playId);
      return;
    }
    player.changed();
  };

  /** The room hosts' `intercept`: a `machineGo` is this process's to answer, as the game's owner. */
  readonly intercept = (host: RoomHost, command: RoomCommand): Refusal | null | undefined =>
    command.type === 'machineGo' ? this.go(host, command.by) : undefined;

  /** `machine_go` from a player of the room: the machine moves now if it is its turn. */
  go(host: RoomHost, from: Seat): Refusal | null {
    const player = this.players.get(host.current.config.playId);
    if (!player) return { code: 'NOT_MACHINE_GAME', message: 'this game has no machine player' };
    if (from === 0 || from === player.seat)
      return { code: 'NOT_ALLOWED', message: 'only the machine’s opponent may ask' };
    if (host.current.status === 'finished') return { code: 'GAME_FINISHED', message: 'the game is over' };
    if (!player.toMove) return { code: 'NOT_YOUR_TURN', message: 'it is not the machine’s turn' };
    player.changed();
    return null;
  }

  close(): void {
    for (const player of this.players.values()) player.stop();
    this.players.clear();
  }
}

function seatOf(host: RoomHost): Stone | null {
  const { blackName, whiteName } = host.current.config;
  if (machineLevelOf(blackName) !== null) return 1;
  if (machineLevelOf(whiteName) !== null) return 2;
  return null;
}
